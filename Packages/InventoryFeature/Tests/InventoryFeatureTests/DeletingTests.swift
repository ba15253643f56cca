import ApiClient
import Clocks
import CustomDump
import InventoryFeature
import Models
import Testing
import TextUI

@MainActor
@Suite struct DeletingTests {
  @Test func deleteRemovesTheItemFromTheListAndTheStore() async throws {
    let store = ApiClient.preview()
    let model = InventoryModel(items: Item.samples, loadState: .loaded, apiClient: store)

    await model.delete(id: Item.charger.id)

    expectNoDifference(Array(model.items), [.keyboard, .phone, .headphones])
    let stored = try await store.loadItems()
    expectNoDifference(stored, [.keyboard, .phone, .headphones])
  }

  @Test func deleteByIDRemovesTheRightItemWhileRowsMove() async throws {
    // Given deletes that take a second to reach the store
    let clock = TestClock()
    let store = ApiClient.preview()
    let model = InventoryModel(
      items: Item.samples, loadState: .loaded,
      apiClient: store.delaying([.delete], by: .seconds(1), on: clock))

    // When the phone's delete is in flight while the rows above it move
    let deletePhone = Task { await model.delete(id: Item.phone.id) }
    await clock.advance(by: .milliseconds(300))
    let deleteKeyboard = Task { await model.delete(id: Item.keyboard.id) }
    await clock.advance(by: .milliseconds(300))
    try await model.add(.lamp)
    await clock.advance(by: .seconds(1))
    await deletePhone.value
    await deleteKeyboard.value

    // Then exactly those two items are gone
    expectNoDifference(Array(model.items), [.charger, .headphones, .lamp])
    let stored = try await store.loadItems()
    expectNoDifference(stored, [.charger, .headphones, .lamp])
  }

  @Test func aRowLeavesTheListAsSoonAsItsDeleteIsConfirmed() async throws {
    let clock = TestClock()
    let model = InventoryModel(
      items: Item.samples, loadState: .loaded,
      apiClient: ApiClient.preview().delaying([.delete], by: .seconds(1), on: clock))

    let delete = Task { await model.delete(id: Item.keyboard.id) }
    await clock.advance(by: .milliseconds(500))

    expectNoDifference(Array(model.items), [.charger, .phone, .headphones])
    await clock.advance(by: .milliseconds(500))
    await delete.value
  }

  @Test func aFailedDeletePutsTheItemBackBelowItsNeighbourAndSaysWhy() async throws {
    // Given a delete that fails after a second
    let clock = TestClock()
    let model = InventoryModel(
      items: Item.samples, loadState: .loaded,
      apiClient: .preview(latency: .seconds(1), failing: [.delete], clock: clock))

    // When the phone's delete is in flight while the first row is removed and an item is added
    let delete = Task { await model.delete(id: Item.phone.id) }
    await clock.advance(by: .milliseconds(500))
    expectNoDifference(Array(model.items), [.keyboard, .charger, .headphones])
    await clock.advance(by: .milliseconds(500))
    await delete.value

    // Then the phone is back where it was, and an alert says why
    expectNoDifference(Array(model.items), Item.samples)
    expectNoDifference(
      model.destination,
      .alert(
        AlertState(
          title: "Couldn't delete \"Phone\"",
          message: "The delete request failed (simulated failure).",
          buttons: [
            ButtonState(label: "Try Again", action: .retryDelete(Item.phone.id)),
            ButtonState(role: .cancel, label: "OK"),
          ])))
  }

  @Test func anEditMadeWhileADeleteFailsIsKept() async throws {
    // Given an item whose delete is in flight and will fail
    let clock = TestClock()
    let store = ApiClient.preview()
    var apiClient = store
    apiClient.deleteItem = { _ in
      try await clock.sleep(for: .seconds(1))
      throw ApiError.injectedFailure(.delete)
    }
    let model = InventoryModel(items: Item.samples, loadState: .loaded, apiClient: apiClient)
    let delete = Task { await model.delete(id: Item.keyboard.id) }
    await clock.advance(by: .milliseconds(500))

    // When a save of that item succeeds meanwhile
    var keyboard = Item.keyboard
    keyboard.name = "Mechanical Keyboard"
    try await model.update(keyboard)
    await clock.advance(by: .milliseconds(500))
    await delete.value

    // Then the row comes back first, edited
    expectNoDifference(Array(model.items), [keyboard, .charger, .phone, .headphones])
  }

  @Test func deletingAnUnlistedItemDoesNothing() async {
    let model = InventoryModel(items: [.keyboard], loadState: .loaded, apiClient: .testValue)

    await model.delete(id: Item.phone.id)

    expectNoDifference(Array(model.items), [.keyboard])
  }
}
