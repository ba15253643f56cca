import ApiClient
import CustomDump
import Models
import PreviewMocks
import PreviewRunner
import Testing

/// What `--fail` and `--latency` do to a client.
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

  @Test func aSaveWaitsItsLatencyBeforeReachingTheStore() async throws {
    let store = ApiClient.preview()
    let client = store.mocking(Mocks(saveLatency: .seconds(3600)))

    let save = Task { try await client.insertItem(.draft(id: Item.sampleID(9))) }
    await Task.yield()
    let countWhileWaiting = try await store.loadItems().count
    save.cancel()

    #expect(countWhileWaiting == 4)
    await #expect(throws: CancellationError.self) { try await save.value }
    let countAfter = try await store.loadItems().count
    #expect(countAfter == 4)
  }
}
