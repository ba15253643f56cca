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

  /// The longest name an item may have, in characters: more than a row or a form can show, far
  /// less than would slow the app down.
  public static let maximumNameLength = 200

  /// Why `name` cannot be an item's name, in words for the user; `nil` when it can.
  ///
  /// A name must have a character other than white space, at most ``maximumNameLength``
  /// characters, and no control character (Unicode's general category Cc, which holds NUL, ESC
  /// and the C1 controls) nor bidirectional formatting character: the store cannot keep a NUL, a
  /// terminal acts on controls rather than drawing them, and a bidi control reorders what follows
  /// it, so what is stored would differ from what was shown. However a name comes in (typed, a
  /// link, a saved draft), the form refuses to save it by this one rule.
  public static func nameProblem(_ name: String) -> String? {
    if name.allSatisfy(\.isWhitespace) {
      return "Name is required."
    }
    if let scalar = name.unicodeScalars.first(where: \.isRefusedInNames) {
      let code = String(scalar.value, radix: 16, uppercase: true)
      return
        "Name can't contain the control character U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code)."
    }
    let length = name.count
    if length > maximumNameLength {
      return "Name is too long (\(length) characters; at most \(maximumNameLength))."
    }
    return nil
  }

  /// A copy with every field kept and a new identity, so both can live in one inventory.
  public func duplicate(id: UUID = UUID()) -> Item {
    var copy = self
    copy.id = id
    return copy
  }
}

extension Unicode.Scalar {
  /// A control character (general category Cc) or a bidirectional formatting character.
  fileprivate var isRefusedInNames: Bool {
    properties.generalCategory == .control || properties.isBidiControl
  }
}
