import Foundation
import Models
import NavigationState

/// A place inside the inventory, as the URL fragment after `inventory` names it:
///
/// | fragment | route |
/// |---|---|
/// | (nothing) | ``list`` |
/// | `help` | ``help`` |
/// | `add[?name=…&color=…&quantity=N]`, out of stock `…&outOfStock=true[&backOrder=true]` | ``add(_:)`` |
/// | `<item-id>/<tail…>` | ``item(_:)`` |
///
/// The inventory owns only its own fragment. ``init(parsing:)`` leaves what follows it in the link:
/// after ``add(_:)`` the item form's fragment (`colorPicker`), after ``item(_:)`` the row's
/// (`edit`, `delete`, `duplicate/colorPicker`), for the app layer to hand to those features.
/// ``print(into:)`` is the reverse, and the two round-trip.
public enum InventoryRoute: Hashable, Sendable {
  /// The list, with nothing presented over it.
  case list
  /// The help sheet.
  case help
  /// The Add sheet, on a draft with these fields.
  case add(Draft)
  /// Something about one listed item; what exactly is the row's fragment, left in the link.
  case item(Item.ID)

  /// The fields of an item being added, as the `add` query gives them; everything but the id,
  /// which a new item gets when the sheet opens.
  public struct Draft: Hashable, Sendable {
    /// The `name` query item; empty when absent.
    public var name: String
    /// The `color` query item, a palette color by name; `nil` when absent.
    public var color: Item.Color?
    /// In stock with the `quantity` query item (1 when absent), or out of stock with
    /// `outOfStock=true` and `backOrder`.
    public var status: Item.Status

    /// A draft with these fields; the defaults are those of `Item.draft()`: no name, no color,
    /// one in stock.
    public init(
      name: String = "", color: Item.Color? = nil, status: Item.Status = .inStock(quantity: 1)
    ) {
      self.name = name
      self.color = color
      self.status = status
    }

    /// The fields of `item`, for printing the URL of an Add sheet that is open on it.
    public init(_ item: Item) {
      self.init(name: item.name, color: item.color, status: item.status)
    }

    /// The item the Add sheet opens on: these fields and the given id.
    public func item(id: Item.ID) -> Item {
      Item(id: id, name: name, color: color, status: status)
    }
  }
}

extension InventoryRoute: Route {
  /// Reads the inventory's fragment from the front of `link`, leaving the rest in it.
  ///
  /// `link` is positioned just after `inventory`. For ``list`` and ``help`` the path must end
  /// there and there must be no query. For ``add(_:)`` the draft's query items are removed and the
  /// rest of the path is left for the item form. For ``item(_:)`` the rest of the path and the
  /// query are left for the row.
  ///
  /// - Throws: ``DeepLinkError`` saying what was expected, what was found and where: an unknown
  ///   component, a malformed id, a bad quantity, an unknown color, conflicting or repeated query
  ///   items.
  public init(parsing link: inout DeepLink) throws(DeepLinkError) {
    guard let component = link.path.first else {
      try link.expectNoQuery()
      self = .list
      return
    }
    switch component {
    case "help":
      _ = link.popFirst()
      try link.expectFullyRead()
      self = .help
    case "add":
      _ = link.popFirst()
      self = .add(try Draft(parsingQueryOf: &link))
    default:
      guard let id = UUID(uuidString: component) else {
        throw link.error(expected: "\"help\", \"add\" or an item id (a UUID)")
      }
      _ = link.popFirst()
      self = .item(id)
    }
  }

  /// Appends the inventory's fragment to `link`, after which the caller appends the form's or
  /// row's fragment for ``add(_:)`` and ``item(_:)``.
  public func print(into link: inout DeepLink) {
    switch self {
    case .list:
      break
    case .help:
      link.path.append("help")
    case .add(let draft):
      link.path.append("add")
      link.query.append(contentsOf: draft.queryItems)
    case .item(let id):
      link.path.append(id.uuidString)
    }
  }
}

extension InventoryRoute.Draft {
  private enum QueryName: String, CaseIterable {
    case name
    case color
    case quantity
    case outOfStock
    case backOrder
  }

  /// The query items, leaving out those that say what the defaults already say.
  fileprivate var queryItems: [DeepLink.QueryItem] {
    var items: [DeepLink.QueryItem] = []
    if !name.isEmpty {
      items.append(.init(QueryName.name.rawValue, name))
    }
    if let color {
      items.append(.init(QueryName.color.rawValue, color.name))
    }
    switch status {
    case .inStock(let quantity):
      if quantity != 1 {
        items.append(.init(QueryName.quantity.rawValue, String(quantity)))
      }
    case .outOfStock(let isOnBackOrder):
      items.append(.init(QueryName.outOfStock.rawValue, "true"))
      if isOnBackOrder {
        items.append(.init(QueryName.backOrder.rawValue, "true"))
      }
    }
    return items
  }

  /// Reads the draft from the query of `link` and removes those query items.
  fileprivate init(parsingQueryOf link: inout DeepLink) throws(DeepLinkError) {
    try link.expectQuery(among: QueryName.allCases.map(\.rawValue))
    self.init(name: link.value(QueryName.name.rawValue) ?? "")
    if let colorName = link.value(QueryName.color.rawValue) {
      guard let color = Item.Color.named(colorName) else {
        throw link.queryError(
          QueryName.color.rawValue,
          expected: "a color named \(DeepLinkError.alternatives(Item.Color.defaults.map(\.name)))")
      }
      self.color = color
    }
    let isOutOfStock = try link.bool(QueryName.outOfStock.rawValue) ?? false
    let isOnBackOrder = try link.bool(QueryName.backOrder.rawValue)
    let quantity = try Self.quantity(in: link)
    if isOutOfStock {
      if quantity != nil {
        throw link.queryError(
          QueryName.quantity.rawValue, expected: "no quantity for an item that is out of stock")
      }
      status = .outOfStock(isOnBackOrder: isOnBackOrder ?? false)
    } else {
      if isOnBackOrder != nil {
        throw link.queryError(
          QueryName.backOrder.rawValue, expected: "backOrder only together with outOfStock=true")
      }
      status = .inStock(quantity: quantity ?? 1)
    }
    link.query.removeAll()
  }

  private static func quantity(in link: DeepLink) throws(DeepLinkError) -> Int? {
    let name = QueryName.quantity.rawValue
    guard let text = link.value(name) else { return nil }
    guard let quantity = Int(text), quantity >= 0 else {
      throw link.queryError(name, expected: "a whole number of 0 or more for \"\(name)\"")
    }
    return quantity
  }
}
