import Foundation

/// One thing the inventory keeps track of: plain data passed around by value.
public struct Item: Hashable, Codable, Identifiable, Sendable {
  public var id: UUID
  public var name: String
  public var quantity: Int
  public var isOnBackOrder: Bool
  public var tags: [String]

  public init(
    id: UUID, name: String, quantity: Int, isOnBackOrder: Bool = false, tags: [String] = []
  ) {
    self.id = id
    self.name = name
    self.quantity = quantity
    self.isOnBackOrder = isOnBackOrder
    self.tags = tags
  }

  /// Whether the item can be sold now.
  public var isInStock: Bool { quantity > 0 }

  /// A copy with every field kept and a new identity.
  public func duplicate(id: UUID = UUID()) -> Item {
    var copy = self
    copy.id = id
    return copy
  }
}

extension Item {
  /// Four items with fixed ids, so generated previews and links stay stable.
  public static let samples: [Item] = [
    Item(id: sampleID(1), name: "Keyboard", quantity: 100, tags: ["desk"]),
    Item(id: sampleID(2), name: "Charger", quantity: 20, tags: ["power"]),
    Item(id: sampleID(3), name: "Phone", quantity: 0, isOnBackOrder: true),
    Item(id: sampleID(4), name: "Headphones", quantity: 0, tags: ["audio"]),
  ]

  /// A fixed id whose last byte is `n`.
  public static func sampleID(_ n: UInt8) -> UUID {
    UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, n))
  }
}
