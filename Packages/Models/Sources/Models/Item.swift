import Foundation

/// One thing the inventory keeps track of.
///
/// `Item` is plain data: every feature, the store and the URL router pass it around by value.
public struct Item: Hashable, Codable, Identifiable, Sendable {
  /// Who the item is, for its whole life: the store, the list and URLs find it by this id, never
  /// by its position or name.
  public var id: UUID
  /// What the user calls it; the form refuses to save a blank one.
  public var name: String
  /// Its color, if the user chose one.
  public var color: Color?
  /// Whether it is in stock, and how many.
  public var status: Status

  /// An item with these fields.
  public init(id: UUID, name: String, color: Color? = nil, status: Status) {
    self.id = id
    self.name = name
    self.color = color
    self.status = status
  }

  /// The starting point of an item the user is about to add: no name, no color, one in stock.
  public static func draft(id: UUID = UUID()) -> Item {
    Item(id: id, name: "", color: nil, status: .inStock(quantity: 1))
  }

  /// What to tell a user about an id that names no item, wherever the id came from (a link, a
  /// saved state, a save that arrived after a delete).
  public static func notFoundMessage(_ id: UUID) -> String {
    "There is no item \(id.uuidString) in the inventory; it may have been deleted."
  }

  /// A copy with every field kept and a new identity, so both can live in one inventory.
  public func duplicate(id: UUID = UUID()) -> Item {
    var copy = self
    copy.id = id
    return copy
  }
}
