import Foundation

/// The local packages of a monorepo, their manifests and its rules file.
public struct Monorepo: Sendable {
  /// One local package.
  public struct Package: Sendable {
    /// The folder relative to the root, such as `Packages/Models`.
    public var path: String
    /// The absolute folder.
    public var directory: URL
    /// Its manifest.
    public var manifest: Manifest

    public init(path: String, directory: URL, manifest: Manifest) {
      self.path = path
      self.directory = directory
      self.manifest = manifest
    }
  }

  /// The folder holding `Scripts/layers.json`.
  public var root: URL
  /// The rules.
  public var rules: RuleBook
  /// The packages, sorted by path.
  public var packages: [Package]
  /// What loading the manifests did.
  public var statistics: ManifestLoader.Statistics
  /// The violations accepted for now (`Scripts/layers-baseline.json`).
  public var baseline: Baseline

  public init(
    root: URL, rules: RuleBook, packages: [Package],
    statistics: ManifestLoader.Statistics = .init(cached: 0, dumped: 0),
    baseline: Baseline = Baseline(entries: [])
  ) {
    self.root = root
    self.rules = rules
    self.baseline = baseline
    self.packages = packages
    self.statistics = statistics
  }

  /// Reads the rules file and every package manifest under the rules' package directories.
  public static func load(root: URL, loader: ManifestLoader) throws -> Monorepo {
    let rules = try RuleBook(root: root)
    let paths = packagePaths(root: root, rules: rules)
    let directories = paths.map { root.appending(path: $0) }
    let (manifests, statistics) = try loader.load(directories)
    let packages = zip(paths, zip(directories, manifests)).map {
      Package(path: $0, directory: $1.0, manifest: $1.1)
    }
    return Monorepo(
      root: root, rules: rules, packages: packages, statistics: statistics,
      baseline: try Baseline(root: root))
  }

  /// The folders (relative to `root`) directly under the package directories that hold a
  /// `Package.swift`, sorted.
  public static func packagePaths(root: URL, rules: RuleBook) -> [String] {
    let fileManager = FileManager.default
    return rules.packageDirectories.flatMap { directory in
      let names =
        (try? fileManager.contentsOfDirectory(atPath: root.appending(path: directory).path)) ?? []
      return names.filter { name in
        !name.hasPrefix(".")
          && fileManager.fileExists(
            atPath: root.appending(path: "\(directory)/\(name)/Package.swift").path)
      }.map { "\(directory)/\($0)" }
    }.sorted()
  }
}

/// What a target depends on, resolved across the monorepo.
public struct ResolvedTarget: Sendable, Equatable {
  /// The kind of a target, as far as the report cares.
  public enum Kind: String, Sendable, Codable {
    case library
    case executable
    case test
    case macro
    case other
  }

  /// The target.
  public var ref: TargetRef
  /// Its kind.
  public var kind: Kind
  /// Its layer; `nil` when its package has none.
  public var layer: String?
  /// Local targets it depends on (products expanded to their targets), in declaration order.
  public var localDependencies: [TargetRef]
  /// Third-party products it depends on.
  public var thirdPartyDependencies: [ThirdPartyDependency]
  /// Its source folder.
  public var sourceDirectory: URL
  /// Source paths left out, relative to `sourceDirectory`.
  public var excludedPaths: [String]
  /// When set, the only source paths, relative to `sourceDirectory`.
  public var includedPaths: [String]?

  /// The Swift module name of the target.
  public var module: String { ResolvedTarget.moduleName(ref.target) }

  /// SwiftPM's module name for a target name (`preview-runner` is imported as `preview_runner`).
  public static func moduleName(_ target: String) -> String {
    String(target.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
  }
}

/// A product of a package outside the monorepo.
public struct ThirdPartyDependency: Hashable, Sendable, Codable, Comparable {
  /// SwiftPM's identity of the package (`swift-custom-dump`).
  public var package: String
  /// The product (`CustomDump`).
  public var product: String

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.package, lhs.product) < (rhs.package, rhs.product)
  }
}

