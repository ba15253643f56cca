import ApiClient
import Foundation
import GRDB
import Models

/// Reads and writes `Item` values in the `item` table of the current schema.
///
/// Each function runs inside the caller's transaction; `package` so the stress tool can put
/// several changes in one transaction.
package enum ItemTable {
  /// The current (version 2) definition of the table; the README shows the same statement.
  static let createStatement = """
    CREATE TABLE item (
      position INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE CHECK (length(id) = 36),
      name TEXT NOT NULL,
      colorName TEXT,
      colorRed INTEGER CHECK (colorRed BETWEEN 0 AND 255),
      colorGreen INTEGER CHECK (colorGreen BETWEEN 0 AND 255),
      colorBlue INTEGER CHECK (colorBlue BETWEEN 0 AND 255),
      status TEXT NOT NULL CHECK (status IN ('inStock', 'outOfStock')),
      quantity INTEGER CHECK (quantity >= 0),
      isOnBackOrder INTEGER CHECK (isOnBackOrder IN (0, 1)),
      CHECK ((colorName IS NULL) = (colorRed IS NULL)
        AND (colorName IS NULL) = (colorGreen IS NULL)
        AND (colorName IS NULL) = (colorBlue IS NULL)),
      CHECK ((status = 'inStock' AND quantity IS NOT NULL AND isOnBackOrder IS NULL)
        OR (status = 'outOfStock' AND quantity IS NULL AND isOnBackOrder IS NOT NULL))
    )
    """

  private static let columns =
    "id, name, colorName, colorRed, colorGreen, colorBlue, status, quantity, isOnBackOrder"

  /// Every item, in the order they were first inserted.
  package static func fetchAll(_ db: Database) throws -> [Item] {
    try Row.fetchAll(db, sql: "SELECT \(columns) FROM item ORDER BY position").map(item(from:))
  }

  /// Appends `item` after every stored item.
  ///
  /// - Throws: `ApiError.alreadyStored` if an item with its id is already stored (SQLite's
  ///   `UNIQUE` constraint on `item.id`): an add never replaces, so a stale draft cannot
  ///   overwrite a saved item. Other failures are SQLite's own errors.
  package static func insert(_ item: Item, in db: Database) throws {
    do {
      try db.execute(
        sql: "INSERT INTO item (\(columns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        arguments: StatementArguments(arguments(for: item)))
    } catch let error as DatabaseError
      where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE
      && error.message == "UNIQUE constraint failed: item.id"
    {
      throw ApiError.alreadyStored(item.id)
    }
  }

  /// Inserts `item` at an explicit position, for migrations that copy rows in their order.
  static func insert(_ item: Item, at position: Int64, in db: Database) throws {
    var arguments = arguments(for: item)
    arguments += [position]
    try db.execute(
      sql: "INSERT INTO item (\(columns), position) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      arguments: StatementArguments(arguments))
  }

  /// Replaces the stored item with `item`'s id, returning `false` if there is none.
  package static func update(_ item: Item, in db: Database) throws -> Bool {
    var arguments = arguments(for: item)
    // The id moves from the first placeholder to the WHERE clause.
    let id = arguments.removeFirst()
    arguments.append(id)
    try db.execute(
      sql: """
        UPDATE item SET name = ?, colorName = ?, colorRed = ?, colorGreen = ?, colorBlue = ?,
          status = ?, quantity = ?, isOnBackOrder = ?
        WHERE id = ?
        """,
      arguments: StatementArguments(arguments))
    return db.changesCount > 0
  }

  /// Removes the item with this id, if there is one.
  package static func delete(id: Item.ID, in db: Database) throws {
    try db.execute(sql: "DELETE FROM item WHERE id = ?", arguments: [id.uuidString])
  }

  private static func arguments(for item: Item) -> [(any DatabaseValueConvertible)?] {
    let quantity: Int?
    let isOnBackOrder: Bool?
    switch item.status {
    case .inStock(let count):
      quantity = count
      isOnBackOrder = nil
    case .outOfStock(let backOrdered):
      quantity = nil
      isOnBackOrder = backOrdered
    }
    return [
      item.id.uuidString,
      item.name,
      item.color?.name,
      item.color.map { Int($0.red) },
      item.color.map { Int($0.green) },
      item.color.map { Int($0.blue) },
      item.status.isInStock ? "inStock" : "outOfStock",
      quantity,
      isOnBackOrder,
    ]
  }

  /// Rebuilds an item from its row. The table's constraints make a failure here mean the file
  /// was changed behind the store's back; it throws rather than trapping on such a value.
  private static func item(from row: Row) throws -> Item {
    let rawID: String = try row.decode(forColumn: "id")
    guard let id = UUID(uuidString: rawID) else {
      throw Schema.UnreadableRow(detail: "an item has the malformed id \"\(rawID)\"")
    }
    let status: Item.Status
    switch try row.decode(String.self, forColumn: "status") {
    case "inStock":
      guard let quantity: Int = try row.decode(forColumn: "quantity"), quantity >= 0 else {
        throw Schema.UnreadableRow(detail: "item \(rawID) is in stock without a valid quantity")
      }
      status = .inStock(quantity: quantity)
    case "outOfStock":
      guard let isOnBackOrder: Bool = try row.decode(forColumn: "isOnBackOrder") else {
        throw Schema.UnreadableRow(detail: "item \(rawID) is out of stock without a back order")
      }
      status = .outOfStock(isOnBackOrder: isOnBackOrder)
    case let other:
      throw Schema.UnreadableRow(detail: "item \(rawID) has the unknown status \"\(other)\"")
    }
    let color: Item.Color? = try row.decode(String?.self, forColumn: "colorName").map { name in
      guard let red: UInt8 = try row.decode(forColumn: "colorRed"),
        let green: UInt8 = try row.decode(forColumn: "colorGreen"),
        let blue: UInt8 = try row.decode(forColumn: "colorBlue")
      else {
        throw Schema.UnreadableRow(detail: "item \(rawID) has an incomplete color")
      }
      return Item.Color(name: name, red: red, green: green, blue: blue)
    }
    return Item(id: id, name: try row.decode(forColumn: "name"), color: color, status: status)
  }
}
