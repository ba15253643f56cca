import Foundation
import Models

/// The features' only way to reach stored items.
///
/// A value of closures rather than a protocol, so a test or a preview replaces one endpoint at a
/// time and the heavy live implementation (`ApiClientLive`) is linked only by the app's entry
/// point.
///
/// Saving is split into ``insertItem`` and ``updateItem`` on purpose: an update of an item that
/// was deleted meanwhile fails with ``ApiError/notFound(_:)`` instead of bringing it back, and an
/// insert whose id is already stored fails with ``ApiError/alreadyStored(_:)`` instead of
/// replacing it (a stale Add draft restored from disk must not overwrite what the user saved).
public struct ApiClient: Sendable {
  /// Every stored item, in the order they were inserted.
  public var loadItems: @Sendable () async throws -> [Item]
  /// Stores a new item after the others; throws ``ApiError/alreadyStored(_:)`` and changes
  /// nothing if an item with its id is already stored.
  public var insertItem: @Sendable (Item) async throws -> Void
  /// Replaces the stored item with the same id; throws ``ApiError/notFound(_:)`` if there is none.
  public var updateItem: @Sendable (Item) async throws -> Void
  /// Removes the item with this id; deleting an id that is not stored does nothing.
  public var deleteItem: @Sendable (Item.ID) async throws -> Void

  /// A client with these endpoints. The ready-made ones are `ApiClient.live(store:)` (in
  /// ApiClientLive), ``preview(items:latency:failing:clock:)`` and ``testValue``.
  public init(
    loadItems: @escaping @Sendable () async throws -> [Item],
    insertItem: @escaping @Sendable (Item) async throws -> Void,
    updateItem: @escaping @Sendable (Item) async throws -> Void,
    deleteItem: @escaping @Sendable (Item.ID) async throws -> Void
  ) {
    self.loadItems = loadItems
    self.insertItem = insertItem
    self.updateItem = updateItem
    self.deleteItem = deleteItem
  }
}

/// The endpoints of ``ApiClient``, used to name one in failure injection and in errors.
public enum ApiEndpoint: String, CaseIterable, Codable, Hashable, Sendable {
  /// ``ApiClient/loadItems``.
  case load
  /// ``ApiClient/insertItem``.
  case insert
  /// ``ApiClient/updateItem``.
  case update
  /// ``ApiClient/deleteItem``.
  case delete
}

/// Errors every implementation of ``ApiClient`` may report, with a message a user can act on.
public enum ApiError: Error, Equatable, LocalizedError, Sendable {
  /// The item was deleted (perhaps by another window or process) before this change reached it.
  case notFound(Item.ID)
  /// An insert named an id that is already stored: the new item was not saved and the stored one
  /// was left as it was, because an add must never replace.
  case alreadyStored(Item.ID)
  /// A failure a preview or test asked for, see ``ApiClient/preview(items:latency:failing:clock:)``.
  case injectedFailure(ApiEndpoint)

  public var errorDescription: String? {
    switch self {
    case .notFound(let id):
      Item.notFoundMessage(id)
    case .alreadyStored(let id):
      "An item with the id \(id.uuidString) is already stored, so this new item was not saved; "
        + "the stored item was not changed."
    case .injectedFailure(let endpoint):
      "The \(endpoint.rawValue) request failed (simulated failure)."
    }
  }
}
