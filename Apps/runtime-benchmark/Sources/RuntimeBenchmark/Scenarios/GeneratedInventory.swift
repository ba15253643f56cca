import Foundation
import Models

/// Large inventories for the benchmark: items "Item 1" … "Item N" cycling through the colors and
/// statuses, with ids that encode their number, so the same run always builds the same list.
enum GeneratedInventory {
  /// What the names hold after "Item N".
  enum Names: String, Sendable {
    /// Nothing: ASCII only.
    case ascii
    /// One of CJK, Hangul, fullwidth Latin, emoji (with a skin tone, in a ZWJ family) or
    /// nothing, in turn, so every frame measures wide and zero-width characters.
    case mixed

    fileprivate func suffix(_ number: Int) -> String {
      switch self {
      case .ascii: ""
      case .mixed: [" 键盘キーボード", " Café 😀👍🏽", " 👨‍👩‍👧 mug", " 한국어", " Ｆｕｌｌ", ""][number % 6]
      }
    }
  }

  /// `count` distinct items, in list order.
  static func items(count: Int, names: Names = .ascii) -> [Item] {
    guard count > 0 else { return [] }
    let colors: [Item.Color?] = Item.Color.defaults + [nil]
    return (1...count).map { number in
      Item(
        id: id(number),
        name: "Item \(number)" + names.suffix(number),
        color: colors[number % colors.count],
        status: number.isMultiple(of: 4)
          ? .outOfStock(isOnBackOrder: number.isMultiple(of: 8))
          : .inStock(quantity: number % 100)
      )
    }
  }

  /// The id of the `number`th item: `00000000-0000-0000-B000-` followed by `number` in 12 hex
  /// digits, so it never collides with the samples' ids.
  static func id(_ number: Int) -> UUID {
    var bytes: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 0xB0, 0, 0, 0, 0, 0, 0, 0]
    for position in 10..<16 {
      bytes[position] = UInt8(truncatingIfNeeded: number >> (8 * (15 - position)))
    }
    return UUID(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
        bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      ))
  }
}
