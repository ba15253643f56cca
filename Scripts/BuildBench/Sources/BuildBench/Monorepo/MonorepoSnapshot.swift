import DependencyGraph
import Foundation

/// One thing to build cold: a whole package, or one product of a package.
public struct Build: Equatable, Sendable {
  public var label: String
  /// Relative to the snapshot's root.
  public var package: String
  public var product: String?

  public var arguments: [String] { product.map { ["--product", $0] } ?? [] }
}

/// The real monorepo as the benchmarks see it: a snapshot of the working tree under the work
/// folder, its packages and preview executables, and scratch paths whose dependencies are
/// already resolved.
///
/// Builds run on the snapshot (every file git sees: tracked, and untracked but not ignored, as
/// Scripts/lint does), never on the working tree: the scenarios edit files, and other people
/// build in the tree. Dependencies are resolved once per package (`swift package resolve` into a
/// scratch path of its own, which clones from SwiftPM's shared repository cache); every cold
/// build starts from a copy of that resolved scratch path, which holds the checkouts and
/// workspace state but no build products, so the timed `swift build` neither fetches nor
/// resolves: it loads the manifests, plans and compiles, as `rm -rf .build && swift build` does
/// on a machine that resolved before.
public final class MonorepoSnapshot {
  public static let previewRunner = "Apps/preview-runner"
  public static let fullApp = "AppPreview"
  /// The layers whose modules a feature's preview must not compile (siblings, the app, the
  /// heavy live layer); their packages are read from layers.json.
  static let watchedLayers: Set<String> = ["feature", "app", "live"]

  public let source: URL
  public let root: URL
  let resolved: URL
  let scratch: URL
  public let logs: URL
  let progress: Progress
  private var resolvedPackages: Set<String> = []

  public init(source: URL, work: URL, name: String = "monorepo", progress: Progress) {
    self.source = source
    root = work.appending(path: "\(name)/repo")
    resolved = work.appending(path: "\(name)/resolved")
    scratch = work.appending(path: "\(name)/scratch")
    logs = work.appending(path: "\(name)/logs")
    self.progress = progress
  }

  public func takeSnapshot() throws {
    progress.note("copying the working tree to \(root.path)")
    // The resolved scratch paths live in the removed folder too.
    try Files.remove(root.deletingLastPathComponent())
    resolvedPackages = []
    let listing = try Command.output(
      of: ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
      errors: logs.appending(path: "git-ls-files.log"), in: source)
    guard listing.status == 0 else {
      throw BuildFailed("`git ls-files` failed in \(source.path): is it a git work tree?")
    }
    let fileManager = FileManager.default
    for raw in listing.output.split(separator: 0) {
      let relative = String(decoding: raw, as: UTF8.self)
      let origin = source.appending(path: relative)
      var isDirectory: ObjCBool = false
      // Deleted in the working tree but still in the index; or a submodule.
      guard fileManager.fileExists(atPath: origin.path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      else { continue }
      let target = root.appending(path: relative)
      try fileManager.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      // Links are followed, so the snapshot holds plain files (a link's target may be outside
      // the copied tree).
      try Data(contentsOf: origin).write(to: target)
      let mode = try fileManager.attributesOfItem(atPath: origin.path)[.posixPermissions]
      if let mode {
        try fileManager.setAttributes([.posixPermissions: mode], ofItemAtPath: target.path)
      }
    }
  }

  /// Every package under Packages/, whole.
  public func packageBuilds() throws -> [Build] {
    let packages = root.appending(path: "Packages")
    return try FileManager.default.contentsOfDirectory(atPath: packages.path).sorted()
      .filter { hasPackage($0) }
      .map { Build(label: $0, package: "Packages/\($0)") }
  }

  public func hasPackage(_ name: String) -> Bool {
    FileManager.default.fileExists(
      atPath: root.appending(path: "Packages/\(name)/Package.swift").path)
  }

  /// The main modules of the packages in the watched layers (a package's main module is named
  /// after its folder), by the checker's rule book (layers.json).
  public func watchedModules() throws -> Set<String> {
    let rules = try RuleBook(file: root.appending(path: RuleBook.defaultFileName))
    return Set(
      rules.packages.compactMap { path, entry in
        entry.layer.map(Self.watchedLayers.contains) == true
          ? URL(filePath: path).lastPathComponent : nil
      })
  }

  /// The executable products of Apps/preview-runner, if that package exists, read through the
  /// checker's manifest model (`swift package dump-package`).
  public func previewProducts() throws -> [String] {
    let package = root.appending(path: Self.previewRunner)
    guard FileManager.default.fileExists(atPath: package.appending(path: "Package.swift").path)
    else { return [] }
    let manifest = try ManifestLoader(cacheDirectory: nil, parallelism: 1).load([package]).0[0]
    let executables = Set(manifest.targets.filter { $0.type == "executable" }.map(\.name))
    return manifest.products.filter { $0.targets.allSatisfy(executables.contains) }.map(\.name)
      .sorted()
  }

  public func previewBuild(_ product: String) -> Build {
    Build(label: product, package: Self.previewRunner, product: product)
  }

  func resolvedScratch(_ package: String) -> URL {
    resolved.appending(path: package.replacingOccurrences(of: "/", with: "_"))
  }

  /// Resolves `package` once; later calls reuse the result.
  public func resolve(_ package: String) throws {
    guard !resolvedPackages.contains(package) else { return }
    let scratch = resolvedScratch(package)
    progress.note("resolving \(package)")
    try Command.timed(
      Command.swiftPackage(root.appending(path: package), scratch: scratch, "resolve"),
      log: logs.appending(path: "resolve-\(scratch.lastPathComponent).log"))
    resolvedPackages.insert(package)
  }

  /// A scratch path holding `build`'s resolved dependencies and nothing built.
  public func coldScratch(_ build: Build, name: String) throws -> URL {
    try resolve(build.package)
    return try Files.freshCopy(
      of: resolvedScratch(build.package), to: scratch.appending(path: name))
  }

  /// The first Swift source of the package's main target, the file the scenarios edit.
  public func sourceFile(_ package: String) throws -> URL {
    let folder = root.appending(path: "Packages/\(package)/Sources/\(package)")
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    var sources: [String] = []
    while let relative = enumerator?.nextObject() as? String {
      if relative.hasSuffix(".swift") { sources.append(relative) }
    }
    guard let first = sources.min(by: Self.pathOrder) else {
      throw BuildFailed("Packages/\(package)/Sources/\(package) has no Swift file to edit")
    }
    return folder.appending(path: first)
  }

  /// Paths compared component by component, so a folder's files sort before a file named like
  /// the folder (`Item/Z.swift` before `Item.swift`): the order the earlier harness picked the
  /// edited file by, kept so figures stay comparable.
  static func pathOrder(_ lhs: String, _ rhs: String) -> Bool {
    lhs.split(separator: "/").lexicographicallyPrecedes(rhs.split(separator: "/"))
  }

  public func binary(scratch: URL, product: String) -> URL {
    scratch.appending(path: "debug/\(product)")
  }

  public func packageURL(_ build: Build) -> URL {
    root.appending(path: build.package)
  }
}
