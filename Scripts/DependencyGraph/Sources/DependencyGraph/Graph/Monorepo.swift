import Foundation

/// The checked packages of a repository, their manifests and its rules file.
public struct Monorepo: Sendable {
  /// One local package.
  public struct Package: Sendable {
    /// The folder relative to the root, such as `Packages/Models` (`.` for the root's own).
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

  /// The folder holding the rules file.
  public var root: URL
  /// The rules.
  public var rules: RuleBook
  /// The packages, sorted by path.
  public var packages: [Package]
  /// What loading the manifests did.
  public var statistics: ManifestLoader.Statistics
  /// The violations accepted for now (the baseline beside the rules file).
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

  /// Reads the rules file at `rulesFile`, its baseline, and every package it checks.
  ///
  /// - Throws: ``RuleBookError`` for a rules file that names a package or a target pattern that
  ///   matches nothing, or that leads to no package at all, saying what was searched.
  public static func load(rulesFile: URL, loader: ManifestLoader) throws -> Monorepo {
    let rules = try RuleBook(file: rulesFile)
    let root = rulesFile.deletingLastPathComponent()
    let paths = try packagePaths(root: root, rules: rules)
    let directories = paths.map { root.appending(path: $0) }
    let (manifests, statistics) = try loader.load(directories)
    let packages = zip(paths, zip(directories, manifests)).map {
      Package(path: $0, directory: $1.0, manifest: $1.1)
    }
    try checkTargetEntries(packages, rules: rules, rulesFile: rulesFile)
    return Monorepo(
      root: root, rules: rules, packages: packages, statistics: statistics,
      baseline: try Baseline(file: Baseline.file(forRules: rulesFile)))
  }

