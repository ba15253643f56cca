import Foundation
import Models

/// Why the inventory refused a change, with a message a user can act on.
public enum InventoryError: Error, Equatable, LocalizedError, Sendable {
  /// A save of this item is still in flight; a second one could reach the store out of order.
  case saveInProgress(itemName: String)
  /// A deep link named an item that is not in the inventory.
  case unknownItem(Item.ID)

  public var errorDescription: String? {
    switch self {
    case .saveInProgress(let itemName):
      "\"\(itemName)\" is still being saved; try again when that save has finished."
    case .unknownItem(let id):
      Item.notFoundMessage(id)
    }
  }
}
