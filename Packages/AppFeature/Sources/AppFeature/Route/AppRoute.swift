import InventoryFeature
import ItemFeature
import ItemRowFeature
import Models
import NavigationState

/// A place in the app as a URL names it (the grammar is in AppFeature's README): pure data, so it can be built in a
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
/// The app owns only the first component (a tab's raw value, ``AppModel/Tab``) and the composition;
/// each fragment after it is parsed and printed by the feature that owns it: `InventoryRoute`
/// (`help`, `add?…`, the item id), `ItemRowRoute` (`edit`, `duplicate`, `delete`) and
/// `ItemFormRoute` (`colorPicker`).
///
/// A route carries no draft an edit screen holds and no id a new item gets; ``AppState`` does,
/// and ``AppModel/state(for:)`` turns a route into one. It is `Codable` as its URL.
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

extension AppRoute: Route {
  /// The tab the route is in; its raw value is the route's first path component.
  public var tab: AppModel.Tab {
    switch self {
    case .one: .one
    case .inventory: .inventory
    case .three: .three
    }
  }

  /// Reads the tab, then the features' fragments, from the front of `link`; `init(url:)` then
  /// checks that nothing is left. Item ids are not checked here; ``AppModel/open(url:)`` checks
  /// them.
  ///
  /// - Throws: ``DeepLinkError`` saying what was wrong and where.
  public init(parsing link: inout DeepLink) throws(DeepLinkError) {
    guard let component = link.path.first, let tab = AppModel.Tab(rawValue: component) else {
      throw link.error(expected: Self.expectedTabs)
    }
    _ = link.popFirst()
    switch tab {
    case .one: self = .one
    case .inventory: self = .inventory(try Inventory(parsing: &link))
    case .three: self = .three
    }
  }

  /// Appends the route's path and query to `link`.
  public func print(into link: inout DeepLink) {
    link.path.append(tab.rawValue)
    switch self {
    case .one, .three: break
    case .inventory(let inventory): inventory.print(into: &link)
    }
  }

  /// What a URL may start with, as an error names it: `"one", "inventory" or "three"`.
  private static var expectedTabs: String {
    let names = AppModel.Tab.allCases.map { "\"\($0.rawValue)\"" }
    return names.count == 1
      ? names[0] : "\(names.dropLast().joined(separator: ", ")) or \(names[names.count - 1])"
  }
}

extension AppRoute.Inventory {
  /// Composes the features' fragments: the inventory's, then the form's (after `add`) or the
  /// row's and then the form's (after an item id).
  fileprivate init(parsing link: inout DeepLink) throws(DeepLinkError) {
    switch try InventoryRoute(parsing: &link) {
    case .list:
      self = .list
    case .help:
      self = .help
    case .add(let draft):
      self = .add(draft, try ItemFormRoute(parsing: &link))
    case .item(let id):
      switch try ItemRowRoute(parsing: &link) {
      case .delete:
        self = .item(id, .delete)
      case .edit:
        self = .item(id, .edit(try ItemFormRoute(parsing: &link)))
      case .duplicate:
        self = .item(id, .duplicate(try ItemFormRoute(parsing: &link)))
      }
    }
  }

  fileprivate func print(into link: inout DeepLink) {
    switch self {
    case .list:
      InventoryRoute.list.print(into: &link)
    case .help:
      InventoryRoute.help.print(into: &link)
    case .add(let draft, let form):
      InventoryRoute.add(draft).print(into: &link)
      form.print(into: &link)
    case .item(let id, let screen):
      InventoryRoute.item(id).print(into: &link)
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
