import Foundation

extension Monorepo {
  /// The tooling packages: folders directly under `Scripts/` that hold a `Package.swift`, sorted.
  /// They are outside the layering but are built and tested like the others.
  public static func toolPackagePaths(root: URL) -> [String] {
    let fileManager = FileManager.default
    let scripts = root.appending(path: "Scripts")
    let names = (try? fileManager.contentsOfDirectory(atPath: scripts.path)) ?? []
    return names.filter { name in
      !name.hasPrefix(".")
        && fileManager.fileExists(atPath: scripts.appending(path: "\(name)/Package.swift").path)
    }.map { "Scripts/\($0)" }.sorted()
  }

  /// Every package of the monorepo at `root` and of its tooling (``toolPackagePaths(root:)``),
  /// with the local packages it depends on: what ``AffectedPackages`` selects from.
  public static func packageDependencies(root: URL, loader: ManifestLoader) throws
    -> [String: [String]]
  {
    let monorepo = try load(root: root, loader: loader)
    let toolPaths = toolPackagePaths(root: root)
    let tools = zip(
      toolPaths, try loader.load(toolPaths.map { root.appending(path: $0) }).manifests
    )
    .map { Package(path: $0, directory: root.appending(path: $0), manifest: $1) }
    return localDependencies(of: monorepo.packages + tools, root: root)
  }

  /// Each of `packages` (paths relative to `root`) with the local packages its manifest depends
  /// on, also relative to `root`; a dependency outside `root` is left out.
  public static func localDependencies(of packages: [Package], root: URL) -> [String: [String]] {
    let prefix = root.standardizedFileURL.path + "/"
    return Dictionary(
      packages.map { package in
        let paths = package.manifest.dependencies.compactMap { dependency -> String? in
          guard let path = dependency.path else { return nil }
          let standardized = URL(filePath: path).standardizedFileURL.path
          return standardized.hasPrefix(prefix) ? String(standardized.dropFirst(prefix.count)) : nil
        }
        return (package.path, paths.sorted())
      },
      uniquingKeysWith: { first, _ in first })
  }
}
