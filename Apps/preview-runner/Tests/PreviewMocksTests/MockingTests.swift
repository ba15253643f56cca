import ApiClient
import CustomDump
import Models
import PreviewMocks
import PreviewRunner
import Synchronization
import Testing

/// What `--fail` and `--latency` do to a client.
@Suite(.timeLimit(.minutes(2)))
struct MockingTests {
  @Test func withoutMocksEveryRequestReachesTheClient() async throws {
    let client = ApiClient.preview().mocking(Mocks())

    try await client.insertItem(.draft(id: Item.sampleID(9)))
    try await client.deleteItem(Item.keyboard.id)

    let ids = try await client.loadItems().map(\.id)
    expectNoDifference(ids, [Item.charger.id, Item.phone.id, Item.headphones.id, Item.sampleID(9)])
  }

  @Test func failingSavesRefuseInsertsAndUpdatesAndChangeNothing() async throws {
    let store = ApiClient.preview()
    let client = store.mocking(Mocks(failing: [.save]))
    var renamed = Item.keyboard
    renamed.name = "Renamed"

    await #expect(throws: ApiError.injectedFailure(.insert)) {
      try await client.insertItem(.draft(id: Item.sampleID(9)))
    }
    await #expect(throws: ApiError.injectedFailure(.update)) {
      try await client.updateItem(renamed)
    }

    let items = try await client.loadItems()
    expectNoDifference(items, Item.samples)
  }

  @Test func failingLoadsAndDeletesAreRefusedAndOthersStillWork() async throws {
    let store = ApiClient.preview()
    let client = store.mocking(Mocks(failing: [.load, .delete]))

    await #expect(throws: ApiError.injectedFailure(.load)) { try await client.loadItems() }
    await #expect(throws: ApiError.injectedFailure(.delete)) {
      try await client.deleteItem(Item.keyboard.id)
    }
    try await client.insertItem(.draft(id: Item.sampleID(9)))

    let count = try await store.loadItems().count
    #expect(count == 5)
  }

  @Test func aSaveReachesTheStoreOnlyAfterItsLatency() async throws {
    let latency = Duration.milliseconds(200)
    let arrivals = Arrivals()
    let client = arrivals.recording(ApiClient.preview()).mocking(Mocks(saveLatency: latency))
    var renamed = Item.keyboard
    renamed.name = "Renamed"
    let saves: [(ApiEndpoint, @Sendable () async throws -> Void)] = [
      (.insert, { try await client.insertItem(.draft(id: Item.sampleID(9))) }),
      (.update, { [renamed] in try await client.updateItem(renamed) }),
    ]

    for (endpoint, save) in saves {
      let start = ContinuousClock.now
      try await save()
      // `Task.sleep` never wakes early, so a save that waited its latency arrives no sooner than
      // this however loaded the machine is, and one that did not wait arrives at once.
      let arrival = try #require(arrivals.last)
      #expect(start.duration(to: arrival) >= latency, "\(endpoint) waits its latency first")
    }
    #expect(arrivals.count == 2)
  }

  @Test func aLoadReachesTheStoreOnlyAfterItsLoadLatency() async throws {
    let latency = Duration.milliseconds(200)
    let arrivals = Arrivals()
    let client = arrivals.recording(ApiClient.preview()).mocking(Mocks(loadLatency: latency))

    let start = ContinuousClock.now
    let items = try await client.loadItems()
    let arrival = try #require(arrivals.last)
    #expect(start.duration(to: arrival) >= latency, "a load waits its latency first")
    expectNoDifference(items, Item.samples)
  }

  @Test func aSaveCancelledWhileWaitingNeverReachesTheStore() async throws {
    let store = ApiClient.preview()
    let arrivals = Arrivals()
    let client = arrivals.recording(store).mocking(Mocks(saveLatency: .seconds(3600)))

    // Cancelled at once: whether or not it has started waiting yet, the wait throws.
    let save = Task { try await client.insertItem(.draft(id: Item.sampleID(9))) }
    save.cancel()

    await #expect(throws: CancellationError.self) { try await save.value }
    #expect(arrivals.count == 0)
    let count = try await store.loadItems().count
    #expect(count == 4)
  }
}

/// When saves reach the client behind the mocks.
private final class Arrivals: Sendable {
  private let instants = Mutex<[ContinuousClock.Instant]>([])

  /// How many saves have arrived.
  var count: Int { instants.withLock { $0.count } }

  /// When the latest save arrived.
  var last: ContinuousClock.Instant? { instants.withLock { $0.last } }

  /// `client`, noting here when each of its inserts and updates begins.
  func recording(_ client: ApiClient) -> ApiClient {
    var client = client
    let (load, insert, update) = (client.loadItems, client.insertItem, client.updateItem)
    client.loadItems = {
      self.arrived()
      return try await load()
    }
    client.insertItem = { item in
      self.arrived()
      try await insert(item)
    }
    client.updateItem = { item in
      self.arrived()
      try await update(item)
    }
    return client
  }

  private func arrived() {
    instants.withLock { $0.append(.now) }
  }
}
