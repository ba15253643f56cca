import ApiClient
import ApiClientLive
import CustomDump
import Foundation
import GRDB
import Models
import Testing

@Suite("ItemStore: saving and loading", .timeLimit(.minutes(5)))
struct ItemStoreTests {
  @Test func newStoreStartsWithTheSampleItemsAndCreatesItsFolders() async throws {
    try await withTemporaryDirectory { directory in
      // Given a path whose folders do not exist yet
      let path = directory.appendingPathComponent("a/b/inventory.sqlite").path

      // When a store is opened there
      let store = try openStore(at: path)
      let items = try await store.loadItems()

      // Then it holds exactly the samples, in order, and takes changes
      expectNoDifference(items, Item.samples)
      #expect(!store.isReadOnly)
    }
  }

  @Test func everySampleItemRoundTripsThroughAReopenedStore() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("inventory.sqlite").path
      // Given a store whose items were deleted and inserted again, in reverse order
      do {
        let store = try openStore(at: path)
        for item in Item.samples {
          try await store.delete(id: item.id)
        }
        for item in Item.samples.reversed() {
          try await store.insert(item)
        }
      }

      // When it is reopened
      let items = try await openStore(at: path).loadItems()

      // Then every field of every item survived, in insertion order
      expectNoDifference(items, Item.samples.reversed())
    }
  }

  @Test func edgeValuesRoundTrip() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("inventory.sqlite").path
      let edgeItems = [
        Item(id: UUID(), name: "", status: .inStock(quantity: 0)),
        Item(id: UUID(), name: "   ", status: .outOfStock(isOnBackOrder: false)),
        Item(id: UUID(), name: "  leading and trailing  ", status: .inStock(quantity: 1)),
        Item(
          id: UUID(), name: "Café ☕️ 日本語 עברית 👩‍👩‍👧‍👦", color: .white,
          status: .outOfStock(isOnBackOrder: true)),
        Item(id: UUID(), name: "line one\nline two\ttab", status: .inStock(quantity: 7)),
        Item(id: UUID(), name: "'); DROP TABLE item; --", status: .inStock(quantity: 2)),
        Item(id: UUID(), name: "Most", color: .black, status: .inStock(quantity: Int.max)),
        Item(
          id: UUID(), name: "Custom color",
          color: Item.Color(name: "Mauve", red: 224, green: 176, blue: 255),
          status: .inStock(quantity: 1_000_000_000_000)),
        Item(
          id: UUID(), name: "Extremes", color: Item.Color(name: "", red: 0, green: 255, blue: 0),
          status: .inStock(quantity: 3)),
      ]
      // Given a store with items at the edges of what an item may hold
      do {
        let store = try openStore(at: path)
        for item in edgeItems {
          try await store.insert(item)
        }
      }

      // When it is reopened
      let items = try await openStore(at: path).loadItems()

      // Then each comes back exactly as it was saved
      expectNoDifference(items, Item.samples + edgeItems)
    }
  }

  /// Found by a hostile tester: insert was an upsert, so a stale Add draft restored from disk
  /// overwrote the stored item with its id.
  @Test func insertingAStoredIdThrowsAlreadyStoredAndLeavesTheStoredItem() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("inventory.sqlite").path
      let store = try openStore(at: path)
      // Given a stale draft whose id is the charger's
      var stale = Item.charger
      stale.name = "USB-C charger"
      stale.status = .outOfStock(isOnBackOrder: true)

      // When it is inserted, through the store and through the live client
      let error = await #expect(throws: ApiError.self) { try await store.insert(stale) }
      let clientError = await #expect(throws: ApiError.self) {
        try await ApiClient.live(store: store).insertItem(stale)
      }

      // Then both refuse it, and the stored charger is as it was, also after reopening
      #expect(error == .alreadyStored(Item.charger.id))
      #expect(clientError == .alreadyStored(Item.charger.id))
      let items = try await openStore(at: path).loadItems()
      expectNoDifference(items, Item.samples)
    }
  }

  /// Found by a hostile tester: GRDB binds a string as a C string, so SQLite kept "Lamp" of
  /// "Lamp\u{0}Shade" without an error.
  @Test func textWithANULIsRefusedRatherThanStoredCut() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("inventory.sqlite").path
      let store = try openStore(at: path)
      let lamp = Item(id: UUID(), name: "Lamp\u{0}Shade", status: .inStock(quantity: 1))
      var keyboard = Item.keyboard
      keyboard.name = "Key\u{0}board"
      var phone = Item.phone
      phone.color = Item.Color(name: "Gr\u{0}een", red: 0, green: 255, blue: 0)

      // When each is saved, then each is refused, naming the text that holds the NUL
      let insertError = await #expect(throws: StoreError.self) { try await store.insert(lamp) }
      let updateError = await #expect(throws: StoreError.self) { try await store.update(keyboard) }
      let colorError = await #expect(throws: StoreError.self) { try await store.update(phone) }
      #expect(insertError == .nulCharacter(path: path, field: "name"))
      #expect(updateError == .nulCharacter(path: path, field: "name"))
      #expect(colorError == .nulCharacter(path: path, field: "color name"))

      // And nothing was stored, cut or whole
      let items = try await openStore(at: path).loadItems()
      expectNoDifference(items, Item.samples)
    }
  }

  @Test func updateReplacesTheStoredItem() async throws {
    try await withTemporaryDirectory { directory in
      let store = try openStore(at: directory.appendingPathComponent("inventory.sqlite").path)
      var phone = Item.phone
      phone.name = "Phone 2"
      phone.color = nil
      phone.status = .inStock(quantity: 5)

      try await store.update(phone)

      let items = try await store.loadItems()
      expectNoDifference(items, [.keyboard, .charger, phone, .headphones])
    }
  }

  @Test func updatingADeletedItemThrowsNotFoundAndDoesNotBringItBack() async throws {
    try await withTemporaryDirectory { directory in
      let store = try openStore(at: directory.appendingPathComponent("inventory.sqlite").path)
      try await store.delete(id: Item.charger.id)

      let error = await #expect(throws: ApiError.self) {
        try await store.update(Item.charger)
      }

      #expect(error == .notFound(Item.charger.id))
      let items = try await store.loadItems()
      expectNoDifference(items, [.keyboard, .phone, .headphones])
    }
  }

  @Test func deletingAnUnknownIdChangesNothing() async throws {
    try await withTemporaryDirectory { directory in
      let store = try openStore(at: directory.appendingPathComponent("inventory.sqlite").path)

      try await store.delete(id: UUID())

      let items = try await store.loadItems()
      expectNoDifference(items, Item.samples)
    }
  }

  @Test func samplesAreSeededOnlyIntoANewStore() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("inventory.sqlite").path
      // Given a user who deleted every item
      do {
        let store = try openStore(at: path)
        for item in Item.samples {
          try await store.delete(id: item.id)
        }
      }

      // When the store is opened again
      let items = try await openStore(at: path).loadItems()

      // Then it stays empty
      expectNoDifference(items, [])
    }
  }

  @Test func storesOpenedTogetherOnANewFileSeedItOnce() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("inventory.sqlite").path

      async let first = Task { try openStore(at: path) }.value
      async let second = Task { try openStore(at: path) }.value
      let stores = try await [first, second]

      for store in stores {
        let items = try await store.loadItems()
        expectNoDifference(items, Item.samples)
      }
    }
  }

  @Test func twoStoresOnOneFileSavingDifferentItemsBothSeeBoth() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("inventory.sqlite").path
      let first = try openStore(at: path)
      let second = try openStore(at: path)
      let firstItems = (1...50).map {
        Item(id: UUID(), name: "first \($0)", status: .inStock(quantity: $0))
      }
      let secondItems = (1...50).map {
        Item(id: UUID(), name: "second \($0)", status: .outOfStock(isOnBackOrder: $0 > 25))
      }

      async let firstSaves: Void = {
        for item in firstItems { try await first.insert(item) }
      }()
      async let secondSaves: Void = {
        for item in secondItems { try await second.insert(item) }
      }()
      _ = try await (firstSaves, secondSaves)

      let seenByFirst = try await first.loadItems()
      let seenBySecond = try await second.loadItems()
      expectNoDifference(seenByFirst, seenBySecond)
      expectNoDifference(seenByFirst.filter { $0.name.hasPrefix("first ") }, firstItems)
      expectNoDifference(seenByFirst.filter { $0.name.hasPrefix("second ") }, secondItems)
      #expect(seenByFirst.count == 104)
    }
  }

  @Test func storeUsesWALModeAndTheCurrentSchemaVersion() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("inventory.sqlite").path
      let store = try openStore(at: path)

      let (journalMode, version) = try withRawConnection(to: path) { db in
        (
          try String.fetchOne(db, sql: "PRAGMA journal_mode"),
          try Int.fetchOne(db, sql: "PRAGMA user_version")
        )
      }

      #expect(journalMode == "wal")
      #expect(version == 2)
      withExtendedLifetime(store) {}
    }
  }

  @Test func liveClientReadsAndWritesTheStore() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("inventory.sqlite").path
      let client = ApiClient.live(store: try openStore(at: path))
      let added = Item(id: UUID(), name: "Mouse", color: .black, status: .inStock(quantity: 4))
      var keyboard = Item.keyboard
      keyboard.status = .inStock(quantity: 99)

      try await client.insertItem(added)
      try await client.updateItem(keyboard)
      try await client.deleteItem(Item.phone.id)

      let reopened = try await openStore(at: path).loadItems()
      expectNoDifference(reopened, [keyboard, .charger, .headphones, added])
      let loaded = try await client.loadItems()
      expectNoDifference(loaded, reopened)
    }
  }
}
