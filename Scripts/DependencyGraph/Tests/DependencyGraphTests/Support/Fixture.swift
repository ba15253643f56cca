import Foundation

@testable import DependencyGraph

/// A repository in a temporary folder: the fixture rules file (``layeredRules``) in its root,
/// packages described in code (no dump-package), and real source files for the import checks.
final class Fixture {
  let root: URL
  private(set) var packages: [Monorepo.Package] = []

  /// The tool's folder (the one holding its `Package.swift` and `Plugins/`).
  static let toolFolder = URL(filePath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The fixture's rules file.
  var rulesFile: URL { root.appending(path: RuleBook.defaultFileName) }

  init(rules: Data? = nil) throws {
    root = FileManager.default.temporaryDirectory
      .appending(path: "dependency-graph-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try (rules ?? Self.layeredRules).write(to: root.appending(path: RuleBook.defaultFileName))
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
    ManifestLoader.removeLockFiles(under: root)
  }

  /// One target of a fixture package: its dependencies and the source of its one file.
  struct TargetSpec {
    var name: String
    var type = "regular"
    var samePackage: [String] = []
    var local: [String] = []
    var thirdParty: [(package: String, product: String)] = []
    /// The file's source; by default it imports exactly what the target declares.
    var source: String?
    /// The upcoming features it turns on (`MemberImportVisibility`).
    var upcomingFeatures: [String] = []
  }

  /// Adds a package at `path` (`Packages/ItemFeature`) whose only library target is named after
  /// the folder and depends on the products of `local` packages (named by folder).
  @discardableResult
  func package(
    _ path: String, local: [String] = [], thirdParty: [(package: String, product: String)] = [],
    source: String? = nil, upcomingFeatures: [String] = []
  ) throws -> Self {
    let name = String(path.split(separator: "/").last ?? "")
    return try package(
      path,
      targets: [
        TargetSpec(
          name: name, local: local, thirdParty: thirdParty, source: source,
          upcomingFeatures: upcomingFeatures)
      ])
  }

  /// Adds a package with the given targets; every non-test target is a product.
  @discardableResult
  func package(_ path: String, targets: [TargetSpec]) throws -> Self {
    let directory = root.appending(path: path)
    var dependencies: [Manifest.Dependency] = []
    for local in Set(targets.flatMap(\.local)).sorted() {
      dependencies.append(
        .init(identity: local.lowercased(), path: root.appending(path: packagePath(local)).path))
    }
    for identity in Set(targets.flatMap { $0.thirdParty.map(\.package) }).sorted() {
      dependencies.append(.init(identity: identity, path: nil))
    }
    var manifestTargets: [Manifest.Target] = []
    for spec in targets {
      let declared =
        spec.samePackage.map { Manifest.TargetDependency.target($0) }
        + spec.local.map { Manifest.TargetDependency.product($0, package: $0) }
        + spec.thirdParty.map { Manifest.TargetDependency.product($0.product, package: $0.package) }
      manifestTargets.append(
        Manifest.Target(
          name: spec.name, type: spec.type, dependencies: declared,
          upcomingFeatures: spec.upcomingFeatures))
      let folder = spec.type == "test" ? "Tests" : "Sources"
      let imports = (spec.samePackage + spec.local + spec.thirdParty.map(\.product))
        .map { spec.type == "test" ? "@testable import \($0)\n" : "import \($0)\n" }.joined()
      try write(
        spec.source ?? imports + "\nlet marker = 0\n",
        to: "\(path)/\(folder)/\(spec.name)/\(spec.name).swift")
    }
    let products = targets.filter { $0.type != "test" }.map {
      Manifest.Product(name: $0.name, targets: [$0.name])
    }
    let name = String(path.split(separator: "/").last ?? "")
    packages.removeAll { $0.path == path }
    packages.append(
      Monorepo.Package(
        path: path, directory: directory,
        manifest: Manifest(
          name: name, dependencies: dependencies, products: products, targets: manifestTargets)))
    return self
  }

  /// Makes the product named after the package at `path` hold all of `targets`, as a product of
  /// several modules does.
  func makeProduct(ofPackage path: String, hold targets: [String]) {
    guard let index = packages.firstIndex(where: { $0.path == path }) else { return }
    let name = String(path.split(separator: "/").last ?? "")
    packages[index].manifest.products = [Manifest.Product(name: name, targets: targets)]
  }

  /// Makes the dependency `identity` of the package at `path` a `path:` dependency on `folder`
  /// (relative to the root), as a vendored package or a missing submodule is.
  func setDependency(_ identity: String, ofPackage path: String, toFolder folder: String) {
    guard let index = packages.firstIndex(where: { $0.path == path }) else { return }
    for dependency in packages[index].manifest.dependencies.indices
    where packages[index].manifest.dependencies[dependency].identity == identity {
      packages[index].manifest.dependencies[dependency].source = .path(
        root.appending(path: folder).path)
    }
  }

  func write(_ text: String, to relativePath: String) throws {
    let file = root.appending(path: relativePath)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: file, atomically: true, encoding: .utf8)
  }

  /// The folder of a package named by its last path component, among those added.
  private func packagePath(_ name: String) -> String {
    packages.first { $0.path.hasSuffix("/\(name)") }?.path ?? "Packages/\(name)"
  }

  func analysis() throws -> Analysis {
    Analysis(
      monorepo: Monorepo(
        root: root, rules: try RuleBook(file: rulesFile),
        packages: packages.sorted { $0.path < $1.path },
        baseline: try Baseline(file: Baseline.file(forRules: rulesFile))))
  }

  /// The standard clean layering: Models, TextUI, ApiClient, ApiClientLive, two features and the
  /// app, all importing exactly what they declare.
  @discardableResult
  func cleanLayers() throws -> Self {
    try package(
      "Packages/Models", thirdParty: [("swift-identified-collections", "IdentifiedCollections")])
    try package("Packages/TextUI")
    try package("Packages/ApiClient", local: ["Models"])
    try package(
      "Packages/ApiClientLive", local: ["ApiClient", "Models"],
      thirdParty: [("grdb.swift", "GRDB")])
    try package(
      "Packages/ItemFeature", local: ["Models", "TextUI"],
      thirdParty: [("xctest-dynamic-overlay", "IssueReporting")])
    try package("Packages/InventoryFeature", local: ["ApiClient", "Models", "TextUI"])
    try package("Packages/AppFeature", local: ["InventoryFeature", "ItemFeature", "ApiClient"])
    return self
  }
}

extension Analysis {
  /// The rule ids of the violations, sorted.
  var ruleIDs: [String] {
    violations.map(\.ruleID).sorted()
  }
}
