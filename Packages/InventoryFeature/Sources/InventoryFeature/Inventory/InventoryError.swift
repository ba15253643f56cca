import Foundation
import Models

/// Why the inventory could not open what a link named, with a message a user can act on.
public enum InventoryError: Error, Equatable, LocalizedError, Sendable {
  /// A deep link named an item that is not in the inventory.
  case unknownItem(Item.ID)

  public var errorDescription: String? {
    switch self {
    case .unknownItem(let id):
      Item.notFoundMessage(id)
    }
  }
}
