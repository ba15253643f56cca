import Foundation

/// The repository's files, read through one root.
public struct Repository: Sendable {
  public let root: URL

  public init(root: URL) {
    self.root = root
  }

  func url(_ path: String) -> URL {
    root.appending(path: path)
  }

  func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: url(path).path)
  }

  func read(_ path: String) throws(ScaffoldError) -> String {
    do {
      return try String(contentsOf: url(path), encoding: .utf8)
    } catch {
      throw .io("cannot read \(path): \(error.localizedDescription)")
    }
  }

  /// The Swift files under `folder`, path to text.
  func swiftSources(under folder: String) throws(ScaffoldError) -> [String: String] {
    var sources: [String: String] = [:]
    for path in files(under: folder, endingIn: ".swift") {
      sources[path] = try read(path)
    }
    return sources
  }

  /// The files under `folder` (relative to the root) whose names end in `suffix`, sorted.
  func files(under folder: String, endingIn suffix: String) -> [String] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: url(folder), includingPropertiesForKeys: [.isRegularFileKey])
    else { return [] }
    let base = url(folder).standardizedFileURL.path
    var found: [String] = []
    for case let file as URL in enumerator {
      guard (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
        file.lastPathComponent.hasSuffix(suffix)
      else { continue }
      let relative = String(file.standardizedFileURL.path.dropFirst(base.count + 1))
      found.append(folder + "/" + relative)
    }
    return found.sorted()
  }
}
