import NavigationState

/// The row's fragment of a deep link, what follows the item's id in
/// `nav:///inventory/<item-id>/…`.
///
/// | fragment      | route         | who presents it |
/// |---------------|---------------|-----------------|
/// | `delete`      | ``delete``    | the row: its delete confirmation alert |
/// | `edit…`       | ``edit``      | the caller: the item opened for editing |
/// | `duplicate…`  | ``duplicate`` | the caller: a copy of the item opened for adding |
///
/// After `edit` and `duplicate` the rest of the path (e.g. `colorPicker`) belongs to whatever
/// the caller opens, so parsing leaves it in the link for the caller's next parser. The row
/// cannot name that fragment's type: it never imports another feature.
public enum ItemRowRoute: String, CaseIterable, Codable, Route {
  /// The delete confirmation alert.
  case delete
  /// The item opened for editing; the rest of the link is the editor's.
  case edit
  /// A copy of the item opened for adding; the rest of the link is the editor's.
  case duplicate

  /// Reads the row's fragment from the front of `link`, consuming one component. After
  /// `delete` the path must end; after `edit` and `duplicate` the rest is left for the caller.
  ///
  /// - Throws: ``DeepLinkError`` naming the unexpected component and the path before it, e.g.
  ///   `Expected "delete", "edit" or "duplicate" after /inventory/<id>, found "remove".`
  public init(parsing link: inout DeepLink) throws(DeepLinkError) {
    guard let component = link.path.first, let route = Self(rawValue: component) else {
      throw link.error(expected: "\"delete\", \"edit\" or \"duplicate\"")
    }
    _ = link.popFirst()
    if route == .delete {
      try link.expectEnd()
    }
    self = route
  }

  /// Appends the row's fragment to `link`. For ``edit`` and ``duplicate`` the caller then
  /// appends the editor's fragment.
  public func print(into link: inout DeepLink) {
    link.path.append(rawValue)
  }
}

extension ItemRowModel {
  /// The row's own navigation state as a route: ``ItemRowRoute/delete`` while the delete alert
  /// is up, `nil` otherwise. (``ItemRowRoute/edit`` and ``ItemRowRoute/duplicate`` name the
  /// row's destinations, ``ItemRowDestination/route``, which the caller presents and prints.)
  public var route: ItemRowRoute? {
    switch destination {
    case .alert: .delete
    case nil: nil
    }
  }
}
