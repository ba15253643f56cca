import Foundation

extension Monorepo {
  /// The tooling packages: folders directly under the rules' tooling directories
  /// (`affected.toolingDirectories`) that hold a `Package.swift` and are not checked packages,
  /// sorted. They are outside the layering but are built and tested like the others.
  public static func toolPackagePaths(root: URL, rules: RuleBook) -> [String] {
    let fileManager = FileManager.default
    return rules.affected.toolingDirectories.flatMap { directory in
      let folder = root.appending(path: directory)
      let names = (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []
      return names.filter { name in
        !name.hasPrefix(".")
          && fileManager.fileExists(atPath: folder.appending(path: "\(name)/Package.swift").path)
      }.map { "\(directory)/\($0)" }
    }
    .filter { rules.packages[$0] == nil }.sorted()
  }

  /// Every checked package and tooling package (``toolPackagePaths(root:rules:)``), with the
  /// local packages it depends on: what ``AffectedPackages`` selects from.
  public static func packageDependencies(rulesFile: URL, loader: ManifestLoader) throws
    -> [String: [String]]
  {
    let monorepo = try load(rulesFile: rulesFile, loader: loader)
    let root = monorepo.root
    let toolPaths = toolPackagePaths(root: root, rules: monorepo.rules)
      .filter { path in !monorepo.packages.contains { $0.path == path } }
    let tools = zip(
      toolPaths, try loader.load(toolPaths.map { root.appending(path: $0) }).manifests
    )
    .map { Package(path: $0, directory: root.appending(path: $0), manifest: $1) }
    return localDependencies(of: monorepo.packages + tools, root: root)
  }

  /// Each of `packages` (paths relative to `root`) with the local packages its manifest depends
  /// on, also relative to `root`; a dependency outside `root` is left out, and so is one whose
  /// products no target depends on: a package declared for its build plugin only (the
  /// dependency-graph tool's own, which every package applies) changes a build only through its
  /// plugin, which `selectEverything` names, so a change to the rest of it (the report) selects
  /// the packages that use that rest, not every package.
  public static func localDependencies(of packages: [Package], root: URL) -> [String: [String]] {
    let prefix = root.standardizedFileURL.path + "/"
    return Dictionary(
      packages.map { package in
        let named = Set(
          package.manifest.targets.flatMap(\.dependencies).compactMap { dependency -> String? in
            switch dependency {
            case .byName(let name): name.lowercased()
            case .product(_, package: let owner?): owner.lowercased()
            // A product without its package may be any package's: every one counts.
            case .product: "*"
            case .target: nil
            }
          })
        let paths = package.manifest.dependencies.compactMap { dependency -> String? in
          guard let path = dependency.path,
            named.contains("*") || named.contains(dependency.identity.lowercased())
          else { return nil }
          let standardized = URL(filePath: path).standardizedFileURL.path
          return standardized.hasPrefix(prefix) ? String(standardized.dropFirst(prefix.count)) : nil
        }
        return (package.path, paths.sorted())
      },
      uniquingKeysWith: { first, _ in first })
  }
}
