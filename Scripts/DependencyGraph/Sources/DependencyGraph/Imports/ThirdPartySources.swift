import Foundation

/// What the report can read of the third-party packages a repository declares, for the import
/// checks: a product of such a package may re-export other modules (`@_exported import`), so an
/// import of one of those is declared through it.
///
/// Sources are read where they are on disk without fetching anything: a `path:` dependency
/// outside the checked packages (a vendored library), and the checkouts SwiftPM leaves in
/// `.build/checkouts` after a resolve, beside the root and beside each checked package. A
/// package found nowhere is unverifiable: what it may re-export is unknown.
struct ThirdPartySources: Sendable {
  /// One package on disk: the modules of its targets, and the modules its sources re-export.
  struct Package: Sendable {
    var modules: Set<String>
    var exported: Set<String>
  }

  /// The packages on disk, by identity (lowercased).
  var packages: [String: Package]

  /// Nothing on disk: every third-party package is unverifiable.
  static let none = ThirdPartySources(packages: [:])

  /// Whether the sources of the package with `identity` were read.
  func isReadable(_ identity: String) -> Bool {
    packages[identity.lowercased()] != nil
  }

  /// The modules a product of the package `identity` may provide: every module of the package
  /// and everything re-exported from it, through `@_exported` chains into other packages on
  /// disk. Wider than the product itself, so that it never makes an import look undeclared.
  func modules(providedBy identity: String) -> Set<String> {
    guard let start = packages[identity.lowercased()] else { return [] }
    var modules = start.modules.union(start.exported)
    var pending = Array(start.exported)
    var seen = Set<String>()
    while let module = pending.popLast() {
      guard seen.insert(module).inserted else { continue }
      for package in packages.values where package.modules.contains(module) {
        for exported in package.exported where !modules.contains(exported) {
          modules.insert(exported)
          pending.append(exported)
        }
      }
    }
    return modules
  }

  /// Reads the third-party packages the repository's manifests declare and that are on disk.
  static func find(in monorepo: Monorepo) -> ThirdPartySources {
    let local = Set(monorepo.packages.map { $0.directory.standardizedFileURL.path })
    var folders: [String: URL] = [:]
    let checkouts = ([monorepo.root] + monorepo.packages.map(\.directory)).map {
      $0.appending(path: ".build/checkouts")
    }
    for directory in checkouts {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
      for name in names where !name.hasPrefix(".") {
        folders[name.lowercased()] = folders[name.lowercased()] ?? directory.appending(path: name)
      }
    }
    for package in monorepo.packages {
      for dependency in package.manifest.dependencies {
        guard let path = dependency.path else { continue }
        let folder = URL(filePath: path).standardizedFileURL
        if !local.contains(folder.path) && Monorepo.holdsPackage(folder) {
          folders[dependency.identity.lowercased()] = folder
        }
      }
    }
    return ThirdPartySources(packages: folders.compactMapValues(read))
  }

  /// The modules of the package in `folder` (the folders under `Sources/`) and what its
  /// sources re-export; `nil` when it holds no package.
  private static func read(_ folder: URL) -> Package? {
    guard Monorepo.holdsPackage(folder) else { return nil }
    let sources = folder.appending(path: "Sources")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
    let modules = Set(names.filter { !$0.hasPrefix(".") }.map(ResolvedTarget.moduleName))
    var exported = Set<String>()
    if let enumerator = FileManager.default.enumerator(
      at: sources, includingPropertiesForKeys: nil)
    {
      for case let file as URL in enumerator where file.pathExtension == "swift" {
        guard let data = FileManager.default.contents(atPath: file.path) else { continue }
        let text = String(decoding: data, as: UTF8.self)
        // Most files re-export nothing: the lexer runs only where the attribute appears.
        guard text.contains("@_exported") else { continue }
        exported.formUnion(ImportScanner.imports(in: text).filter(\.isExported).map(\.module))
      }
    }
    return Package(modules: modules, exported: exported)
  }
}
