import Foundation

/// The Swift sources of the generated monorepo, read from the `Templates` resource folder: one
/// subfolder per kind of module, each file a real Swift source with placeholders.
///
/// Placeholders are plain identifiers, so the templates parse and `swift format lint` checks
/// them like any other file:
///
/// - `FeatureTemplate` (`featureTemplate` for an enum case) is a feature's name, in the
///   `Feature` templates, in file names too; in the app's `Screen.swift` every line naming it is
///   written once per feature.
/// - `NextFeature` and `AfterNextFeature` (`nextFeature`, `afterNextFeature`) are the two
///   features a feature's destinations lead to, in the app's route template.
/// - `THRESHOLD`, `NAME_LIMIT` and `RESTOCK` are small per-feature figures, so the features are
///   not byte-identical copies.
public struct Templates: Sendable {
  /// File contents by path inside the folder, such as `Feature/FeatureTemplateLogic.swift`.
  public var files: [String: String]

  public init(files: [String: String]) {
    self.files = files
  }

  /// The templates shipped with this module.
  public static func bundled() throws -> Templates {
    guard let folder = Bundle.module.url(forResource: "Templates", withExtension: nil) else {
      throw GeneratorError.missingTemplates(Bundle.module.bundlePath)
    }
    return try load(from: folder)
  }

  /// Every `.swift` file under `folder`, keyed by its path relative to it.
  public static func load(from folder: URL) throws -> Templates {
    let base = folder.standardizedFileURL.path
    var files: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(atPath: base)
    while let relative = enumerator?.nextObject() as? String {
      guard relative.hasSuffix(".swift") else { continue }
      files[relative] = try String(contentsOfFile: "\(base)/\(relative)", encoding: .utf8)
    }
    if files.isEmpty {
      throw GeneratorError.missingTemplates(base)
    }
    return Templates(files: files)
  }

  /// The files of one subfolder, by file name, sorted.
  func folder(_ name: String) -> [(name: String, contents: String)] {
    files.compactMap { path, contents in
      guard path.hasPrefix("\(name)/") else { return nil }
      return (String(path.dropFirst(name.count + 1)), contents)
    }.sorted { $0.name < $1.name }
  }

  func file(_ path: String) throws -> String {
    guard let contents = files[path] else { throw GeneratorError.missingTemplate(path) }
    return contents
  }
}
