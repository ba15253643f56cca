import Foundation

@testable import DependencyGraph

extension Fixture {
  /// How a written manifest is laid out: real apps indent with spaces, tabs or both, and some are
  /// saved with Windows line endings; the report must point at the same lines in each.
  struct ManifestLayout {
    /// The indentation of each nesting level, from 1: `["  "]` repeats two spaces per level.
    var levels: [String]
    var lineEnding = "\n"

    /// Two spaces per level.
    static let spaces = ManifestLayout(levels: ["  "])
    /// One tab per level.
    static let tabs = ManifestLayout(levels: ["\t"])
    /// Tabs for the outer levels and four spaces for the innermost, as an editor set to tabs
    /// leaves a block pasted from a file indented with spaces.
    static let mixed = ManifestLayout(levels: ["\t", "\t", "\t", "    "])

    /// The indentation of nesting level `depth` (0 for none).
    func indentation(_ depth: Int) -> String {
      (0..<depth).map { levels[min($0, levels.count - 1)] }.joined()
    }
  }

  /// Writes the `Package.swift` of the fixture package at `path` as its model describes it
  /// (products, `.package(path:)` or `.package(url:)` dependencies, targets and their
  /// dependencies, one per line), laid out as `layout` says.
  func writeManifest(of path: String, layout: ManifestLayout = .spaces) throws {
    guard let package = packages.first(where: { $0.path == path }) else { return }
    let manifest = package.manifest
    var lines: [(depth: Int, text: String)] = [
      (0, "// swift-tools-version: 6.1"), (0, "import PackageDescription"), (0, ""),
      (0, "let package = Package("), (1, "name: \"\(manifest.name)\","),
      (1, "products: ["),
    ]
    lines += manifest.products.map {
      (
        2,
        ".library(name: \"\($0.name)\", targets: [\"\($0.targets.joined(separator: "\", \""))\"]),"
      )
    }
    lines += [(1, "],"), (1, "dependencies: [")]
    lines += manifest.dependencies.map { dependency in
      let declaration =
        dependency.path.map {
          ".package(path: \"\(Analysis.relativePath(of: URL(filePath: $0), from: package.directory))\"),"
        }
        ?? ".package(url: \"https://github.com/example/\(dependency.identity)\", from: \"1.0.0\"),"
      return (2, declaration)
    }
    lines += [(1, "],"), (1, "targets: [")]
    for target in manifest.targets {
      let kind = target.type == "test" ? "testTarget" : "target"
      lines += [(2, ".\(kind)("), (3, "name: \"\(target.name)\","), (3, "dependencies: [")]
      lines += target.dependencies.map { dependency in
        switch dependency {
        case .byName(let name): (4, "\"\(name)\",")
        case .target(let name): (4, ".target(name: \"\(name)\"),")
        case .product(let name, let package):
          (4, ".product(name: \"\(name)\", package: \"\(package ?? name)\"),")
        }
      }
      lines += [(3, "]"), (2, "),")]
    }
    lines += [(1, "]"), (0, ")"), (0, "")]
    try write(
      lines.map { layout.indentation($0.depth) + $0.text }.joined(separator: layout.lineEnding),
      to: "\(path)/Package.swift")
  }
}
