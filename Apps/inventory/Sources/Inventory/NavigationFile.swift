import AppFeature
import Foundation

/// Where the app keeps its navigation state between sessions: beside its store, as
/// `<store>.navigation.json`, since the state names the store's items.
///
/// The file is outside input: another program, an older or newer build, or a damaged disk may
/// have written it. It is read only if it is a regular file no larger than
/// `AppModel.savedState.maximumSize`, and is written whole or not at all: to a temporary file of
/// this process beside it, flushed to disk, then renamed over it, so a session killed at any
/// moment leaves the old state or the new one. The temporary file a killed session leaves is
/// removed by the next start.
struct NavigationFile {
  let url: URL
  /// Whether this session may write the file; `false` once it was found to be something the app
  /// must leave alone (a folder, a device), or the store is read-only.
  private(set) var isWritable = true

  init(storePath: String) {
    url = URL(fileURLWithPath: storePath + ".navigation.json")
  }

  /// Reads the saved state at the start of a session, if there is one, after removing the
  /// temporary files of killed sessions. A file that is not a regular file, too large or
  /// unreadable is one note on standard error and `nil`; it is replaced at the next save unless
  /// it is not a file at all (a folder, a device), which this session then leaves alone.
  mutating func open() -> Data? {
    removeTemporaryFilesOfEndedSessions()
    switch read() {
    case .absent:
      return nil
    case .refused(let reason, let keepsFile):
      if keepsFile { isWritable = false }
      Self.note("The saved navigation state \(url.path) was not read: \(reason).")
      return nil
    case .read(let data):
      return data
    }
  }

  /// Restores the state ``open()`` read, and says on standard error what could not be restored:
  /// a state of another version or unreadable (the app then starts fresh), or parts of it about
  /// items deleted since (left out).
  @MainActor
  func restore(_ data: Data, into model: AppModel) async {
    for note in await model.restore(from: data) {
      Self.note("\(note) (\(url.path))")
    }
  }

  /// Saves the model's navigation state, drafts included, unless this session may not write it.
  @MainActor
  func save(from model: AppModel) throws {
    guard isWritable else { return }
    do {
      try write(try model.navigationSnapshot())
    } catch {
      throw NavigationFileError(path: url.path, reason: error.localizedDescription)
    }
  }

  /// Leaves the file alone for this session: its store cannot be written either.
  mutating func keepAsItIs() {
    isWritable = false
  }

  // MARK: Reading

  private enum ReadResult {
    case absent
    /// Not read, for `reason`; `keepsFile` when it is no file of ours to replace.
    case refused(String, keepsFile: Bool)
    case read(Data)
  }

  private func read() -> ReadResult {
    let target = url.resolvingSymlinksInPath()
    let attributes: [FileAttributeKey: Any]
    do {
      attributes = try FileManager.default.attributesOfItem(atPath: target.path)
    } catch {
      guard FileManager.default.fileExists(atPath: url.path) else { return .absent }
      return .refused(error.localizedDescription, keepsFile: false)
    }
    let type = attributes[.type] as? FileAttributeType
    guard type == .typeRegular else {
      let what = type == .typeDirectory ? "a folder" : "not a regular file"
      return .refused(
        "it is \(what); it is left as it is, and this session's state will not be saved there",
        keepsFile: true)
    }
    let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
    let limit = AppModel.savedState.maximumSize
    guard size <= limit else {
      return .refused("it is \(size) bytes, over the limit of \(limit)", keepsFile: false)
    }
    do {
      let handle = try FileHandle(forReadingFrom: target)
      defer { try? handle.close() }
      // At most one byte past the limit, whatever the file grew to since it was measured.
      return .read(try handle.read(upToCount: limit + 1) ?? Data())
    } catch {
      return .refused(error.localizedDescription, keepsFile: false)
    }
  }

  // MARK: Writing

  /// The temporary file this process writes before renaming it over the state.
  private var temporaryURL: URL {
    temporaryURL(processID: ProcessInfo.processInfo.processIdentifier)
  }

  private func temporaryURL(processID: Int32) -> URL {
    url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(processID).tmp")
  }

  private func write(_ data: Data) throws {
    let temporary = temporaryURL
    guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
      throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: temporary.path])
    }
    do {
      let handle = try FileHandle(forWritingTo: temporary)
      try handle.write(contentsOf: data)
      try handle.synchronize()
      try handle.close()
      guard rename(temporary.path, url.path) == 0 else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
  }

  /// Removes the temporary files of sessions that were killed while writing; a session still
  /// running keeps its own.
  private func removeTemporaryFilesOfEndedSessions() {
    let folder = url.deletingLastPathComponent()
    let prefix = ".\(url.lastPathComponent)."
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      return
    }
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      let processID = name.dropFirst(prefix.count).dropLast(".tmp".count)
      guard let processID = Int32(processID), kill(processID, 0) != 0, errno == ESRCH else {
        continue
      }
      try? FileManager.default.removeItem(at: temporaryURL(processID: processID))
    }
  }

  /// One line on standard error. Notes quote the saved state and the store's path, which come
  /// from outside, so they are drawn as a frame draws them, and bounded.
  static func note(_ message: String) {
    FileHandle.standardError.write(Data("note: \(message.visibleOnTerminal())\n".utf8))
  }
}

/// The navigation state could not be saved; the next start begins fresh.
struct NavigationFileError: Error, CustomStringConvertible {
  var path: String
  var reason: String

  var description: String {
    "The navigation state could not be saved to \(path), so the next start begins fresh: "
      + reason
  }
}
