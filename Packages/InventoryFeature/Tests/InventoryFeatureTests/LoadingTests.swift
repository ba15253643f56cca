import ApiClient
import Clocks
import CustomDump
import InventoryFeature
import Models
import Synchronization
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

  @Test func whatALinkNeedsFirstLoadsOnlyAnInventoryWithoutItems() async {
    var apiClient = ApiClient.testValue
    apiClient.loadItems = { [Item.keyboard] }
    let given = InventoryModel(items: [.phone], apiClient: apiClient)
    let failed = InventoryModel(loadState: .failed(message: "Disk error."), apiClient: apiClient)

    await given.loadUnlessLoaded()
    await failed.loadUnlessLoaded()

    expectNoDifference(Array(given.items), [.phone])
    expectNoDifference(Array(failed.items), [.keyboard])
    #expect(given.isLoaded && failed.isLoaded)
  }

  @Test func aStoredItemIsFoundAndAMissingOneSaysWhetherTheInventoryLoaded() {
    let loaded = InventoryModel(items: [.phone], loadState: .loaded, apiClient: .testValue)
    let unloaded = InventoryModel(apiClient: .testValue)

    expectNoDifference(loaded.storedItem(Item.phone.id), .success(.phone))
    expectNoDifference(loaded.storedItem(Item.lamp.id), .failure(.notStored(Item.lamp.id)))
    expectNoDifference(unloaded.storedItem(Item.phone.id), .failure(.inventoryNotLoaded))
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

    // When the list is shown again
    let store = Task {
      await slow.requestsStarted(2)
      await slow.clock.advance(by: .seconds(1))
    }
    await model.task()
    await store.value

    // Then it loads
    #expect(model.loadState == .loaded)
    expectNoDifference(Array(model.items), [.keyboard])
  }

  @Test func aLoadStartedWhileOneIsInFlightJoinsIt() async throws {
    // Given an entry point's load reading the store, where a second read would answer later
    let slow = SlowStore(items: [.keyboard, .charger])
    let reads = Mutex(0)
    var apiClient = slow.store
    apiClient.loadItems = {
      let read = reads.withLock { count in
        count += 1
        return count
      }
      try await slow.wait(untilSecond: read)
      return try await slow.store.loadItems()
    }
    let model = InventoryModel(apiClient: apiClient)
    let entryPoint = Task {
      await model.load()
      return model.loadState
    }
    await slow.requestsStarted(1)

    // When the list appears meanwhile, and the store answers the first read
    let store = Task {
      await slow.clock.advance(by: .seconds(1))
      let stateWhenTheEntryPointResumed = await entryPoint.value
      // A second read, had there been one, answers only now.
      await slow.clock.advance(by: .seconds(1))
      return stateWhenTheEntryPointResumed
    }
    await model.task()

    // Then the entry point resumes with the list loaded, and the store was read once
    let stateWhenTheEntryPointResumed = await store.value
    #expect(stateWhenTheEntryPointResumed == .loaded)
    #expect(model.loadState == .loaded)
    expectNoDifference(Array(model.items), [.keyboard, .charger])
    #expect(reads.withLock { $0 } == 1)
  }

  @Test func aCallerThatLeavesDoesNotStopTheLoadForTheOthers() async throws {
    // Given the list's load in flight, which an entry point joins
    let slow = SlowStore(items: [.keyboard])
    let model = InventoryModel(apiClient: slow.client(delaying: [.load]))
    let view = Task { await model.task() }
    await slow.requestsStarted(1)

    // When the list disappears, then the store answers
    let store = Task {
      view.cancel()
      await view.value
      await slow.clock.advance(by: .seconds(1))
    }
    await model.load()
    await store.value

    // Then the entry point resumes with the list loaded
    #expect(model.loadState == .loaded)
    expectNoDifference(Array(model.items), [.keyboard])
  }

  @Test func everyCallerOfAFailedLoadSeesTheFailureAndRetryLoads() async throws {
    // Given a load that fails after a second, which a second caller joins
    let slow = SlowStore(items: [.keyboard], failing: [.load])
    var apiClient = slow.client(delaying: [.load])
    let failing = apiClient.loadItems
    let attempts = Mutex(0)
    apiClient.loadItems = {
      let attempt = attempts.withLock { count in
        count += 1
        return count
      }
      guard attempt > 1 else { return try await failing() }
      return [.keyboard]
    }
    let model = InventoryModel(apiClient: apiClient)
    let first = Task {
      await model.task()
      return model.loadState
    }
    await slow.requestsStarted(1)

    // When the store fails
    let store = Task { await slow.clock.advance(by: .seconds(1)) }
    await model.load()
    await store.value

    // Then both callers see the failure, and Retry reads the store again
    let message = "The load request failed (simulated failure)."
    #expect(await first.value == .failed(message: message))
    #expect(model.loadState == .failed(message: message))
    await model.retryButtonTapped()
    #expect(model.loadState == .loaded)
    expectNoDifference(Array(model.items), [.keyboard])
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

  @Test func aLoadThatReadTheStoreBeforeADeleteLandedDoesNotBringItBack() async throws {
    // Given a delete in flight, and a load that read the store before the delete reached it
    let deletes = SlowStore(items: [.keyboard, .charger])
    let reads = SlowStore()
    var apiClient = deletes.client(delaying: [.delete])
    apiClient.loadItems = {
      let snapshot = try await deletes.store.loadItems()
      try await reads.wait()
      return snapshot
    }
    let model = InventoryModel(
      items: [.keyboard, .charger], loadState: .loaded, apiClient: apiClient)
    let delete = Task { await model.delete(id: Item.keyboard.id) }
    await deletes.requestsStarted(1)
    let load = Task { await model.load() }
    await reads.requestsStarted(1)

    // When the delete lands, and then the load answers with what it read
    await deletes.clock.advance(by: .seconds(1))
    await delete.value
    await reads.clock.advance(by: .seconds(1))
    await load.value

    // Then the keyboard stays deleted
    #expect(model.loadState == .loaded)
    expectNoDifference(Array(model.items), [.charger])
    let stored = try await deletes.store.loadItems()
    expectNoDifference(stored, [.charger])
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
