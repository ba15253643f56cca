import ApiClient
import Clocks
import CustomDump
import InventoryFeature
import Models
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1))) struct LoadingTests {
  @Test func taskLoadsTheStoredItems() async {
    let model = InventoryModel(apiClient: .preview())
    #expect(model.loadState == .loading)

    await model.task()

    #expect(model.loadState == .loaded)
    expectNoDifference(Array(model.items), Item.samples)
  }

  @Test func taskDoesNotReloadAnInventoryThatIsLoaded() async {
    var apiClient = ApiClient.testValue
    apiClient.loadItems = { [Item.keyboard] }
    let model = InventoryModel(items: [.phone], loadState: .loaded, apiClient: apiClient)

    await model.task()

    expectNoDifference(Array(model.items), [.phone])
  }

  @Test func aFailedLoadWaitsForRetryInsteadOfReloadingWhenShownAgain() async {
    var apiClient = ApiClient.testValue
    apiClient.loadItems = { [Item.keyboard] }
    let model = InventoryModel(loadState: .failed(message: "Disk error."), apiClient: apiClient)

    await model.task()

    #expect(model.loadState == .failed(message: "Disk error."))
    expectNoDifference(Array(model.items), [])
  }

  @Test func loadFailureShowsTheMessageAndRetryLoads() async {
    let model = InventoryModel(apiClient: .failingFirstLoad(thenLoading: [.keyboard, .charger]))

    await model.task()

    #expect(model.loadState == .failed(message: "The load request failed (simulated failure)."))
    expectNoDifference(Array(model.items), [])

    await model.retryButtonTapped()

    #expect(model.loadState == .loaded)
    expectNoDifference(Array(model.items), [.keyboard, .charger])
  }

  @Test func aCancelledLoadLeavesTheInventoryToLoadAgain() async throws {
    let slow = SlowStore(items: [.keyboard])
    let model = InventoryModel(apiClient: slow.client(delaying: [.load]))

    let task = Task { await model.task() }
    await slow.requestsStarted(1)
    task.cancel()
    await task.value

    #expect(model.loadState == .loading)
    expectNoDifference(Array(model.items), [])
  }

  @Test func changesMadeWhileLoadingSurviveTheLoad() async throws {
    // Given a load that read the store before an add and a delete finished
    let slow = SlowStore(items: [.keyboard, .charger])
    var apiClient = slow.store
    apiClient.loadItems = {
      let snapshot = try await slow.store.loadItems()
      try await slow.wait()
      return snapshot
    }
    let model = InventoryModel(
      items: [.keyboard, .charger], loadState: .loaded, apiClient: apiClient)
    let load = Task { await model.load() }
    await slow.requestsStarted(1)

    // When
    try await model.add(.lamp)
    await model.delete(id: Item.keyboard.id)
    await slow.clock.advance(by: .seconds(1))
    await load.value

    // Then the stale snapshot does not bring the keyboard back nor lose the lamp
    #expect(model.loadState == .loaded)
    expectNoDifference(Array(model.items), [.charger, .lamp])
    let stored = try await slow.store.loadItems()
    expectNoDifference(stored, [.charger, .lamp])
  }

  @Test func aLoadDoesNotBringBackAnItemWhoseDeleteIsInFlight() async throws {
    // Given a delete that takes a second to reach the store
    let slow = SlowStore(items: [.keyboard, .charger])
    let model = InventoryModel(
      items: [.keyboard, .charger], loadState: .loaded,
      apiClient: slow.client(delaying: [.delete]))
    let delete = Task { await model.delete(id: Item.keyboard.id) }
    await slow.requestsStarted(1)

    // When a load reads the store before the delete reaches it
    await model.load()

    // Then the keyboard stays gone, and is gone from the store once the delete lands
    expectNoDifference(Array(model.items), [.charger])
    await slow.clock.advance(by: .seconds(1))
    await delete.value
    expectNoDifference(Array(model.items), [.charger])
    let stored = try await slow.store.loadItems()
    expectNoDifference(stored, [.charger])
  }
}
