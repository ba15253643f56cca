import Foundation
import GRDB

/// The `-wal` and `-shm` files SQLite keeps beside a WAL-mode store, and how a store avoids
/// leaving ones it created beside a file it refused or only read.
///
/// Any connection to a WAL-mode file, a read-only one included, creates both (empty) if they are
/// missing: it needs them to share the WAL index with other processes. SQLite removes them when
/// the last connection closes, but only from a connection that gets the exclusive lock, which a
/// read-only connection cannot take. So the read-only inspection of a refused file, or a store
/// opened read-only, would leave them behind.
struct SideFiles: Sendable {
  private static let suffixes = ["-wal", "-shm"]

  /// The store file.
  let path: String
  /// The side files (by suffix) that were there before the store opened: never removed.
  let existing: Set<String>

  /// Notes which side files are beside `path` now, before the store opens it.
  init(beside path: String) {
    self.path = path
    existing = Set(Self.suffixes.filter { FileManager.default.fileExists(atPath: path + $0) })
  }

  /// Removes the side files the store created, once it has closed its own connections, if SQLite
  /// finds that no other connection uses them.
  ///
  /// It acts only when none was there before (so it removes nothing another program made) and
  /// the WAL holds no frame (so no committed change of another process can be lost). The removal
  /// is SQLite's own: a read-write connection reads and closes, and closing the last connection
  /// to a WAL-mode file takes the exclusive lock, which no connection in any process may hold
  /// alongside another, before removing both files. With another connection open, the files stay
  /// and that connection removes them when it closes. It writes nothing to the store: an empty WAL
  /// has nothing to copy back. A file that cannot be written is never given side files (see
  /// ``readOnlyLocation(of:)``), so it needs none of this.
  func removeCreated() {
    let present = Self.suffixes.filter { FileManager.default.fileExists(atPath: path + $0) }
    guard !present.isEmpty, existing.isEmpty, Self.isWritable(path), walIsEmpty else { return }
    do {
      var configuration = Configuration()
      configuration.busyMode = .immediateError
      let connection = try DatabaseQueue(path: path, configuration: configuration)
      try connection.read { db in _ = try Int.fetchOne(db, sql: "PRAGMA schema_version") }
      try connection.close()
    } catch {
      // Then they stay: empty, and removed by the next store that writes to the file.
    }
  }

  /// Whether this process may write the file; false for a write-protected one (`chattr +i`
  /// refuses even root).
  static func isWritable(_ path: String) -> Bool {
    access(path, W_OK) == 0
  }

  /// Where a read-only connection opens the store at `path`.
  ///
  /// For an existing file this process may not write, with no WAL beside it, an `immutable=1`
  /// URI: SQLite then reads the file without locks or a WAL index, so it creates no side file
  /// (and so nothing is left that only a writer could remove). That is safe only because nothing
  /// can change the file meanwhile: a write-protected file cannot be opened for writing, and
  /// without a WAL no connection has it open in WAL mode (an immutable connection ignores the
  /// WAL, which may hold committed changes). Otherwise the path itself, with SQLite's locking,
  /// as another process may be writing.
  static func readOnlyLocation(of path: String) -> String {
    guard supportsURIs, FileManager.default.fileExists(atPath: path), !isWritable(path),
      !FileManager.default.fileExists(atPath: path + "-wal"),
      let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)
    else {
      return path
    }
    return "file:\(encoded)?immutable=1"
  }

  private var walIsEmpty: Bool {
    let size = try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int
    return (size ?? 0) == 0
  }

  /// Whether this SQLite takes file names as URIs (GRDB does not ask for it when opening, so it
  /// depends on how SQLite was built; Debian builds it so).
  private static let supportsURIs: Bool = {
    let used = try? DatabaseQueue().read { db in
      try Bool.fetchOne(db, sql: "SELECT sqlite_compileoption_used('USE_URI')")
    }
    return (used ?? nil) ?? false
  }()
}
