import Foundation

/// Finds the package a file documents: the nearest folder above it that holds a Package.swift.
public struct PackageLocator: Sendable {
  /// Whether the folder (relative to the repository root, `""` for the root) holds a manifest.
  public var hasManifest: @Sendable (String) -> Bool

  public init(hasManifest: @escaping @Sendable (String) -> Bool) {
    self.hasManifest = hasManifest
  }

  /// Looks for manifests on disk, under `root`.
  public init(root: URL) {
    self.init { folder in
      FileManager.default.fileExists(
        atPath: (folder.isEmpty ? root : root.appending(path: folder)).appending(
          path: "Package.swift"
        )
        .path)
    }
  }

  /// The package folder of `file` (both relative to the repository root), or `nil` when no
  /// folder above it, the root included, is a package.
  public func package(of file: String) -> String? {
    var components = file.split(separator: "/").dropLast()
    while true {
      let folder = components.joined(separator: "/")
      if hasManifest(folder) { return folder.isEmpty ? "" : folder }
      guard !components.isEmpty else { return nil }
      components.removeLast()
    }
  }
}
