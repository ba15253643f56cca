import Models

/// Where a row asks to go outside itself, as plain data (the analogue of SwiftUI's
/// `NavigationLink(value:)`).
///
/// The row never builds another feature's model or view: it hands one of these values to
/// ``ItemRowModel/onDestination`` and the app layer decides what to present for it.
public enum ItemRowDestination: Hashable, Codable, Sendable {
  /// The row itself was selected: open this stored item for editing.
  case edit(Item)
  /// "Duplicate": open a copy of this stored item for adding. The presenter gives the copy its
  /// new id.
  case duplicate(Item)

  /// The stored item the destination is about.
  public var item: Item {
    switch self {
    case .edit(let item), .duplicate(let item): item
    }
  }

  /// The row's URL fragment that names this destination: `edit` or `duplicate`.
  public var route: ItemRowRoute {
    switch self {
    case .edit: .edit
    case .duplicate: .duplicate
    }
  }

  /// The destination `route` names for `item`, the reverse of ``route``, or `nil` for
  /// ``ItemRowRoute/delete``, which the row presents itself.
  public init?(_ route: ItemRowRoute, item: Item) {
    switch route {
    case .edit: self = .edit(item)
    case .duplicate: self = .duplicate(item)
    case .delete: return nil
    }
  }
}
