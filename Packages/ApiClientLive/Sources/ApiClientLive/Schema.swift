import Foundation
import GRDB
import Models

/// The store's schema and its history, as versioned migrations.
///
/// The version lives in SQLite's own `PRAGMA user_version`, so any SQLite tool can tell which
/// version a file has. Migrations run in order, each once, inside the transaction that sets the
/// new version: a file is either fully at the old version or fully at the new one.
enum Schema {
  /// One step of the schema's history: applying it to a store at `version - 1` makes it `version`.
  struct Migration: Sendable {
    var version: Int
    var apply: @Sendable (Database) throws -> Void
  }

  static let migrations: [Migration] = [
    Migration(version: 1, apply: createItemTableStoringJSON),
    Migration(version: 2, apply: splitColorAndStatusIntoColumns),
  ]

  /// The version a store has once every migration this build knows has run.
  static var currentVersion: Int { migrations.count }

  /// The tables a store of a known version must have.
  static let requiredTables: Set<String> = ["item"]

  /// The `item` table's column names, in order, at each schema version.
  ///
  /// Read from an in-memory database on which the migrations' own statements ran, so the
  /// inspection that refuses a file of another shape cannot drift from the migrations.
  static let itemColumnsByVersion: [Int: [String]] = {
    do {
      let database = try DatabaseQueue()
      return try database.write { db in
        var columns: [Int: [String]] = [:]
        for migration in migrations {
          try migration.apply(db)
          columns[migration.version] = try itemColumns(db)
        }
        return columns
      }
    } catch {
      preconditionFailure("The migrations fail on an empty in-memory database: \(error)")
    }
  }()

  /// The column names of the `item` table in `db`, in order; empty if there is no such table.
  static func itemColumns(_ db: Database) throws -> [String] {
    try Row.fetchAll(db, sql: "PRAGMA table_info(item)").map { row in row["name"] }
  }

  /// A stored row breaks the rules every item follows, so it cannot be read (or migrated) as an
  /// `Item`: the file was changed behind the store's back.
  struct UnreadableRow: Error {
    /// What is wrong, quoting the value from the file as it is. Another program may have written
    /// it, controls included; whoever shows the message makes it visible (the app's entry point
    /// escapes what it prints, the UI kit draws controls as pictures), so it is not escaped twice.
    var detail: String
  }

  /// Brings the store up to ``currentVersion`` and, if it was brand new, seeds it with
  /// `Item.samples`.
  ///
  /// Must run inside a write transaction. It checks the version again there, because another
  /// process may have migrated (and seeded) the file since it was inspected.
  static func migrate(_ db: Database, path: String) throws {
    let inspection = try Inspection(db)
    try inspection.check(path: path)
    guard inspection.version < currentVersion else { return }
    for migration in migrations where migration.version > inspection.version {
      try migration.apply(db)
    }
    if inspection.version == 0 {
      for item in Item.samples {
        try ItemTable.insert(item, in: db)
      }
    }
    try db.execute(sql: "PRAGMA user_version = \(currentVersion)")
  }

  /// Version 1 stored an item's color and status as the JSON of their `Codable` encodings.
  private static func createItemTableStoringJSON(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE item (
          position INTEGER PRIMARY KEY,
          id TEXT NOT NULL UNIQUE,
          name TEXT NOT NULL,
          color TEXT,
          status TEXT NOT NULL
        )
        """)
  }

  /// Version 2 gives every field its own column with constraints, so SQLite itself refuses an
  /// unknown status or a negative quantity and other tools can query the store.
  ///
  /// Rows are decoded with the models' own `Codable` validation while being copied; a row that
  /// fails it stops the migration, which then rolls back and leaves the file at version 1.
  private static func splitColorAndStatusIntoColumns(_ db: Database) throws {
    try db.execute(sql: "ALTER TABLE item RENAME TO item_v1")
    try db.execute(sql: ItemTable.createStatement)
    let decoder = JSONDecoder()
    let rows = try Row.fetchCursor(
      db, sql: "SELECT position, id, name, color, status FROM item_v1 ORDER BY position")
    while let row = try rows.next() {
      let position: Int64 = try row.decode(forColumn: "position")
      let rawID: String = try row.decode(forColumn: "id")
      guard let id = UUID(uuidString: rawID) else {
        throw UnreadableRow(detail: "an item has the malformed id \"\(rawID)\"")
      }
      do {
        let color = try row.decode(String?.self, forColumn: "color").map {
          try decoder.decode(Item.Color.self, from: Data($0.utf8))
        }
        let status = try decoder.decode(
          Item.Status.self, from: Data(try row.decode(String.self, forColumn: "status").utf8))
        let item = Item(
          id: id, name: try row.decode(forColumn: "name"), color: color, status: status)
        try ItemTable.insert(item, at: position, in: db)
      } catch let error as DecodingError {
        throw UnreadableRow(detail: "item \(rawID) cannot be read: \(error.summary)")
      }
    }
    try db.execute(sql: "DROP TABLE item_v1")
  }
}

/// What a store file holds, read without writing to it: the facts needed to decide whether it is
/// safe to migrate and use.
struct Inspection: Equatable {
  var version: Int
  var tables: [String]
  /// The `item` table's column names, in order (empty without that table).
  var itemColumns: [String]

  init(version: Int, tables: [String], itemColumns: [String] = []) {
    self.version = version
    self.tables = tables
    self.itemColumns = itemColumns
  }

  init(_ db: Database) throws {
    version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
    tables = try String.fetchAll(
      db,
      sql: """
        SELECT name FROM sqlite_master
        WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
        ORDER BY name
        """)
    itemColumns = try Schema.itemColumns(db)
  }

  /// Throws unless the file is an empty database or an inventory store of a version this build
  /// knows, with the `item` table of that version's shape.
  ///
  /// The shape is checked because a file that merely has an `item` table may be another
  /// program's: opening it would switch it to WAL mode (a write) before the first query failed.
  func check(path: String) throws(StoreError) {
    if version > Schema.currentVersion {
      throw .newerSchema(path: path, found: version, supported: Schema.currentVersion)
    }
    // Version 0 is SQLite's default: only an empty file is ours to set up.
    let isKnown = version == 0 ? tables.isEmpty : Schema.requiredTables.isSubset(of: tables)
    if !isKnown {
      throw .unrecognizedDatabase(path: path, tables: tables)
    }
    if let expected = Schema.itemColumnsByVersion[version], itemColumns != expected {
      throw .unrecognizedColumns(
        path: path, table: "item", version: version, found: itemColumns, expected: expected)
    }
  }
}

extension DecodingError {
  /// The decoder's own explanation, without the coding path noise.
  fileprivate var summary: String {
    switch self {
    case .dataCorrupted(let context), .keyNotFound(_, let context),
      .typeMismatch(_, let context), .valueNotFound(_, let context):
      context.debugDescription
    @unknown default:
      String(describing: self)
    }
  }
}
