import CustomDump
import GRDB
import Testing

@testable import ApiClientLive

@Suite("StoreError: classification and messages", .timeLimit(.minutes(2)))
struct StoreErrorMessageTests {
  /// I/O failures cannot be caused on demand on a healthy disk, so this pins how SQLite's result
  /// codes, extended ones included, are classified.
  @Test(arguments: [
    (ResultCode.SQLITE_IOERR_WRITE, StoreError.ioFailure(path: "/s", detail: "boom")),
    (.SQLITE_IOERR_FSYNC, .ioFailure(path: "/s", detail: "boom")),
    (.SQLITE_READONLY, .readOnly(path: "/s")),
    (.SQLITE_READONLY_DBMOVED, .readOnly(path: "/s")),
    (.SQLITE_BUSY, .locked(path: "/s", timeout: .seconds(2))),
    (.SQLITE_BUSY_SNAPSHOT, .locked(path: "/s", timeout: .seconds(2))),
    (.SQLITE_FULL, .diskFull(path: "/s")),
    (.SQLITE_NOTADB, .notADatabase(path: "/s")),
    (.SQLITE_CORRUPT, .corrupt(path: "/s", detail: "boom")),
    (.SQLITE_CANTOPEN, .cannotOpen(path: "/s", reason: "boom")),
    (.SQLITE_MISMATCH, .unexpected(path: "/s", code: 20, detail: "boom")),
  ])
  func sqliteResultCodeIsClassified(code: ResultCode, expected: StoreError) {
    let error = StoreError(
      DatabaseError(resultCode: code, message: "boom"), path: "/s", busyTimeout: .seconds(2))

    #expect(error == expected)
  }

  @Test func everyMessageNamesTheFileAndWhatToDo() {
    let path = "/home/me/.local/share/inventory/inventory.sqlite"
    let messages = [
      StoreError.readOnly(path: path),
      .locked(path: path, timeout: .milliseconds(2_500)),
      .diskFull(path: path),
      .ioFailure(path: path, detail: "disk I/O error"),
      .notADatabase(path: path),
      .corrupt(path: path, detail: "database disk image is malformed"),
      .unrecognizedDatabase(path: path, tables: ["note", "tag"]),
      .unrecognizedColumns(
        path: path, table: "item", version: 2, found: ["id", "title"],
        expected: ["position", "id"]),
      .newerSchema(path: path, found: 3, supported: 2),
      .cannotOpen(path: path, reason: "it is a folder, not a file"),
      .nulCharacter(path: path, field: "name"),
      .unexpected(path: path, code: 20, detail: "datatype mismatch"),
    ].map(\.errorDescription)

    expectNoDifference(
      messages,
      [
        "The inventory store \(path) is read-only, so it cannot be changed. Check that you may "
          + "write to the file and its folder, or open a store that is not read-only.",
        "The inventory store \(path) is in use by another program, which kept it locked for "
          + "more than 2.5 s. Close that program or wait for it to finish, then try again.",
        "There is not enough disk space to save to the inventory store \(path). Free some "
          + "space, then try again; nothing was changed.",
        "The disk reported an error while using the inventory store \(path) (disk I/O error). "
          + "Check the disk, then try again; changes saved earlier are kept.",
        "The file \(path) is not an inventory store: it is not an SQLite database. It was left "
          + "untouched; choose another path, or move the file away to start a new store.",
        "The inventory store \(path) is damaged (database disk image is malformed). It was left "
          + "untouched; restore it from a backup, or move it away to start a new store.",
        "The file \(path) is a database of another program (tables: note, tag), not an "
          + "inventory store. It was left untouched; choose another path for the inventory "
          + "store.",
        "The file \(path) is not an inventory store this app can use: its item table has the "
          + "columns id, title, but a store of schema version 2 has position, id. It was left "
          + "untouched; choose another path for the inventory store, or restore the store from a "
          + "backup.",
        "The inventory store \(path) was written by a newer version of this app (schema "
          + "version 3; this version knows up to 2). It was left untouched; update the app to "
          + "open it.",
        "The inventory store \(path) cannot be opened: it is a folder, not a file.",
        "The item's name contains a NUL character (U+0000), which the inventory store \(path) "
          + "cannot keep, so nothing was saved. Remove that character, then save again.",
        "The inventory store \(path) reported an unexpected SQLite error 20 (datatype "
          + "mismatch). Nothing was changed; try again.",
      ])
  }
}
