import ApiClient
import Clocks
import CustomDump
import InventoryFeature
import Models
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1))) struct SavingTests {
  @Test func addStoresTheItemAndAppendsIt() async throws {
    let store = ApiClient.preview(items: [.keyboard, .charger])
    let model = InventoryModel(items: [.keyboard, .charger], loadState: .loaded, apiClient: store)

    try await model.add(.lamp)

    expectNoDifference(Array(model.items), [.keyboard, .charger, .lamp])
    let stored = try await store.loadItems()
    expectNoDifference(stored, [.keyboard, .charger, .lamp])
  }

  @Test func updateStoresTheChangeAndReplacesTheItemInPlace() async throws {
    let store = ApiClient.preview(items: [.keyboard, .charger, .phone])
    let model = InventoryModel(
      items: [.keyboard, .charger, .phone], loadState: .loaded, apiClient: store)
    var charger = Item.charger
    charger.name = "USB-C Charger"
    charger.status = .outOfStock(isOnBackOrder: true)

    try await model.update(charger)

    expectNoDifference(Array(model.items), [.keyboard, charger, .phone])
    let stored = try await store.loadItems()
    expectNoDifference(stored, [.keyboard, charger, .phone])
  }

  @Test func theListChangesOnlyWhenTheSaveFinishes() async throws {
    // Given a store that takes a second to save
    let slow = SlowStore(items: [.keyboard, .charger])
    let model = InventoryModel(
      items: [.keyboard, .charger], loadState: .loaded, apiClient: slow.client(delaying: [.update]))
    var charger = Item.charger
    charger.name = "USB-C Charger"

    // When a save starts
    let save = Task { try await model.update(charger) }
    await slow.requestsStarted(1)

    // Then nothing has changed yet
    expectNoDifference(Array(model.items), [.keyboard, .charger])

    // When it finishes
    await slow.clock.advance(by: .seconds(1))
    try await save.value

    // Then the change is applied
    expectNoDifference(Array(model.items), [.keyboard, charger])
  }

  @Test func aFailedSaveThrowsAndChangesNothing() async throws {
    let model = InventoryModel(
      items: [.keyboard], loadState: .loaded,
      apiClient: .preview(items: [.keyboard], failing: [.insert, .update]))
    var keyboard = Item.keyboard
    keyboard.name = "Mechanical Keyboard"

    await #expect(throws: ApiError.injectedFailure(.update)) {
      try await model.update(keyboard)
    }
    await #expect(throws: ApiError.injectedFailure(.insert)) {
      try await model.add(.lamp)
    }

    expectNoDifference(Array(model.items), [.keyboard])
  }

  @Test func aSaveOfAnItemDeletedMeanwhileDoesNotBringItBack() async throws {
    // Given the user is editing the charger (its save takes a second)
    let slow = SlowStore(items: [.keyboard, .charger])
    let model = InventoryModel(
      items: [.keyboard, .charger], loadState: .loaded, apiClient: slow.client(delaying: [.update]))
    var charger = Item.charger
    charger.name = "USB-C Charger"
    let save = Task { try await model.update(charger) }
    await slow.requestsStarted(1)

    // When the charger is deleted before the save reaches the store
    await model.delete(id: Item.charger.id)
    await slow.clock.advance(by: .seconds(1))

    // Then the save fails as not found, and the charger stays deleted in the list and the store
    await #expect(throws: ApiError.notFound(Item.charger.id)) { try await save.value }
    expectNoDifference(Array(model.items), [.keyboard])
    let stored = try await slow.store.loadItems()
    expectNoDifference(stored, [.keyboard])
  }

  @Test func anUpdateTheStoreNoLongerKnowsRemovesTheItem() async throws {
    // Given an item that another process deleted from the store
    let model = InventoryModel(
      items: [.keyboard, .charger], loadState: .loaded,
      apiClient: .preview(items: [.keyboard]))

    await #expect(throws: ApiError.notFound(Item.charger.id)) {
      try await model.update(.charger)
    }

    expectNoDifference(Array(model.items), [.keyboard])
  }

  @Test func aCancelledSaveWritesNothing() async throws {
    let slow = SlowStore(items: [.keyboard])
    let model = InventoryModel(
      items: [.keyboard], loadState: .loaded, apiClient: slow.client(delaying: [.insert]))

    let save = Task { try await model.add(.lamp) }
    await slow.requestsStarted(1)
    save.cancel()

    await #expect(throws: CancellationError.self) { try await save.value }
    expectNoDifference(Array(model.items), [.keyboard])
    let stored = try await slow.store.loadItems()
    expectNoDifference(stored, [.keyboard])
  }

  @Test func aSaveTheStoreTookBeforeCancellationIsAppliedByID() async throws {
    // Given a store that finishes the write even though the task is cancelled meanwhile (as a
    // database does once a statement runs), and rows that move while it is in flight
    let slow = SlowStore(items: [.keyboard, .charger, .phone])
    var apiClient = slow.store
    apiClient.updateItem = { item in
      try await slow.store.updateItem(item)
      await withUnsafeContinuation { continuation in
        Task {
          try? await slow.wait()
          continuation.resume()
        }
      }
    }
    let model = InventoryModel(
      items: [.keyboard, .charger, .phone], loadState: .loaded, apiClient: apiClient)
    var phone = Item.phone
    phone.name = "Old Phone"

    let save = Task { try await model.update(phone) }
    await slow.requestsStarted(1)
    save.cancel()
    await model.delete(id: Item.keyboard.id)
    await slow.clock.advance(by: .seconds(1))
    try await save.value

    expectNoDifference(Array(model.items), [.charger, phone])
    let stored = try await slow.store.loadItems()
    expectNoDifference(stored, [.charger, phone])
  }
}