  /// The checked packages (relative to `root`), sorted: the folders directly under the package
  /// directories that hold a `Package.swift`, and every package the rules name (`.` is the root).
  public static func packagePaths(root: URL, rules: RuleBook) throws(RuleBookError) -> [String] {
    let fileManager = FileManager.default
    func hasManifest(_ path: String) -> Bool {
      fileManager.fileExists(atPath: root.appending(path: "\(path)/Package.swift").path)
    }
    for path in rules.packages.keys.sorted() where !hasManifest(path) {
      throw RuleBookError(
        path: rules.fileName,
        problem:
          "names the package \"\(path)\", but \(root.appending(path: path).standardizedFileURL.path)"
          + " holds no Package.swift; fix the path or remove the entry")
    }
    var found: [String] = []
    for directory in rules.packageDirectories {
      let names =
        (try? fileManager.contentsOfDirectory(atPath: root.appending(path: directory).path)) ?? []
      let packages = names.filter {
        !$0.hasPrefix(".") && hasManifest("\(directory)/\($0)")
          && rules.isCheckedPackage("\(directory)/\($0)")
      }
      guard !packages.isEmpty else {
        throw RuleBookError(
          path: rules.fileName,
          problem:
            "lists \"\(directory)\" in \"packageDirectories\", but no \(directory)/*/Package.swift "
            + "exists under \(root.path); fix the folder or remove it")
      }
      found += packages.map { "\(directory)/\($0)" }
    }
    let paths = Set(found + rules.packages.keys).sorted()
    guard !paths.isEmpty else {
      let searched =
        rules.packageDirectories.isEmpty
        ? "no \"packageDirectories\" and no \"packages\""
        : "searched \(rules.packageDirectories.map { "\($0)/*/Package.swift" }.joined(separator: ", "))"
      throw RuleBookError(
        path: rules.fileName,
        problem:
          "leads to no package (\(searched) under \(root.path)); list the folders that hold "
          + "your packages in \"packageDirectories\", or name packages (\".\" for a root "
          + "Package.swift) in \"packages\"")
    }
    return paths
  }

  /// Fails on a `targets` entry (a name or a pattern) that matches no target of its package.
  static func checkTargetEntries(_ packages: [Package], rules: RuleBook, rulesFile: URL)
    throws(RuleBookError)
  {
    for package in packages {
      let names = package.manifest.targets.map(\.name)
      for entry in (rules.packages[package.path]?.targets ?? [:]).keys.sorted()
      where !names.contains(where: { RuleBook.matches(entry, $0) }) {
        throw RuleBookError(
          path: rules.fileName,
          problem:
            "the \"targets\" of \"\(package.path)\" name \"\(entry)\", which matches none of its "
            + "targets (\(names.joined(separator: ", "))); fix or remove the entry")
      }
    }
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
  /// The local targets that one product of several targets brought in together: importing
  /// any of them uses the product, so none of them is reported unused.
  public var localProductGroups: [[TargetRef]] = []
  /// Third-party products it depends on.
  public var thirdPartyDependencies: [ThirdPartyDependency]
  /// Its source folder.
  public var sourceDirectory: URL
  /// Source paths left out, relative to `sourceDirectory`.
  public var excludedPaths: [String]
  /// When set, the only source paths, relative to `sourceDirectory`.
  public var includedPaths: [String]?
  /// The module name its module map declares (`module zlibLinux`), for a system-library or C
  /// target that has one; `nil` when the module is named after the target.
  public var moduleMapName: String? = nil
  /// The upcoming features it turns on everywhere (`MemberImportVisibility`).
  public var upcomingFeatures: [String] = []
  /// Products of path dependencies whose folder holds no package: nothing is known of them.
  public var unresolvedDependencies: [ThirdPartyDependency] = []

  /// The Swift module name of the target.
  public var module: String { moduleMapName ?? ResolvedTarget.moduleName(ref.target) }

  /// Whether member uses of a module need its import in this target (the upcoming feature
  /// `MemberImportVisibility`), so that a dependency nothing imports is certainly unused.
  public var requiresImportsForMembers: Bool {
    upcomingFeatures.contains("MemberImportVisibility")
  }

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
    var unresolved: [ThirdPartyDependency] = []
    var productGroups: [[TargetRef]] = []
    let ownTargets = Set(package.manifest.targets.map(\.name))

    func addProduct(_ name: String, from owner: (dependency: Manifest.Dependency, local: Package?))
    {
      if owner.local == nil, let path = owner.dependency.path,
        !Self.holdsPackage(URL(filePath: path))
      {
        // Judging it as a third-party package would be a guess: it is reported as unresolved.
        unresolved.append(ThirdPartyDependency(package: owner.dependency.identity, product: name))
      } else if let ownerPackage = owner.local {
        let targets = ownerPackage.manifest.products.first { $0.name == name }?.targets ?? []
        let refs = targets.map { TargetRef(package: ownerPackage.path, target: $0) }
        local += refs
        if refs.count > 1 { productGroups.append(refs) }
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
    var resolved = ResolvedTarget(
      ref: TargetRef(package: package.path, target: target.name),
      kind: kind,
      layer: rules.layer(of: target.name, inPackage: package.path),
      localDependencies: local.uniqued(),
      thirdPartyDependencies: thirdParty.uniqued(),
      sourceDirectory: sourceDirectory(of: target, in: package),
      excludedPaths: target.exclude,
      includedPaths: target.sources
    )
    resolved.localProductGroups = productGroups
    resolved.moduleMapName = Self.moduleMapName(
      of: resolved.sourceDirectory, kind: target.type, target: target.name)
    resolved.upcomingFeatures = target.upcomingFeatures
    resolved.unresolvedDependencies = unresolved.uniqued()
    return resolved
  }

  /// Whether `folder` holds a `Package.swift`.
  static func holdsPackage(_ folder: URL) -> Bool {
    FileManager.default.fileExists(atPath: folder.appending(path: "Package.swift").path)
  }

  /// The module a system-library target's `module.modulemap` declares, or a C target's custom
  /// `include/module.modulemap`, when it differs from the target's own module name.
  static func moduleMapName(of directory: URL, kind: String, target: String) -> String? {
    let candidates =
      kind == "system"
      ? ["module.modulemap"] : kind == "regular" ? ["include/module.modulemap"] : []
    for candidate in candidates {
      guard
        let data = FileManager.default.contents(atPath: directory.appending(path: candidate).path)
      else { continue }
      // `module zlibLinux [system] {`, possibly `explicit` or `framework` first.
      let words = String(decoding: data, as: UTF8.self)
        .split(whereSeparator: { $0.isWhitespace || $0 == "{" || $0 == "[" })
      guard let index = words.firstIndex(of: "module"), index + 1 < words.count else { continue }
      let name = String(words[index + 1])
      return name == ResolvedTarget.moduleName(target) ? nil : name
    }
    return nil
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
