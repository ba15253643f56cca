import ApiClientLive
import CustomDump
import Foundation
import GRDB
import Models
import Testing

/// Each failure produced for real against an SQLite file, reported as its typed error, with the
/// user's file unchanged afterwards.
@Suite("ItemStore: failures leave the file untouched", .timeLimit(.minutes(5)))
struct StoreErrorTests {
  @Test func readOnlyStoreLoadsButRefusesEveryChange() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("inventory.sqlite").path
      _ = try openStore(at: path)
      let before = try bytes(at: path)

      do {
        // Given a store opened read-only (tests run as root, where file modes stop nothing)
        let store = try openStore(at: path, readOnly: true)
        #expect(store.isReadOnly)
        let items = try await store.loadItems()
        expectNoDifference(items, Item.samples)

        // When each kind of change is attempted, then each is refused as read-only
        let changes: [@Sendable () async throws -> Void] = [
          { try await store.insert(Item(id: UUID(), name: "New", status: .inStock(quantity: 1))) },
          { try await store.update(Item.keyboard.duplicate(id: Item.keyboard.id)) },
          { try await store.delete(id: Item.keyboard.id) },
        ]
        for change in changes {
          let error = await #expect(throws: StoreError.self) { try await change() }
          #expect(error == .readOnly(path: path))
        }
      }

