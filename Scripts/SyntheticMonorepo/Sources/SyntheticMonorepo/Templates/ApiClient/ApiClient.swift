import Foundation
import Models

/// The features' only way to reach stored items: a value of closures, so a preview or a test
/// replaces one endpoint at a time.
public struct ApiClient: Sendable {
  public var loadItems: @Sendable () async throws -> [Item]
  public var saveItem: @Sendable (Item) async throws -> Void
  public var deleteItem: @Sendable (Item.ID) async throws -> Void

  public init(
    loadItems: @escaping @Sendable () async throws -> [Item],
    saveItem: @escaping @Sendable (Item) async throws -> Void,
    deleteItem: @escaping @Sendable (Item.ID) async throws -> Void
  ) {
    self.loadItems = loadItems
    self.saveItem = saveItem
    self.deleteItem = deleteItem
  }
}

/// Errors every implementation of ``ApiClient`` may report.
public enum ApiError: Error, Equatable, Sendable, CustomStringConvertible {
  case notFound(Item.ID)

  public var description: String {
    switch self {
    case .notFound(let id): "The item \(id.uuidString) no longer exists."
    }
  }
}

extension ApiClient {
  /// An in-memory client seeded with `items`.
  public static func preview(items: [Item] = Item.samples) -> ApiClient {
    let store = InMemoryStore(items: items)
    return ApiClient(
      loadItems: { await store.items },
      saveItem: { item in await store.save(item) },
      deleteItem: { id in try await store.delete(id: id) }
    )
  }
}

private actor InMemoryStore {
  private(set) var items: [Item]

  init(items: [Item]) {
    self.items = items
  }

  func save(_ item: Item) {
    if let index = items.firstIndex(where: { $0.id == item.id }) {
      items[index] = item
    } else {
      items.append(item)
    }
  }

  func delete(id: Item.ID) throws {
    guard let index = items.firstIndex(where: { $0.id == id }) else {
      throw ApiError.notFound(id)
    }
    items.remove(at: index)
  }
}
