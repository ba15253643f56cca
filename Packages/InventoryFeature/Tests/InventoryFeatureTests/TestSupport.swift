import ApiClient
import Foundation
import Models
import Synchronization

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

extension ApiClient {
  /// This client with the given endpoints first waiting `latency` on `clock`, while the store
  /// behind it stays readable without delay through the original client.
  func delaying(
    _ endpoints: Set<ApiEndpoint>,
    by latency: Duration,
    on clock: any Clock<Duration>
  ) -> ApiClient {
    let base = self
    @Sendable func wait(_ endpoint: ApiEndpoint) async throws {
      if endpoints.contains(endpoint) {
        try await clock.sleep(for: latency)
      }
    }
    return ApiClient(
      loadItems: {
        try await wait(.load)
        return try await base.loadItems()
      },
      insertItem: { item in
        try await wait(.insert)
        try await base.insertItem(item)
      },
      updateItem: { item in
        try await wait(.update)
        try await base.updateItem(item)
      },
      deleteItem: { id in
        try await wait(.delete)
        try await base.deleteItem(id)
      }
    )
  }
}

extension Item {
  static let lamp = Item(
    id: Item.sampleID(50), name: "Lamp", color: .white, status: .inStock(quantity: 3))
}
