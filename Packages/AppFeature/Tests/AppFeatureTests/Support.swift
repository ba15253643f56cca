import ApiClient
import AppFeature
import Clocks
import Foundation
import InventoryFeature
import Models
import Synchronization

/// Ids for new items, `00000000-0000-0000-0001-000000000001`, `…002`, …: distinct from the
/// samples' and the same on every run.
final class IncrementingIDs: Sendable {
  private let next = Mutex(1)

  func callAsFunction() -> UUID {
    Self.id(
      next.withLock { value in
        defer { value += 1 }
        return value
      })
  }

  /// The id the `n`th call returns, counting from 1.
  static func id(_ n: Int) -> UUID {
    UUID(uuidString: String(format: "00000000-0000-0000-0001-%012X", n)) ?? UUID()
  }
}

extension AppModel {
  /// An app on the inventory tab over a loaded inventory of `items`, stored by `client`.
  @MainActor
  static func loaded(
    items: [Item] = Item.samples,
    client: ApiClient? = nil,
    selectedTab: Tab = .inventory
  ) -> AppModel {
    let ids = IncrementingIDs()
    return AppModel(
      selectedTab: selectedTab,
      inventory: InventoryModel(
        items: items, loadState: .loaded, apiClient: client ?? .preview(items: items),
        makeID: { ids() })
    )
  }
}

/// An in-memory store whose chosen endpoints answer only when the test moves ``clock`` to one
/// second, and which counts the requests waiting for it.
///
/// Every delayed request waits for the same instant, so one that starts after the clock moved
/// answers at once instead of waiting forever; and a test can wait for a request to be in flight
/// (``requestsStarted(_:)``) before it looks at the screen or moves the clock. Nothing sleeps.
final class DelayedStore: Sendable {
  /// The clock the delayed requests wait on.
  let clock = TestClock<Duration>()
  /// The store behind the delay, answering at once: what it holds is what was written.
  let backing: ApiClient
  private let answerTime: TestClock<Duration>.Instant
  private let started = Mutex(Started())

  private struct Started {
    var count = 0
    var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  }

  init(items: [Item] = Item.samples) {
    backing = .preview(items: items)
    answerTime = clock.now.advanced(by: .seconds(1))
  }

  /// A client whose `endpoints` reach the store only once ``clock`` reaches one second.
  func client(delaying endpoints: Set<ApiEndpoint>) -> ApiClient {
    let backing = backing
    let delay: @Sendable (ApiEndpoint) async throws -> Void = { [self] endpoint in
      if endpoints.contains(endpoint) { try await waitForAnswerTime() }
    }
    return ApiClient(
      loadItems: {
        try await delay(.load)
        return try await backing.loadItems()
      },
      insertItem: { item in
        try await delay(.insert)
        try await backing.insertItem(item)
      },
      updateItem: { item in
        try await delay(.update)
        try await backing.updateItem(item)
      },
      deleteItem: { id in
        try await delay(.delete)
        try await backing.deleteItem(id)
      }
    )
  }

  /// Returns once `count` delayed requests in all have started.
  func requestsStarted(_ count: Int) async {
    await withCheckedContinuation { continuation in
      let hasStarted = started.withLock { started in
        if started.count >= count { return true }
        started.waiters.append((count, continuation))
        return false
      }
      if hasStarted { continuation.resume() }
    }
  }

  private func waitForAnswerTime() async throws {
    let ready = started.withLock { started in
      started.count += 1
      let count = started.count
      let ready = started.waiters.filter { $0.count <= count }.map(\.continuation)
      started.waiters.removeAll { $0.count <= count }
      return ready
    }
    for continuation in ready {
      continuation.resume()
    }
    try await clock.sleep(until: answerTime)
  }
}
