import ApiClientLive
import CustomDump
import Foundation
import GRDB
import Models
import Testing

@Suite("ItemStore: schema migrations", .timeLimit(.minutes(5)))
struct MigrationTests {
  @Test func emptyFileBecomesANewStoreWithTheSamples() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("inventory.sqlite").path
      #expect(FileManager.default.createFile(atPath: path, contents: Data()))

      let items = try await openStore(at: path).loadItems()

      expectNoDifference(items, Item.samples)
      #expect(try userVersion(at: path) == 2)
    }
  }

  @Test func version1StoreKeepsItsItemsInOrderAndIsNotReseeded() async throws {
    try await withTemporaryDirectory { directory in
      // Given the fixture a user's version 1 store: charger deleted, three items added
      let path = try copyOfFixture("version-1.sqlite", into: directory)
      #expect(try userVersion(at: path) == 1)

      // When this build opens it
      let items = try await openStore(at: path).loadItems()

      // Then every item is carried over with all its fields, and no sample is added back
      var keyboard = Item.keyboard
      keyboard.name = "Mechanical keyboard"
      keyboard.status = .inStock(quantity: 3)
      expectNoDifference(
        items,
        [
          keyboard,
          .phone,
          .headphones,
          Item(
            id: try #require(UUID(uuidString: "A1B2C3D4-0000-4000-8000-000000000006")),
            name: "  Spaced   name  ", color: nil, status: .inStock(quantity: 0)),
          Item(
            id: try #require(UUID(uuidString: "A1B2C3D4-0000-4000-8000-000000000007")),
            name: "Café ☕️ 日本語", color: Item.Color(name: "Teal", red: 0, green: 128, blue: 128),
            status: .inStock(quantity: Int.max)),
        ])
      #expect(try userVersion(at: path) == 2)
    }
  }

  @Test func migratedVersion1StoreHasExactlyTheSchemaOfANewStore() async throws {
    try await withTemporaryDirectory { directory in
      let migratedPath = try copyOfFixture("version-1.sqlite", into: directory)
      let newPath = directory.appendingPathComponent("new.sqlite").path
      _ = try openStore(at: migratedPath)
      _ = try openStore(at: newPath)

      let migrated = try schema(at: migratedPath)
      let new = try schema(at: newPath)

      expectNoDifference(migrated, new)
      #expect(migrated.contains { $0.hasPrefix("table item CREATE TABLE item (") })
    }
  }

  @Test func version1RowThatCannotBeReadStopsTheMigrationAndLeavesTheFileUntouched() async throws {
    try await withTemporaryDirectory { directory in
      // Given a version 1 store holding a negative quantity, which no build could have written
      let path = try copyOfFixture("version-1.sqlite", into: directory)
      try withRawConnection(to: path) { db in
        try db.execute(
          sql: """
            UPDATE item SET status = '{"kind":"inStock","quantity":-1}'
            WHERE id = 'A1B2C3D4-0000-4000-8000-000000000006'
            """)
      }
      let before = try bytes(at: path)

      // When this build opens it
      let error = #expect(throws: StoreError.self) { try openStore(at: path) }

      // Then it reports the damage, and the file is still the unmigrated version 1 store
      guard case .corrupt(path, let detail) = error else {
        Issue.record("Expected corrupt(\(path), _), got \(String(describing: error))")
        return
      }
      #expect(detail.contains("A1B2C3D4-0000-4000-8000-000000000006"))
      #expect(detail.contains("must not be negative"))
      #expect(try bytes(at: path) == before)
      #expect(try userVersion(at: path) == 1)
    }
  }

  private func userVersion(at path: String) throws -> Int? {
    try withRawConnection(to: path) { db in try Int.fetchOne(db, sql: "PRAGMA user_version") }
  }

  /// Every schema object as `type name sql`, in name order.
  private func schema(at path: String) throws -> [String] {
    try withRawConnection(to: path) { db in
      try Row.fetchAll(
        db, sql: "SELECT type, name, sql FROM sqlite_master ORDER BY name"
      ).map { row in
        "\(row["type"] as String) \(row["name"] as String) \(row["sql"] as String? ?? "")"
      }
    }
  }
}
