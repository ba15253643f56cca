import InventoryFeature
import ItemFeature
import ItemRowFeature
import Models
import TextUI

/// A place in the app as a URL names it (SPEC section 5): pure data, so it can be built in a
/// test, compared, printed and parsed without a model.
///
/// ```
/// nav:///one                                    .one
/// nav:///three                                  .three
/// nav:///inventory                              .inventory(.list)
/// nav:///inventory/help                         .inventory(.help)
/// nav:///inventory/add?name=Lamp&quantity=3     .inventory(.add(Draft(name: "Lamp", …), .form))
/// nav:///inventory/add/colorPicker              .inventory(.add(Draft(), .colorPicker))
/// nav:///inventory/<id>/edit[/colorPicker]      .inventory(.item(id, .edit(.form or .colorPicker)))
/// nav:///inventory/<id>/duplicate[/colorPicker] .inventory(.item(id, .duplicate(…)))
/// nav:///inventory/<id>/delete                  .inventory(.item(id, .delete))
/// ```
///
/// The app owns only the first component (`one`, `inventory`, `three`) and the composition;
/// each fragment after it is parsed and printed by the feature that owns it: `InventoryRoute`
/// (`help`, `add?…`, the item id), `ItemRowRoute` (`edit`, `duplicate`, `delete`) and
/// `ItemFormRoute` (`colorPicker`).
///
/// A route carries no draft an edit screen holds and no id a new item gets; ``AppState`` does,
/// for restoration. It is `Codable` as its URL.
public enum AppRoute: Hashable, Sendable {
  /// The One tab.
  case one
  /// The Inventory tab, at this place.
  case inventory(Inventory)
  /// The Three tab.
  case three

  /// A place in the inventory tab.
  public enum Inventory: Hashable, Sendable {
    /// The list, with nothing over it.
    case list
    /// The inventory's help sheet.
    case help
    /// The Add sheet on a new draft with these fields, showing the form or its color picker.
    case add(InventoryRoute.Draft, ItemFormRoute)
    /// A screen about one stored item.
    case item(Item.ID, ItemScreen)
  }

  /// What is open about one stored item.
  public enum ItemScreen: Hashable, Sendable {
    /// The row's delete confirmation.
    case delete
    /// The item pushed for editing, showing the form or its color picker.
    case edit(ItemFormRoute)
    /// The Duplicate popover on a copy of the item, showing the form or its color picker.
    case duplicate(ItemFormRoute)
  }
}

extension AppRoute {
  /// The first path component of each tab's URLs.
  private enum TabComponent: String, CaseIterable {
    case one
    case inventory
    case three
  }

  /// Parses a `nav:` URL.
  ///
  /// - Throws: ``AppRouteError`` saying what was wrong and where, for a URL that is malformed or
  ///   outside the grammar. Item ids are not checked here; ``AppModel/open(url:)`` checks them.
  public init(url: String) throws(AppRouteError) {
    do {
      var link = try DeepLink(parsing: url)
      self = try Self.parse(&link)
    } catch {
      throw AppRouteError(url: url, problem: .malformed(error))
    }
  }

  /// The URL of this place, which ``init(url:)`` parses back to an equal route.
  public var url: String {
    var link = DeepLink()
    print(to: &link)
    return link.description
  }

  private static func parse(_ link: inout DeepLink) throws(DeepLinkError) -> AppRoute {
    guard let component = link.path.first, let tab = TabComponent(rawValue: component) else {
      throw link.error(expected: "\"one\", \"inventory\" or \"three\"")
    }
    _ = link.popFirst()
    switch tab {
    case .one:
      try expectEnd(of: link)
      return .one
    case .three:
      try expectEnd(of: link)
      return .three
    case .inventory:
      return .inventory(try Inventory.parse(&link))
    }
  }

  private func print(to link: inout DeepLink) {
    switch self {
    case .one:
      link.path.append(TabComponent.one.rawValue)
    case .inventory(let inventory):
      link.path.append(TabComponent.inventory.rawValue)
      inventory.print(to: &link)
    case .three:
      link.path.append(TabComponent.three.rawValue)
    }
  }
}

extension AppRoute.Inventory {
  /// Composes the features' fragments: the inventory's, then the form's (after `add`) or the
  /// row's and then the form's (after an item id).
  fileprivate static func parse(_ link: inout DeepLink) throws(DeepLinkError) -> Self {
    switch try InventoryRoute.parse(&link) {
    case .list:
      return .list
    case .help:
      return .help
    case .add(let draft):
      let form = try ItemFormRoute(parsing: &link)
      try expectEnd(of: link)
      return .add(draft, form)
    case .item(let id):
      let screen: AppRoute.ItemScreen
      switch try ItemRowRoute(parsing: &link) {
      case .delete:
        screen = .delete
      case .edit:
        screen = .edit(try ItemFormRoute(parsing: &link))
      case .duplicate:
        screen = .duplicate(try ItemFormRoute(parsing: &link))
      }
      try expectEnd(of: link)
      return .item(id, screen)
    }
  }

  fileprivate func print(to link: inout DeepLink) {
    switch self {
    case .list:
      InventoryRoute.list.print(to: &link)
    case .help:
      InventoryRoute.help.print(to: &link)
    case .add(let draft, let form):
      InventoryRoute.add(draft).print(to: &link)
      form.print(into: &link)
    case .item(let id, let screen):
      InventoryRoute.item(id).print(to: &link)
      switch screen {
      case .delete:
        ItemRowRoute.delete.print(into: &link)
      case .edit(let form):
        ItemRowRoute.edit.print(into: &link)
        form.print(into: &link)
      case .duplicate(let form):
        ItemRowRoute.duplicate.print(into: &link)
        form.print(into: &link)
      }
    }
  }
}

/// Checks that nothing is left of `link`: the path ended where the last fragment did, and no
/// query item is left over that no fragment took.
private func expectEnd(of link: DeepLink) throws(DeepLinkError) {
  try link.expectEnd()
  if let item = link.query.first {
    throw DeepLinkError(
      expected: "no query", found: "?\(item.name)=\(item.value)",
      at: link.location)
  }
}

extension AppRoute: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let url = try container.decode(String.self)
    do {
      self = try AppRoute(url: url)
    } catch {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: error.description)
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(url)
  }
}
