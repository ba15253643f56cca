import Foundation

/// One thing the inventory keeps track of.
///
/// `Item` is plain data: every feature, the store and the URL router pass it around by value.
public struct Item: Hashable, Codable, Identifiable, Sendable {
  public var id: UUID
  public var name: String
  public var color: Color?
  public var status: Status

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

  /// A copy with every field kept and a new identity, so both can live in one inventory.
  public func duplicate(id: UUID = UUID()) -> Item {
    var copy = self
    copy.id = id
    return copy
  }
}
