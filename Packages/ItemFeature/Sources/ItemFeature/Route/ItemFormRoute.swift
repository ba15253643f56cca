import NavigationState

/// The item form's fragment of a deep link: what follows the path that opened the form
/// (`nav:///inventory/add`, `nav:///inventory/<id>/edit`, `…/duplicate`).
///
/// | fragment      | route          |
/// |---------------|----------------|
/// | (nothing)     | ``form``       |
/// | `colorPicker` | ``colorPicker``|
public enum ItemFormRoute: String, CaseIterable, Codable, Route {
  /// The form itself.
  case form
  /// The form with its color picker drilled down to.
  case colorPicker

  /// Reads the form's fragment from the front of `link`, consuming it, and checks that the path
  /// ends there. Query items are left for the caller.
  ///
  /// - Throws: ``DeepLinkError`` naming the unexpected component and the path before it, e.g.
  ///   `Expected "colorPicker" or the end of the path after /inventory/add, found "colour".`
  public init(parsing link: inout DeepLink) throws(DeepLinkError) {
    switch link.path.first {
    case nil:
      self = .form
    case Self.colorPicker.rawValue:
      _ = link.popFirst()
      try link.expectEnd()
      self = .colorPicker
    default:
      throw link.error(expected: "\"\(Self.colorPicker.rawValue)\" or the end of the path")
    }
  }

  /// Appends the form's fragment to `link`: nothing for ``form``, `colorPicker` for
  /// ``colorPicker``.
  public func print(into link: inout DeepLink) {
    switch self {
    case .form:
      break
    case .colorPicker:
      link.path.append(rawValue)
    }
  }
}

extension ItemFormModel {
  /// The form's navigation state as a deep-link route.
  public var route: ItemFormRoute {
    switch destination {
    case .colorPicker: .colorPicker
    case nil: .form
    }
  }

  /// Navigates to `route` inside the form: opens the color picker on the current color, or
  /// closes it. Applying the route the form is already at changes nothing.
  public func apply(_ route: ItemFormRoute) {
    guard route != self.route else { return }
    switch route {
    case .form:
      destination = nil
    case .colorPicker:
      colorButtonTapped()
    }
  }
}
