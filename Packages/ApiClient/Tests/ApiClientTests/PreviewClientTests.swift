import ApiClient
import CustomDump
import Models
import Testing

@Suite(.timeLimit(.minutes(2))) struct PreviewClientTests {
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

  @Test func insertingAStoredIdFailsAndLeavesTheStoredItem() async throws {
    // Given a stale Add draft whose id is the charger's
    let client = ApiClient.preview(items: [.keyboard, .charger])
    var stale = Item.charger
    stale.name = "Stale draft"

    // When it is inserted, then it is refused and the stored charger is unchanged
    await #expect(throws: ApiError.alreadyStored(Item.charger.id)) {
      try await client.insertItem(stale)
    }
    let items = try await client.loadItems()
    expectNoDifference(items, [.keyboard, .charger])
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
    let (progress, report) = AsyncStream.makeStream(of: Progress.self)
    var reports = progress.makeAsyncIterator()
    let clock = ManualClock { report.yield(.asleep(until: $0)) }
    let client = ApiClient.preview(
      items: [.keyboard, .charger], latency: .seconds(2), clock: clock)

    /// Runs `request` and checks that it sleeps two seconds on the clock before it finishes:
    /// still asleep one second in, done once the clock reaches two seconds.
    func expectTwoSecondLatency<Result: Sendable>(
      _ endpoint: ApiEndpoint,
      _ request: @escaping @Sendable () async throws -> Result
    ) async throws -> Result {
      let start = clock.now
      let task = Task {
        defer { report.yield(.finished) }
        return try await request()
      }
      // Wait for the request to go to sleep (or to finish without sleeping) before moving time.
      let first = await reports.next()
      switch first {
      case .asleep(let deadline)?:
        #expect(deadline == start.advanced(by: .seconds(2)), "\(endpoint) sleeps its latency")
        clock.advance(by: .seconds(1))
        #expect(clock.sleeperCount == 1, "\(endpoint) is still waiting one second in")
        clock.advance(to: deadline)
        #expect(await reports.next() == .finished, "\(endpoint) finishes at its deadline")
      case .finished?:
        Issue.record("\(endpoint) finished without waiting on the clock")
      case nil:
        Issue.record("\(endpoint) was cancelled before it went to sleep")
      }
      return try await withTaskCancellationHandler {
        try await task.value
      } onCancel: {
        task.cancel()
      }
    }

    var renamed = Item.keyboard
    renamed.name = "Mechanical keyboard"
    try await expectTwoSecondLatency(.insert) { try await client.insertItem(.phone) }
    try await expectTwoSecondLatency(.update) { [renamed] in try await client.updateItem(renamed) }
    try await expectTwoSecondLatency(.delete) { try await client.deleteItem(Item.charger.id) }
    let items = try await expectTwoSecondLatency(.load) { try await client.loadItems() }
    expectNoDifference(items, [renamed, .phone])
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
        == "There is no item 00000000-0000-0000-0000-000000000003 in the inventory; it may have "
        + "been deleted."
    )
    #expect(
      ApiError.alreadyStored(Item.phone.id).localizedDescription
        == "An item with the id 00000000-0000-0000-0000-000000000003 is already stored, so this "
        + "new item was not saved; the stored item was not changed."
    )
    #expect(
      ApiError.injectedFailure(.update).localizedDescription
        == "The update request failed (simulated failure)."
    )
  }
}

/// What a request under test did last: went to sleep on the clock until a deadline, or finished.
private enum Progress: Equatable, Sendable {
  case asleep(until: ManualClock.Instant)
  case finished
}
