import Foundation

extension Item {
  /// The inventory a new store starts with: two items in stock and two out of stock, one of those
  /// on back order.
  ///
  /// Their ids are fixed so deep links to them stay stable, for example
  /// `nav:///inventory/00000000-0000-0000-0000-000000000001/edit`.
  public static let samples: [Item] = [.keyboard, .charger, .phone, .headphones]

  /// `00000000-0000-0000-0000-000000000001`: Keyboard, Blue, 100 in stock.
  public static let keyboard = Item(
    id: sampleID(1), name: "Keyboard", color: .blue, status: .inStock(quantity: 100))
  /// `00000000-0000-0000-0000-000000000002`: Charger, Yellow, 20 in stock.
  public static let charger = Item(
    id: sampleID(2), name: "Charger", color: .yellow, status: .inStock(quantity: 20))
  /// `00000000-0000-0000-0000-000000000003`: Phone, Green, out of stock, on back order.
  public static let phone = Item(
    id: sampleID(3), name: "Phone", color: .green, status: .outOfStock(isOnBackOrder: true))
  /// `00000000-0000-0000-0000-000000000004`: Headphones, Red, out of stock.
  public static let headphones = Item(
    id: sampleID(4), name: "Headphones", color: .red, status: .outOfStock(isOnBackOrder: false))

  /// A fixed id whose last group is `n`: `sampleID(1)` is `00000000-0000-0000-0000-000000000001`.
  public static func sampleID(_ n: UInt8) -> UUID {
    UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, n))
  }
}
