import Models

/// Why the inventory cannot show a stored item (``InventoryModel/storedItem(_:)``): the one
/// answer of a link and a restore about an item.
public enum MissingItem: Error, Hashable, Sendable, CustomStringConvertible {
  /// The store holds no item with this id (deleted since, or never stored).
  case notStored(Item.ID)
  /// The inventory could not load its items, so no id can be checked.
  case inventoryNotLoaded

  public var description: String {
    switch self {
    case .notStored(let id): Item.notFoundMessage(id)
    case .inventoryNotLoaded: "The inventory could not load its items."
    }
  }
}