      #expect(try bytes(at: path) == before)
      // Released, it leaves no -wal or -shm it created
      let contents = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      #expect(contents == ["inventory.sqlite"])
      let items = try await openStore(at: path).loadItems()
      expectNoDifference(items, Item.samples)
    }
  }

  /// The side files a read-only store created are removed only by SQLite's own rule: when no
  /// other connection uses them. Here a writer opened after it is still using them.
  @Test func readOnlyStoreReleasedWhileAWriterIsOpenLeavesTheWritersFiles() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("inventory.sqlite").path
      _ = try openStore(at: path)
      let mouse = Item(id: UUID(), name: "Mouse", status: .inStock(quantity: 1))
      let lamp = Item(id: UUID(), name: "Lamp", status: .inStock(quantity: 2))

      // Given a read-only store, then a writer on the same file, with the WAL emptied (so only
      // the locks tell that the files are in use)
      var reader: ItemStore? = try openStore(at: path, readOnly: true)
      let writer = try openStore(at: path)
      _ = try await reader?.loadItems()
      try withRawConnection(to: path) { db in
        try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
      }
      let walSize = try FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int
      try #require(walSize == 0)

      // When the read-only store is released
      reader = nil

      // Then the writer's -wal and -shm are still there, and its saves reach other connections
      let contents = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      #expect(
        Set(contents) == ["inventory.sqlite", "inventory.sqlite-wal", "inventory.sqlite-shm"])
      try await writer.insert(mouse)
      let seenByAnother = try await openStore(at: path).loadItems()
      expectNoDifference(seenByAnother, Item.samples + [mouse])
      try await writer.insert(lamp)
      let listed = try StressToolProcess("list", path)
      let line = try #require(listed.nextLine())
      #expect(listed.waitForExit() == 0)
      let seenByAProcess = try JSONDecoder().decode([Item].self, from: Data(line.utf8))
      expectNoDifference(seenByAProcess, Item.samples + [mouse, lamp])
    }
  }

  @Test(
    .enabled(
      if: WriteProtection.isAvailable,
      "needs chattr +i (chflags uchg), the only write protection root obeys")
  )
  func writeProtectedStoreOpensForReadingAndRefusesSaves() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("inventory.sqlite").path
      _ = try openStore(at: path)
      let before = try bytes(at: path)

      try await WriteProtection.whileProtected(path) {
        // Given a store whose file cannot be written, opened normally
        let store = try openStore(at: path)
        #expect(store.isReadOnly)
        let items = try await store.loadItems()
        expectNoDifference(items, Item.samples)

        // When a change is saved, then it is refused as read-only
        let error = await #expect(throws: StoreError.self) {
          try await store.insert(Item(id: UUID(), name: "New", status: .inStock(quantity: 1)))
        }
        #expect(error == .readOnly(path: path))
      }

      // Released, it has left nothing beside the file
      #expect(try bytes(at: path) == before)
      let contents = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      #expect(contents == ["inventory.sqlite"])
    }
  }

  @Test func readOnlyStoreThatNeedsAnUpgradeIsRefusedUntouched() async throws {
    try await withTemporaryDirectory { directory in
      let path = try copyOfFixture("version-1.sqlite", into: directory)
      let before = try bytes(at: path)

      let error = #expect(throws: StoreError.self) { try openStore(at: path, readOnly: true) }

      #expect(error == .readOnly(path: path))
      #expect(try bytes(at: path) == before)
      let contents = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      #expect(contents == ["version-1.sqlite"])
    }
  }

  @Test func readOnlyStoreAtAMissingPathCreatesNothing() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("missing/inventory.sqlite").path

      let error = #expect(throws: StoreError.self) { try openStore(at: path, readOnly: true) }

      #expect(
        error == .cannotOpen(path: path, reason: "there is no file there to open read-only"))
      let contents = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      #expect(contents == [])
    }
  }

  @Test func saveWhileAnotherConnectionHoldsTheLockFailsAsLockedAndCanBeRetried() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("inventory.sqlite").path
      let store = try openStore(at: path, busyTimeout: .milliseconds(200))
      let mouse = Item(id: UUID(), name: "Mouse", status: .inStock(quantity: 1))

      // Given another connection in the middle of a write transaction
      let holder = try LockHolder(path: path)
      let error = await #expect(throws: StoreError.self) { try await store.insert(mouse) }
      #expect(error == .locked(path: path, timeout: .milliseconds(200)))
      let itemsWhileLocked = try await store.loadItems()
      expectNoDifference(itemsWhileLocked, Item.samples)

      // When the other connection lets go, then the same save succeeds
      try holder.release()
      try await store.insert(mouse)
      let items = try await store.loadItems()
      expectNoDifference(items, Item.samples + [mouse])
    }
  }

  @Test func upgradeWhileAnotherConnectionHoldsTheLockFailsAsLockedUntouched() async throws {
    try await withTemporaryDirectory { directory in
      let path = try copyOfFixture("version-1.sqlite", into: directory)
      let before = try bytes(at: path)
      let holder = try LockHolder(path: path)

      let error = #expect(throws: StoreError.self) {
        try openStore(at: path, busyTimeout: .milliseconds(200))
      }

      #expect(error == .locked(path: path, timeout: .milliseconds(200)))
      try holder.release()
      #expect(try bytes(at: path) == before)
      let items = try await openStore(at: path).loadItems()
      #expect(items.count == 5)
    }
  }

  @Test func saveThatDoesNotFitFailsAsDiskFullAndKeepsTheStore() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("inventory.sqlite").path
      // Given a store that may not grow past 16 pages of 4 KiB
      var options = ItemStore.Options()
      options.maximumPageCount = 16
      let store = try ItemStore(path: path, options: options)
      let huge = Item(
        id: UUID(), name: String(repeating: "x", count: 200_000), status: .inStock(quantity: 1))

      // When an item needing about fifty pages is saved
      let error = await #expect(throws: StoreError.self) { try await store.insert(huge) }

      // Then it fails as a full disk, and nothing changed: a save that fits still works
      #expect(error == .diskFull(path: path))
      let small = Item(id: UUID(), name: "Small", status: .inStock(quantity: 1))
      try await store.insert(small)
      let items = try await store.loadItems()
      expectNoDifference(items, Item.samples + [small])
    }
  }

  @Test func fileOfGarbageIsNotADatabaseAndIsLeftUntouched() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("inventory.sqlite").path
      let garbage = Data((0..<8_192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
      try garbage.write(to: URL(fileURLWithPath: path))

      let error = #expect(throws: StoreError.self) { try openStore(at: path) }

      #expect(error == .notADatabase(path: path))
      #expect(try bytes(at: path) == garbage)
      let contents = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      #expect(contents == ["inventory.sqlite"])
    }
  }

  @Test func shortTextFileIsNotADatabaseAndIsLeftUntouched() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("notes.txt").path
      let text = Data("remember the milk\n".utf8)
      try text.write(to: URL(fileURLWithPath: path))

      let error = #expect(throws: StoreError.self) { try openStore(at: path) }

      #expect(error == .notADatabase(path: path))
      #expect(try bytes(at: path) == text)
    }
  }

  @Test func storeWithADamagedPageIsCorruptAndLeftUntouched() async throws {
    try await withTemporaryDirectory { directory in
      // Given a store whose item table's root page was overwritten with garbage
      let path = directory.appendingPathComponent("inventory.sqlite").path
      _ = try openStore(at: path)
      let (pageSize, rootPage) = try withRawConnection(to: path) { db in
        (
          try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 0,
          try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_master WHERE name = 'item'") ?? 0
        )
      }
      var damaged = try bytes(at: path)
      let page = (rootPage - 1) * pageSize..<rootPage * pageSize
      try #require(rootPage > 1 && damaged.count >= page.upperBound)
      damaged.replaceSubrange(page, with: Data(repeating: 0xA5, count: pageSize))
      try damaged.write(to: URL(fileURLWithPath: path))

      // When it is opened
      let error = #expect(throws: StoreError.self) { try openStore(at: path) }

      // Then it is reported as damaged at start-up, not halfway through a session
      guard case .corrupt(path, _) = error else {
        Issue.record("Expected corrupt(\(path), _), got \(String(describing: error))")
        return
      }
      #expect(try bytes(at: path) == damaged)
    }
  }

  /// The detail quotes the value as the file holds it: escaping for a terminal is done where a
  /// message is printed (TextUI's `visibleOnTerminal`), not here as well.
  @Test func theMessageQuotesTheBadValueFromTheFileAsItIs() async throws {
    try await withTemporaryDirectory { directory in
      // Given a store where another program, ignoring the table's checks, wrote a hostile id
      let path = directory.appendingPathComponent("inventory.sqlite").path
      _ = try openStore(at: path)
      let hostileID = "\u{1B}]0;TITLE\u{7}\u{9B}2J\u{202E}-padded-to-thirty-six"
      try withRawConnection(to: path) { db in
        try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
        try db.execute(sql: "UPDATE item SET id = ? WHERE position = 1", arguments: [hostileID])
      }

      // When its items are loaded
      let error = await #expect(throws: StoreError.self) {
        try await openStore(at: path).loadItems()
      }

      // Then the error quotes the id, controls and all
      expectNoDifference(
        error, .corrupt(path: path, detail: "an item has the malformed id \"\(hostileID)\""))
    }
  }

  /// Found by a hostile tester: a file with an `item` table of other columns passed inspection,
  /// so opening it switched it to WAL mode (a write) before failing with "no such column".
  @Test(arguments: [
    (
      2, "CREATE TABLE item (id TEXT PRIMARY KEY, title TEXT, price REAL)",
      ["id", "title", "price"]
    ),
    (
      1, "CREATE TABLE item (position INTEGER PRIMARY KEY, id TEXT, name TEXT)",
      ["position", "id", "name"]
    ),
  ])
  func storeWhoseItemTableHasOtherColumnsIsRefusedByteForByte(
    version: Int, createStatement: String, columns: [String]
  ) async throws {
    try await withTemporaryDirectory { directory in
      // Given another program's WAL-mode file with an item table, claiming a known version
      let path = directory.appendingPathComponent("inventory.sqlite").path
      try withRawConnection(to: path) { db in
        try db.execute(sql: "PRAGMA journal_mode = DELETE")
        try db.execute(sql: createStatement)
        try db.execute(sql: "INSERT INTO item (id) VALUES ('theirs')")
        try db.execute(sql: "PRAGMA user_version = \(version)")
        try db.execute(sql: "PRAGMA journal_mode = WAL")
      }
      let before = try bytes(at: path)

      // When it is opened
      let error = #expect(throws: StoreError.self) { try openStore(at: path) }

      // Then it is refused, naming the columns, with its bytes as they were and nothing beside it
      let expected =
        version == 1
        ? ["position", "id", "name", "color", "status"]
        : [
          "position", "id", "name", "colorName", "colorRed", "colorGreen", "colorBlue", "status",
          "quantity", "isOnBackOrder",
        ]
      expectNoDifference(
        error,
        .unrecognizedColumns(
          path: path, table: "item", version: version, found: columns, expected: expected))
      #expect(try bytes(at: path) == before)
      let contents = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      #expect(contents == ["inventory.sqlite"])
    }
  }

  @Test func databaseOfAnotherProgramIsRefusedUntouched() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("notes.sqlite").path
      try withRawConnection(to: path) { db in
        try db.execute(sql: "CREATE TABLE note (id INTEGER PRIMARY KEY, text TEXT)")
        try db.execute(sql: "CREATE TABLE tag (name TEXT)")
      }
      let before = try bytes(at: path)

      let error = #expect(throws: StoreError.self) { try openStore(at: path) }

      #expect(error == .unrecognizedDatabase(path: path, tables: ["note", "tag"]))
      #expect(try bytes(at: path) == before)
    }
  }

  @Test func storeWithANewerSchemaIsRefusedUntouched() async throws {
    try await withTemporaryDirectory { directory in
      // Given a store a future build has moved to schema version 3
      let path = directory.appendingPathComponent("inventory.sqlite").path
      _ = try openStore(at: path)
      try withRawConnection(to: path) { db in try db.execute(sql: "PRAGMA user_version = 3") }
      let before = try bytes(at: path)

      let error = #expect(throws: StoreError.self) { try openStore(at: path) }

      #expect(error == .newerSchema(path: path, found: 3, supported: 2))
      #expect(try bytes(at: path) == before)
      // Not even the empty -wal and -shm the read-only inspection of a WAL-mode file creates
      let contents = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      #expect(contents == ["inventory.sqlite"])
    }
  }

  @Test func emptyPathIsRefusedRatherThanOpenedAsATemporaryDatabase() {
    let error = #expect(throws: StoreError.self) { try openStore(at: "") }

    #expect(error == .cannotOpen(path: "", reason: "no path was given"))
  }

  @Test func pathThatIsAFolderCannotBeOpened() async throws {
    try await withTemporaryDirectory { directory in
      let error = #expect(throws: StoreError.self) { try openStore(at: directory.path) }

      #expect(error == .cannotOpen(path: directory.path, reason: "it is a folder, not a file"))
    }
  }

  @Test func folderThatCannotBeCreatedIsReported() async throws {
    try await withTemporaryDirectory { directory in
      // Given a path whose folder would have to be created inside a regular file
      let file = directory.appendingPathComponent("plain-file")
      try Data("x".utf8).write(to: file)
      let path = file.appendingPathComponent("inventory.sqlite").path

      let error = #expect(throws: StoreError.self) { try openStore(at: path) }

      guard case .cannotOpen(path, let reason) = error else {
        Issue.record("Expected cannotOpen(\(path), _), got \(String(describing: error))")
        return
      }
      #expect(reason.hasPrefix("its folder \(file.path) cannot be created"))
      #expect(try bytes(at: file.path) == Data("x".utf8))
    }
  }
}

/// A second connection holding SQLite's write lock (an open `BEGIN IMMEDIATE` transaction)
/// until released: the way another process keeps the store busy.
private final class LockHolder {
  private let queue: DatabaseQueue

  init(path: String) throws {
    var configuration = Configuration()
    configuration.allowsUnsafeTransactions = true
    queue = try DatabaseQueue(path: path, configuration: configuration)
    try queue.writeWithoutTransaction { db in try db.beginTransaction(.immediate) }
  }

  func release() throws {
    try queue.writeWithoutTransaction { db in try db.rollback() }
    try queue.close()
  }
}