extension Monorepo {
  /// Every non-plugin target of every package, with its dependencies resolved.
  public func resolvedTargets() -> [ResolvedTarget] {
    let byDirectory = Dictionary(
      packages.map { ($0.directory.standardizedFileURL.resolvingSymlinksInPath().path, $0) },
      uniquingKeysWith: { first, _ in first })
    return packages.flatMap { package in
      // Each dependency with the local package it names, if any: found once per package.
      let dependencies = package.manifest.dependencies.map { dependency in
        (
          dependency,
          dependency.path.flatMap {
            byDirectory[URL(filePath: $0).standardizedFileURL.resolvingSymlinksInPath().path]
          }
        )
      }
      return package.manifest.targets.filter { $0.type != "plugin" }.map { target in
        resolve(target, in: package, dependencies: dependencies)
      }
    }
  }

  private func resolve(
    _ target: Manifest.Target, in package: Package,
    dependencies: [(dependency: Manifest.Dependency, local: Package?)]
  ) -> ResolvedTarget {
    var local: [TargetRef] = []
    var thirdParty: [ThirdPartyDependency] = []
    let ownTargets = Set(package.manifest.targets.map(\.name))

    func addProduct(_ name: String, from owner: (dependency: Manifest.Dependency, local: Package?))
    {
      if let ownerPackage = owner.local {
        let targets = ownerPackage.manifest.products.first { $0.name == name }?.targets ?? []
        local += targets.map { TargetRef(package: ownerPackage.path, target: $0) }
      } else {
        thirdParty.append(ThirdPartyDependency(package: owner.dependency.identity, product: name))
      }
    }

    // `.product(name:package:)` names a package by identity, folder or manifest name.
    var byName: [String: (dependency: Manifest.Dependency, local: Package?)] = [:]
    for entry in dependencies {
      let names = [
        entry.dependency.identity,
        entry.dependency.path.map { URL(filePath: $0).lastPathComponent.lowercased() },
        entry.local?.manifest.name.lowercased(),
      ]
      for name in names.compactMap({ $0 }) where byName[name] == nil {
        byName[name] = entry
      }
    }

    for declared in target.dependencies {
      switch declared {
      case .target(let name):
        local.append(TargetRef(package: package.path, target: name))
      case .byName(let name) where ownTargets.contains(name):
        local.append(TargetRef(package: package.path, target: name))
      case .byName(let name):
        let owner = dependencies.first { dependency, localPackage in
          localPackage?.manifest.products.contains { $0.name == name }
            ?? (dependency.identity == name.lowercased())
        }
        if let owner { addProduct(name, from: owner) }
      case .product(let name, let packageName):
        if let owner = packageName.flatMap({ byName[$0.lowercased()] }) {
          addProduct(name, from: owner)
        }
      }
    }

    let kind: ResolvedTarget.Kind =
      switch target.type {
      case "regular": .library
      case "executable": .executable
      case "test": .test
      case "macro": .macro
      default: .other
      }
    return ResolvedTarget(
      ref: TargetRef(package: package.path, target: target.name),
      kind: kind,
      layer: rules.layer(of: target.name, inPackage: package.path),
      localDependencies: local.uniqued(),
      thirdPartyDependencies: thirdParty.uniqued(),
      sourceDirectory: sourceDirectory(of: target, in: package),
      excludedPaths: target.exclude,
      includedPaths: target.sources
    )
  }

  private func sourceDirectory(of target: Manifest.Target, in package: Package) -> URL {
    if let path = target.path { return package.directory.appending(path: path) }
    let parents = target.type == "test" ? ["Tests"] : ["Sources", "Source", "src", "srcs"]
    let candidates = parents.map { package.directory.appending(path: "\($0)/\(target.name)") }
    return candidates.first { FileManager.default.fileExists(atPath: $0.path) } ?? candidates[0]
  }
}

extension Array where Element: Hashable {
  func uniqued() -> [Element] {
    var seen = Set<Element>()
    return filter { seen.insert($0).inserted }
  }
}
