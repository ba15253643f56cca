import Foundation
import InventoryFeature
import ItemFeature
import ItemRowFeature
import Models
import NavigationState

/// The URL of a state, and the state of a URL: the app owns the first component (a tab's raw
/// value), each fragment after it is a feature's. The grammar is in AppFeature's README.
extension AppState {
  /// The URL of where this state is; ``init(url:storedItem:newID:)`` reads it back.
  public var url: String {
    var link = DeepLink()
    link.path.append(selectedTab.rawValue)
    switch selectedTab.content {
    case .screen: break
    case .inventory: printInventory(into: &link)
    case .feature(_, let feature): feature.print(features[selectedTab], into: &link)
    }
    return link.description
  }

  /// The inventory's place: the modal, else the top of the stack, else what is over the list.
  private func printInventory(into link: inout DeepLink) {
    switch (destination, path.last) {
    case (.add(let editor), _):
      link.append(InventoryDestination.add(editor.draft).route, editor.form)
    case (.duplicate(let editor, let source), _):
      link.append(InventoryRoute.item(source), ItemRowRoute.duplicate, editor.form)
    case (nil, .edit(let editor)):
      link.append(InventoryRoute.item(editor.draft.id), ItemRowRoute.edit, editor.form)
    case (nil, .feature(let opener, let state)):
      link.append(opener.route)
      opener.screen?.print(state, into: &link)
    case (nil, nil):
      if let id = deleteConfirmation {
        link.append(InventoryRoute.item(id), ItemRowRoute.delete)
      } else {
        link.append(isShowingHelp ? InventoryRoute.help : .list)
      }
    }
  }

  /// The state `url` names: what it says, each stored item's current value as the draft of its
  /// screen, and a new id for a new item or copy.
  ///
  /// - Parameters:
  ///   - storedItem: The stored item with an id, or why the app cannot show it.
  ///   - newID: Makes the id of a new item or copy.
  /// - Throws: ``AppLinkError`` if the URL is outside the grammar or names an item that cannot be
  ///   shown (checked once the whole URL has parsed, so a malformed URL says so first).
  public init(
    url: String, storedItem: @escaping (Item.ID) -> Result<Item, MissingItem>,
    newID: () -> Item.ID
  ) throws(AppLinkError) {
    self = try AppLinkError.parse(
      url, lookup: storedItem, placeholder: { .draft(id: $0) },
      location: { "/inventory/\($0.uuidString)" },
      reading: { link, item throws(DeepLinkError) in
        try Self(parsing: &link, item: item, newID: newID)
      })
  }

  private init(
    parsing link: inout DeepLink, item: (Item.ID) -> Item, newID: () -> Item.ID
  ) throws(DeepLinkError) {
    guard let component = link.path.first, let tab = AppModel.Tab(rawValue: component) else {
      let tabs = AppModel.Tab.allCases.map { "\"\($0.rawValue)\"" }
      throw link.error(expected: DeepLinkError.alternatives(tabs))
    }
    _ = link.popFirst()
    self.init(selectedTab: tab)
    switch tab.content {
    case .screen: break
    case .feature(_, let feature): features[tab] = try feature.saved(parsing: &link)
    case .inventory:
      let route = try InventoryRoute(parsing: &link)
      isShowingHelp = route == .help
      if let asked = InventoryDestination(route, newID: newID) {
        if let screen = asked.screen {
          path = [.feature(asked, try screen.saved(parsing: &link))]
        } else {
          self = .opening(asked, form: try ItemFormRoute(parsing: &link))
        }
      } else if case .item(let id) = route {
        let stored = item(id)  // checked: each of an item's screens names a stored item
        if let asked = ItemRowDestination(try ItemRowRoute(parsing: &link), item: stored) {
          self = .opening(asked, form: try ItemFormRoute(parsing: &link), newID: newID)
        } else {
          deleteConfirmation = id
        }
      }
    }
  }
}
