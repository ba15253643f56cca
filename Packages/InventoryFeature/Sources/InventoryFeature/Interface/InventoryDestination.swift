import Models

/// Where the inventory asks to go outside itself, as plain data.
///
/// The inventory never builds another feature's model or view: it hands one of these values to
/// ``InventoryModel/onDestination`` and the app layer decides what to present (the item form in a
/// sheet, a drill-down, a popover). Every case carries the ``Item`` the form should start from, so
/// the presenter needs no lookup.
public enum InventoryDestination: Hashable, Codable, Sendable {
  /// Add a new item, starting from this draft (empty name, no color, one in stock). Confirming
  /// calls ``InventoryModel/add(_:)``.
  case add(Item)
  /// Edit this stored item on a draft copy. Confirming calls ``InventoryModel/update(_:)``.
  case edit(Item)
  /// Add a copy of the listed item with id `of`; the copy already has its new id. Confirming
  /// calls ``InventoryModel/add(_:)``. The original's id is what a URL of this state names
  /// (`<item-id>/duplicate`).
  case duplicate(Item, of: Item.ID)
}
