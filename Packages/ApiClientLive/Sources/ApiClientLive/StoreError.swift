import Foundation
import GRDB

/// Why the inventory store could not be opened, read or saved to.
///
/// Every case names the store file and has a message (``errorDescription``) that tells the user
/// what happened and what to do. None of these failures changes the file: a store that is not a
/// valid inventory store of a known schema version is refused before anything is written to it,
/// and a failed save is rolled back.
public enum StoreError: Error, Equatable, LocalizedError, Sendable {
  /// The store cannot be changed: it was opened read-only, or the file or its folder is not
  /// writable. Also reported when a read-only store would first need a schema upgrade.
  case readOnly(path: String)
  /// Another connection or process kept the store locked for longer than `timeout`.
  case locked(path: String, timeout: Duration)
  /// The disk (or the store's size limit) is full.
  case diskFull(path: String)
  /// The operating system reported an input/output error while reading or writing the store.
  case ioFailure(path: String, detail: String)
  /// The file is not an SQLite database at all.
  case notADatabase(path: String)
  /// The file is an SQLite database, but damaged.
  case corrupt(path: String, detail: String)
  /// The file is an SQLite database of some other program: it has `tables`, none of them ours.
  case unrecognizedDatabase(path: String, tables: [String])
  /// The file claims to be an inventory store of schema `version`, but its `table` has the
  /// columns `found` rather than `expected`: another program's file, or one changed behind the
  /// store's back, refused before anything is written to it.
  case unrecognizedColumns(
    path: String, table: String, version: Int, found: [String], expected: [String])
  /// The store was written by a newer build, whose schema version `found` this build, which
  /// knows versions up to `supported`, cannot read safely.
  case newerSchema(path: String, found: Int, supported: Int)
  /// The file cannot be opened or created there, for the given `reason`.
  case cannotOpen(path: String, reason: String)
  /// An item's text `field` ("name" or "color name") contains U+0000, which SQLite would cut
  /// the text at (GRDB binds a string as a C string): the item is refused rather than stored
  /// cut, and nothing was saved.
  case nulCharacter(path: String, field: String)
  /// SQLite reported an error this store has no more specific explanation for.
  case unexpected(path: String, code: Int32, detail: String)

  public var errorDescription: String? {
    switch self {
    case .readOnly(let path):
      "The inventory store \(path) is read-only, so it cannot be changed. Check that you may "
        + "write to the file and its folder, or open a store that is not read-only."
    case .locked(let path, let timeout):
      "The inventory store \(path) is in use by another program, which kept it locked for more "
        + "than \(Self.seconds(timeout)). Close that program or wait for it to finish, then try "
        + "again."
    case .diskFull(let path):
      "There is not enough disk space to save to the inventory store \(path). Free some space, "
        + "then try again; nothing was changed."
    case .ioFailure(let path, let detail):
      "The disk reported an error while using the inventory store \(path) (\(detail)). Check "
        + "the disk, then try again; changes saved earlier are kept."
    case .notADatabase(let path):
      "The file \(path) is not an inventory store: it is not an SQLite database. It was left "
        + "untouched; choose another path, or move the file away to start a new store."
    case .corrupt(let path, let detail):
      "The inventory store \(path) is damaged (\(detail)). It was left untouched; restore it "
        + "from a backup, or move it away to start a new store."
    case .unrecognizedDatabase(let path, let tables):
      "The file \(path) is a database of another program (tables: "
        + "\(tables.joined(separator: ", "))), not an inventory store. It was left untouched; "
        + "choose another path for the inventory store."
    case .unrecognizedColumns(let path, let table, let version, let found, let expected):
      "The file \(path) is not an inventory store this app can use: its \(table) table has the "
        + "columns \(found.joined(separator: ", ")), but a store of schema version \(version) "
        + "has \(expected.joined(separator: ", ")). It was left untouched; choose another path "
        + "for the inventory store, or restore the store from a backup."
    case .newerSchema(let path, let found, let supported):
      "The inventory store \(path) was written by a newer version of this app (schema version "
        + "\(found); this version knows up to \(supported)). It was left untouched; update the "
        + "app to open it."
    case .cannotOpen(let path, let reason):
      "The inventory store \(path) cannot be opened: \(reason)."
    case .nulCharacter(let path, let field):
      "The item's \(field) contains a NUL character (U+0000), which the inventory store "
        + "\(path) cannot keep, so nothing was saved. Remove that character, then save again."
    case .unexpected(let path, let code, let detail):
      "The inventory store \(path) reported an unexpected SQLite error \(code) (\(detail)). "
        + "Nothing was changed; try again."
    }
  }

  private static func seconds(_ duration: Duration) -> String {
    "\(duration.timeInterval.formatted(.number.precision(.fractionLength(0...3)))) s"
  }
}

extension StoreError {
  /// Explains an error thrown by GRDB or SQLite while using the store at `path`.
  ///
  /// Classification is by SQLite's primary result code, so every extended code (such as
  /// `SQLITE_IOERR_WRITE` or `SQLITE_READONLY_DBMOVED`) lands in its family.
  init(_ error: any Error, path: String, busyTimeout: Duration) {
    if let error = error as? StoreError {
      self = error
      return
    }
    if let error = error as? Schema.UnreadableRow {
      self = .corrupt(path: path, detail: error.detail)
      return
    }
    if let error = error as? RowDecodingError {
      self = .corrupt(path: path, detail: error.description)
      return
    }
    guard let error = error as? DatabaseError else {
      self = .unexpected(path: path, code: -1, detail: String(describing: error))
      return
    }
    let detail = error.message ?? "SQLite error \(error.extendedResultCode.rawValue)"
    switch error.resultCode {
    case .SQLITE_READONLY:
      self = .readOnly(path: path)
    case .SQLITE_BUSY, .SQLITE_LOCKED:
      self = .locked(path: path, timeout: busyTimeout)
    case .SQLITE_FULL:
      self = .diskFull(path: path)
    case .SQLITE_IOERR:
      self = .ioFailure(path: path, detail: detail)
    case .SQLITE_NOTADB:
      self = .notADatabase(path: path)
    case .SQLITE_CORRUPT:
      self = .corrupt(path: path, detail: detail)
    case .SQLITE_CANTOPEN, .SQLITE_PERM:
      self = .cannotOpen(path: path, reason: detail)
    default:
      self = .unexpected(path: path, code: error.extendedResultCode.rawValue, detail: detail)
    }
  }
}

extension Duration {
  /// The duration in seconds, as the `TimeInterval` GRDB's busy timeout takes.
  var timeInterval: TimeInterval {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
