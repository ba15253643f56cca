import DependencyGraph
import Foundation

/// The package the examples are compiled in: one test target per documented package (a test
/// target, so that examples may import Testing), depending on that package by path and on every
/// product it may import, with one source file per example. One package for all of them, so that
/// a module several documented packages share is built once.
public struct ScratchPackage: Equatable, Sendable {
  /// A source file of the scratch package.
  public struct File: Equatable, Sendable {
    /// Relative to the scratch package's folder.
    public var path: String
    public var contents: String
    /// The example it holds.
    public var example: Example
  }

  /// The examples of one documented package: a test target of the scratch package, and the
  /// manifests, which are type-checked one by one (each is a `Package.swift` of its own).
  public struct Target: Equatable, Sendable {
    public var name: String
    public var package: DocumentedPackage
    /// The sources of the test target; none when the package has only manifest examples.
    public var files: [File]
    /// The manifest examples, under `Manifests/`.
    public var manifestFiles: [File]
  }

  public var manifest: String
  public var targets: [Target]

  /// The files of every target, manifests included.
  public var files: [File] { targets.flatMap { $0.files + $0.manifestFiles } }

  /// Builds the scratch package for `packages`. `root` is the absolute path of the repository,
  /// which the examples' `#sourceLocation` directives name so that the compiler reports errors
  /// in the Markdown or Swift file the example is written in.
  public init(packages: [DocumentedPackage], root: String) {
    targets = packages.map { package in
      let name = Self.targetName(package)
      func file(_ example: Example, in folder: String) -> File {
        File(
          path: "\(folder)/\(Self.fileName(example))",
          contents: ExampleWrapper.source(
            of: example, at: root + "/" + example.file, imports: package.implicitImports),
          example: example)
      }
      return Target(
        name: name, package: package,
        files: package.examples.filter { $0.kind != .manifest }.map {
          file($0, in: "Examples/\(name)")
        },
        manifestFiles: package.examples.filter { $0.kind == .manifest }.map {
          file($0, in: "Manifests")
        })
    }
    manifest = Self.manifest(targets: targets, root: root)
  }

  /// `DocExamples_` and the package's folder, as an identifier: unique, and no module of a
  /// documented package is likely to be named so.
  static func targetName(_ package: DocumentedPackage) -> String {
    let folder = package.directory ?? "Repository"
    return "DocExamples_" + String(folder.map { $0.isLetter || $0.isNumber ? $0 : "_" })
  }

  /// The file's path and the example's line, as a file name: `Packages_TextUI_README_md_31`.
  static func fileName(_ example: Example) -> String {
    String(example.file.map { $0.isLetter || $0.isNumber ? $0 : "_" }) + "_\(example.line).swift"
  }

  private static func manifest(targets: [Target], root: String) -> String {
    // A package with only manifest examples needs no target.
    let targets = targets.filter { !$0.files.isEmpty }
    var packageLines: [String] = []
    var declared: Set<String> = []
    for target in targets {
      guard let directory = target.package.directory else { continue }
      let identity = DocumentedPackage.identity(ofDirectory: directory)
      if declared.insert(identity).inserted {
        packageLines.append(".package(path: \(literal(root + "/" + directory)))")
      }
    }
    for dependency in remoteAndLocalDependencies(targets) {
      guard declared.insert(dependency.identity).inserted else { continue }
      switch dependency.source {
      case .path(let path):
        packageLines.append(".package(path: \(literal(path)))")
      case .versions(let url, let lower, let upper):
        packageLines.append(".package(url: \(literal(url)), \(literal(lower))..<\(literal(upper)))")
      case .exact(let url, let version):
        packageLines.append(".package(url: \(literal(url)), exact: \(literal(version)))")
      case .other:
        continue  // refused when the manifest was read
      }
    }
    let targetDeclarations = targets.map { target in
      let products = target.package.products.filter { declared.contains($0.package) }.map {
        ".product(name: \(literal($0.name)), package: \(literal($0.package)))"
      }
      return [
        "    .testTarget(",
        "      name: \(literal(target.name)),",
        "      dependencies: [",
      ] + products.map { "        " + $0 + "," } + [
        "      ],",
        "      path: \(literal("Examples/" + target.name)),",
        // Warnings are suppressed: an example shows a fragment (`let data = …`) whose result
        // the reader goes on to use, which the compiler calls unused.
        #"      swiftSettings: [.unsafeFlags(["-suppress-warnings", "-diagnostic-style=llvm"])]"#,
        "    ),",
      ]
    }
    let platforms = platforms(targets)
    // SwiftPM rejects an empty list of platforms.
    let platformLines =
      platforms.isEmpty ? [] : ["  platforms: ["] + platforms.map { "    " + $0 + "," } + ["  ],"]
    let lines =
      [
        "// swift-tools-version: 6.1",
        "// Written by Scripts/doc-examples from the documented packages' manifests on every run.",
        "import PackageDescription",
        "",
        "let package = Package(",
        #"  name: "DocExamples","#,
      ] + platformLines + ["  dependencies: ["] + packageLines.map { "    " + $0 + "," }
      + ["  ],", "  targets: ["] + targetDeclarations.flatMap { $0 } + [
        "  ],",
        "  swiftLanguageModes: [.v6]",
        ")",
      ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The dependencies the targets' products come from; of two requirements on one package, the
  /// one with the higher lower bound (SwiftPM then resolves within both, or says why not).
  private static func remoteAndLocalDependencies(
    _ targets: [Target]
  ) -> [Manifest.Dependency] {
    var chosen: [String: Manifest.Dependency] = [:]
    var order: [String] = []
    for target in targets {
      let used = Set(target.package.products.map(\.package))
      for dependency in target.package.manifest?.dependencies ?? []
      where used.contains(dependency.identity) {
        if let current = chosen[dependency.identity] {
          if lowerBound(dependency).isNewer(than: lowerBound(current)) {
            chosen[dependency.identity] = dependency
          }
        } else {
          chosen[dependency.identity] = dependency
          order.append(dependency.identity)
        }
      }
    }
    return order.compactMap { chosen[$0] }
  }

  private static func lowerBound(_ dependency: Manifest.Dependency) -> Version {
    switch dependency.source {
    case .path, .other: Version("0")
    case .versions(_, let lower, _): Version(lower)
    case .exact(_, let version): Version(version)
    }
  }

  /// The newest oldest-version of each platform any documented package supports.
  private static func platforms(_ targets: [Target]) -> [String] {
    var versions: [String: String] = [:]
    var order: [String] = []
    for platform in targets.flatMap({ $0.package.manifest?.platforms ?? [] }) {
      if let current = versions[platform.platformName] {
        if Version(platform.version).isNewer(than: Version(current)) {
          versions[platform.platformName] = platform.version
        }
      } else {
        versions[platform.platformName] = platform.version
        order.append(platform.platformName)
      }
    }
    return order.map {
      ".custom(\(literal($0)), versionString: \(literal(versions[$0] ?? "")))"
    }
  }

  /// A Swift string literal of `text`.
  static func literal(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "\"", with: "\\\"") + "\""
  }
}

/// A dotted version, compared number by number.
private struct Version {
  var numbers: [Int]

  init(_ text: String) {
    numbers = text.split(separator: ".").map { Int($0) ?? 0 }
  }

  func isNewer(than other: Version) -> Bool {
    for index in 0..<max(numbers.count, other.numbers.count) {
      let mine = index < numbers.count ? numbers[index] : 0
      let theirs = index < other.numbers.count ? other.numbers[index] : 0
      if mine != theirs { return mine > theirs }
    }
    return false
  }
}
