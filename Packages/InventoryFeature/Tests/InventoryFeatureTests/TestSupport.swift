import ApiClient
import Clocks
import Foundation
import Models
import Synchronization
import Testing

/// Ids `00000000-0000-0000-0000-0000000000NN` counting up from `first`, so tests can name the ids
/// the model makes for drafts and duplicates.
final class IncrementingIDs: Sendable {
  private let next: Mutex<UInt8>

  init(startingAt first: UInt8 = 100) {
    next = Mutex(first)
  }

  func callAsFunction() -> UUID {
    next.withLock { value in
      defer { value += 1 }
      return Item.sampleID(value)
    }
  }
}

/// Records every value handed to a delegate closure, in order.
@MainActor
final class Recorder<Value> {
  private(set) var values: [Value] = []

  func record(_ value: Value) {
    values.append(value)
  }
}

/// An in-memory store whose chosen endpoints answer only when the test moves its `TestClock` to
/// one second.
///
/// Every delayed request waits until that same instant, however late it starts, so no request
/// can miss the tick; tests never sleep, time moves only when they advance ``clock``. The store
/// counts the requests that started waiting, so a test can wait for one to be in flight.
final class SlowStore: Sendable {
  let clock = TestClock<Duration>()
  /// The store behind, answering at once, for reading what it holds.
  let store: ApiClient
  private let start: TestClock<Duration>.Instant
  private let arrivals = Mutex(Arrivals())

  private struct Arrivals {
    var count = 0
    var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  }

  init(items: [Item] = Item.samples, failing: Set<ApiEndpoint> = []) {
    store = .preview(items: items, failing: failing)
    start = clock.now
  }

  /// A client whose `endpoints` wait for the clock to reach one second before reaching the store.
  func client(delaying endpoints: Set<ApiEndpoint>) -> ApiClient {
    let store = store
    @Sendable func reach(_ endpoint: ApiEndpoint) async throws {
      if endpoints.contains(endpoint) {
        try await wait()
      }
    }
    return ApiClient(
      loadItems: {
        try await reach(.load)
        return try await store.loadItems()
      },
      insertItem: { item in
        try await reach(.insert)
        try await store.insertItem(item)
      },
      updateItem: { item in
        try await reach(.update)
        try await store.updateItem(item)
      },
      deleteItem: { id in
        try await reach(.delete)
        try await store.deleteItem(id)
      }
    )
  }

  /// Waits for the clock to reach `second` seconds (one by default), counted as a request in
  /// flight; for hand-written endpoints.
  func wait(untilSecond second: Int = 1) async throws {
    let ready = arrivals.withLock { arrivals in
      arrivals.count += 1
      let count = arrivals.count
      let ready = arrivals.waiters.filter { $0.count <= count }
      arrivals.waiters.removeAll { $0.count <= count }
      return ready
    }
    for waiter in ready {
      waiter.continuation.resume()
    }
    try await clock.sleep(until: start.advanced(by: .seconds(second)))
  }

  /// Returns once `count` requests in all have started waiting (at once if they already have).
  func requestsStarted(_ count: Int) async {
    await withCheckedContinuation { continuation in
      let isReady = arrivals.withLock { arrivals in
        guard arrivals.count < count else { return true }
        arrivals.waiters.append((count, continuation))
        return false
      }
      if isReady {
        continuation.resume()
      }
    }
  }
}

extension ApiClient {
  /// A client whose first load fails with an injected failure and whose later loads return
  /// `items`; every other endpoint is unimplemented.
  static func failingFirstLoad(thenLoading items: [Item]) -> ApiClient {
    let attempts = Mutex(0)
    var client = ApiClient.testValue
    client.loadItems = {
      let attempt = attempts.withLock { value in
        value += 1
        return value
      }
      if attempt == 1 { throw ApiError.injectedFailure(.load) }
      return items
    }
    return client
  }
}

extension Item {
  static let lamp = Item(
    id: Item.sampleID(50), name: "Lamp", color: .white, status: .inStock(quantity: 3))
}
