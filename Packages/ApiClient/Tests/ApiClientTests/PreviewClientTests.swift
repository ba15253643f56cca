import ApiClient
import Clocks
import CustomDump
import Models
import Synchronization
import Testing

@Suite struct PreviewClientTests {
  @Test func loadsTheSeededItems() async throws {
    let client = ApiClient.preview()
    let items = try await client.loadItems()
    expectNoDifference(items, Item.samples)
  }

  @Test func insertAppendsAndUpdateReplacesInPlace() async throws {
    let client = ApiClient.preview(items: [.keyboard, .charger])
    let lamp = Item(id: Item.sampleID(9), name: "Lamp", status: .inStock(quantity: 2))
    var charger = Item.charger
    charger.name = "USB-C Charger"

    try await client.insertItem(lamp)
    try await client.updateItem(charger)

    let items = try await client.loadItems()
    expectNoDifference(items, [.keyboard, charger, lamp])
  }

  @Test func updatingADeletedItemFailsAndDoesNotBringItBack() async throws {
    let client = ApiClient.preview(items: [.keyboard, .phone])
    try await client.deleteItem(Item.phone.id)

    await #expect(throws: ApiError.notFound(Item.phone.id)) {
      try await client.updateItem(.phone)
    }
    let items = try await client.loadItems()
    expectNoDifference(items, [.keyboard])
  }

  @Test func eachEndpointWaitsItsLatencyOnTheInjectedClock() async throws {
    let clock = TestClock()
    let client = ApiClient.preview(items: [.keyboard], latency: .seconds(2), clock: clock)
    let finished = Mutex(false)

    let insert = Task {
      try await client.insertItem(.phone)
      finished.withLock { $0 = true }
    }
    await clock.advance(by: .seconds(1))
    #expect(finished.withLock { $0 } == false)

    await clock.advance(by: .seconds(1))
    try await insert.value
    #expect(finished.withLock { $0 } == true)

    let load = Task { try await client.loadItems() }
    await clock.advance(by: .seconds(2))
    let items = try await load.value
    expectNoDifference(items, [.keyboard, .phone])
  }

  @Test func aFailingEndpointThrowsAndChangesNothing() async throws {
    let client = ApiClient.preview(items: [.keyboard], failing: [.insert, .delete])

    await #expect(throws: ApiError.injectedFailure(.insert)) {
      try await client.insertItem(.phone)
    }
    await #expect(throws: ApiError.injectedFailure(.delete)) {
      try await client.deleteItem(Item.keyboard.id)
    }
    let items = try await client.loadItems()
    expectNoDifference(items, [.keyboard])
  }

  @Test func errorsExplainThemselves() {
    #expect(
      ApiError.notFound(Item.phone.id).localizedDescription
        == "The item 00000000-0000-0000-0000-000000000003 no longer exists; it may have been deleted."
    )
    #expect(
      ApiError.injectedFailure(.update).localizedDescription
        == "The update request failed (simulated failure)."
    )
  }
}
