import ApiClient
import Clocks
import CustomDump
import InventoryFeature
import Models
import Testing
import TextUITesting

@MainActor
@Suite(.timeLimit(.minutes(1))) struct DeletingTests {
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
    let slow = SlowStore()
    let model = InventoryModel(
      items: Item.samples, loadState: .loaded, apiClient: slow.client(delaying: [.delete]))

    // When the phone's delete is in flight while the rows above it move
    let deletePhone = Task { await model.delete(id: Item.phone.id) }
    await slow.requestsStarted(1)
    let deleteKeyboard = Task { await model.delete(id: Item.keyboard.id) }
    await slow.requestsStarted(2)
    try await model.add(.lamp)
    await slow.clock.advance(by: .seconds(1))
    await deletePhone.value
    await deleteKeyboard.value

    // Then exactly those two items are gone
    expectNoDifference(Array(model.items), [.charger, .headphones, .lamp])
    let stored = try await slow.store.loadItems()
    expectNoDifference(stored, [.charger, .headphones, .lamp])
  }

  @Test func aRowLeavesTheListAsSoonAsItsDeleteIsConfirmed() async throws {
    let slow = SlowStore()
    let model = InventoryModel(
      items: Item.samples, loadState: .loaded, apiClient: slow.client(delaying: [.delete]))

    let delete = Task { await model.delete(id: Item.keyboard.id) }
    await slow.requestsStarted(1)

    expectNoDifference(Array(model.items), [.charger, .phone, .headphones])
    await slow.clock.advance(by: .seconds(1))
    await delete.value
  }

  @Test func aFailedDeletePutsTheItemBackBelowItsNeighbourAndSaysWhy() async throws {
    // Given a delete that fails after a second
    let slow = SlowStore(failing: [.delete])
    let model = InventoryModel(
      items: Item.samples, loadState: .loaded, apiClient: slow.client(delaying: [.delete]))

    // When the phone's delete is in flight
    let delete = Task { await model.delete(id: Item.phone.id) }
    await slow.requestsStarted(1)
    expectNoDifference(Array(model.items), [.keyboard, .charger, .headphones])
    await slow.clock.advance(by: .seconds(1))
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
    let slow = SlowStore(failing: [.delete])
    let model = InventoryModel(
      items: Item.samples, loadState: .loaded, apiClient: slow.client(delaying: [.delete]))
    let delete = Task { await model.delete(id: Item.keyboard.id) }
    await slow.requestsStarted(1)

    // When a save of that item succeeds meanwhile
    var keyboard = Item.keyboard
    keyboard.name = "Mechanical Keyboard"
    try await model.update(keyboard)
    await slow.clock.advance(by: .seconds(1))
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
