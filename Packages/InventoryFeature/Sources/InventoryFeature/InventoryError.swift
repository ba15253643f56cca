import Foundation

/// Why the inventory refused a change, with a message a user can act on.
public enum InventoryError: Error, Equatable, LocalizedError, Sendable {
  /// A save of this item is still in flight; a second one could reach the store out of order.
  case saveInProgress(itemName: String)

  public var errorDescription: String? {
    switch self {
    case .saveInProgress(let itemName):
      "\"\(itemName)\" is still being saved; try again when that save has finished."
    }
  }
}
