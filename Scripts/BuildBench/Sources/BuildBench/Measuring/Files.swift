import Foundation

/// File operations on the benchmark's own work folder.
public enum Files {
  /// Removes a file, link or folder, if there is one.
  public static func remove(_ url: URL) throws {
    let fileManager = FileManager.default
    // A dangling link does not "exist" for fileExists, but must go too.
    if fileManager.fileExists(atPath: url.path)
      || (try? fileManager.destinationOfSymbolicLink(atPath: url.path)) != nil
    {
      try fileManager.removeItem(at: url)
    }
  }

  /// Replaces `destination` with a copy of `source`, links copied as links.
  @discardableResult
  public static func freshCopy(of source: URL, to destination: URL) throws -> URL {
    try remove(destination)
    try FileManager.default.createDirectory(
      at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: source, to: destination)
    return destination
  }

  /// Updates the file's modification time, as saving it unchanged in an editor does.
  public static func touch(_ url: URL) throws {
    try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: url.path)
  }

  public static func read(_ url: URL) throws -> String {
    try String(contentsOf: url, encoding: .utf8)
  }

  public static func write(_ text: String, to url: URL) throws {
    try Data(text.utf8).write(to: url)
  }

  public static func append(_ text: String, to url: URL) throws {
    try write(read(url) + text, to: url)
  }
}
