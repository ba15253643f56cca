import Models

/// Where the inventory asks to go outside itself, as plain data.
///
/// The inventory never builds another feature's model or view: it hands one of these values to
/// ``InventoryModel/onDestination`` and the app layer decides what to present (the item form in a
/// sheet). Its rows are not the inventory's: the app fills the list's row slot and hears what a
/// row asks for directly.
public enum InventoryDestination: Hashable, Codable, Sendable {
  /// Add a new item, starting from this draft (empty name, no color, one in stock, and a new id).
  /// Confirming calls ``InventoryModel/add(_:)``.
  case add(Item)

  /// The inventory's URL fragment that names this destination: `add` with the draft's fields
  /// (its id, which a new item gets when the sheet opens, left out).
  public var route: InventoryRoute {
    switch self {
    case .add(let item): .add(InventoryRoute.Draft(item))
    }
  }

  /// The destination `route` names, the reverse of ``route`` (a new item's id from `newID`), or
  /// `nil` for a place the inventory shows itself or one of an item's, which its row names. The
  /// one mapping, for the inventory's previews and the app's links alike.
  public init?(_ route: InventoryRoute, newID: () -> Item.ID) {
    switch route {
    case .add(let draft): self = .add(draft.item(id: newID()))
    case .list, .help, .item: return nil
    }
  }
}
