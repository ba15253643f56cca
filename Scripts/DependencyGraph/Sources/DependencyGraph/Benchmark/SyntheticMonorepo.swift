import Foundation

/// Writes a layered monorepo of generated packages, for measuring the report at scale.
///
/// A fiftieth of the packages are models, a fiftieth live packages, a twentieth interfaces, a
/// hundredth helpers and apps; the rest are features. Each package has a library and a test
/// target whose sources import exactly what they declare, so the monorepo has no violations.
public enum SyntheticMonorepo {
  /// The package folders (relative to the root) of a monorepo of `count` packages, by layer.
  public static func layout(count: Int) -> [(layer: String, path: String)] {
    let models = max(1, count / 50)
    let helpers = max(1, count / 100)
    let interfaces = max(1, count / 20)
    let lives = max(1, count / 50)
    let apps = max(1, count / 100)
    let features = max(1, count - models - helpers - interfaces - lives - apps)
    let groups: [(String, String, Int)] = [
      ("model", "Model", models), ("helper", "Helper", helpers),
      ("interface", "Client", interfaces), ("live", "ClientLive", lives),
      ("feature", "Feature", features), ("app", "App", apps),
    ]
    return groups.flatMap { layer, suffix, count in
      (0..<count).map { (layer, "Packages/P\($0)\(suffix)") }
    }
  }

  /// Writes the monorepo under `root`, with a rules file built from `rulesTemplate` (the real
  /// `Scripts/layers.json`) whose package assignments are replaced.
  public static func write(count: Int, to root: URL, rulesTemplate: Data) throws {
    let layout = layout(count: count)
    let byLayer = Dictionary(grouping: layout, by: \.layer).mapValues { $0.map(\.path) }
    func pick(_ layer: String, _ index: Int) -> String? {
      guard let paths = byLayer[layer], !paths.isEmpty else { return nil }
      return paths[index % paths.count]
    }
    let features = byLayer["feature"] ?? []
    let apps = byLayer["app"] ?? []
    for (index, (layer, path)) in layout.enumerated() {
      var dependencies: [String] = []
      switch layer {
      case "interface": dependencies = [pick("model", index)].compactMap { $0 }
      case "live":
        dependencies = [pick("interface", index), pick("model", index)].compactMap { $0 }
      case "feature":
        dependencies = [pick("model", index), pick("interface", index), pick("helper", index)]
          .compactMap { $0 }
      case "app":
        let position = apps.firstIndex(of: path) ?? 0
        dependencies =
          features.enumerated().filter { $0.offset % apps.count == position }.map(\.element)
          + [pick("interface", index)].compactMap { $0 }
      default: break
      }
      try writePackage(at: root.appending(path: path), dependencies: dependencies)
    }
    var rules = try JSONSerialization.jsonObject(with: rulesTemplate) as? [String: Any] ?? [:]
    rules["packages"] = Dictionary(
      uniqueKeysWithValues: layout.map { ($0.path, ["layer": $0.layer]) })
    let scripts = root.appending(path: "Scripts")
    try FileManager.default.createDirectory(at: scripts, withIntermediateDirectories: true)
    try JSONSerialization.data(withJSONObject: rules, options: [.prettyPrinted, .sortedKeys])
      .write(to: scripts.appending(path: "layers.json"))
  }

  private static func writePackage(at directory: URL, dependencies: [String]) throws {
    let name = directory.lastPathComponent
    let names = dependencies.map { URL(filePath: $0).lastPathComponent }
    let packages = names.map { "    .package(path: \"../\($0)\"),\n" }.joined()
    let products = names.map { "        .product(name: \"\($0)\", package: \"\($0)\"),\n" }.joined()
    let manifest = """
      // swift-tools-version: 6.1
      import PackageDescription

      let package = Package(
        name: "\(name)",
        products: [.library(name: "\(name)", targets: ["\(name)"])],
        dependencies: [
      \(packages)  ],
        targets: [
          .target(
            name: "\(name)",
            dependencies: [
      \(products)      ]
          ),
          .testTarget(name: "\(name)Tests", dependencies: ["\(name)"]),
        ],
        swiftLanguageModes: [.v6]
      )

      """
    let fileManager = FileManager.default
    let sources = directory.appending(path: "Sources/\(name)")
    let tests = directory.appending(path: "Tests/\(name)Tests")
    try fileManager.createDirectory(at: sources, withIntermediateDirectories: true)
    try fileManager.createDirectory(at: tests, withIntermediateDirectories: true)
    try manifest.write(
      to: directory.appending(path: "Package.swift"), atomically: true, encoding: .utf8)
    let imports = names.map { "import \($0)\n" }.joined()
    try "\(imports)\npublic struct \(name)Value {}\n"
      .write(to: sources.appending(path: "\(name).swift"), atomically: true, encoding: .utf8)
    try "import Testing\n@testable import \(name)\n\n@Test func builds() {}\n"
      .write(to: tests.appending(path: "\(name)Tests.swift"), atomically: true, encoding: .utf8)
  }
}
