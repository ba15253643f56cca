import InventoryFeature
import ItemFeature
import Models

/// The app's navigation as plain data: the selected tab and what the inventory tab shows,
/// including every unsaved draft, so restoring it loses nothing the user typed.
///
/// ``AppModel/state`` projects a model to it and ``AppModel/restore(_:)`` rebuilds the models
/// from it. ``route`` is the part a URL can say: an edit screen's draft or a new item's id is
/// state, not address.
public struct AppState: Hashable, Codable, Sendable {
  /// What the inventory tab shows over its list.
  public enum Inventory: Hashable, Codable, Sendable {
    /// The list, with nothing over it.
    case list
    /// The inventory's help sheet.
    case help
    /// The delete confirmation of the item with this id.
    case deleteConfirmation(itemID: Item.ID)
    /// The Add sheet on `draft`, showing the form or its color picker.
    case add(draft: Item, form: ItemFormRoute)
    /// The edit screen of the stored item `draft.id`, on `draft`.
    case edit(draft: Item, form: ItemFormRoute)
    /// The Duplicate popover on `draft`, a copy of the stored item `sourceID`.
    case duplicate(draft: Item, sourceID: Item.ID, form: ItemFormRoute)
  }

  /// The selected tab.
  public var selectedTab: AppModel.Tab
  /// What the inventory tab shows, whichever tab is selected.
  public var inventory: Inventory

  /// Creates a state; the default is the One tab over a bare inventory list.
  public init(selectedTab: AppModel.Tab = .one, inventory: Inventory = .list) {
    self.selectedTab = selectedTab
    self.inventory = inventory
  }

  /// The URL's view of this state: the selected tab, and for the inventory tab the screen
  /// without its draft's edits.
  public var route: AppRoute {
    switch selectedTab {
    case .one: .one
    case .three: .three
    case .inventory: .inventory(inventory.route)
    }
  }
}

extension AppState.Inventory {
  /// The stored item this state is about, which must exist for it to be restored or opened.
  var storedItemID: Item.ID? {
    switch self {
    case .list, .help, .add: nil
    case .deleteConfirmation(let id): id
    case .edit(let draft, _): draft.id
    case .duplicate(_, let sourceID, _): sourceID
    }
  }

  var route: AppRoute.Inventory {
    switch self {
    case .list: .list
    case .help: .help
    case .deleteConfirmation(let id): .item(id, .delete)
    case .add(let draft, let form): .add(InventoryRoute.Draft(draft), form)
    case .edit(let draft, let form): .item(draft.id, .edit(form))
    case .duplicate(_, let sourceID, let form): .item(sourceID, .duplicate(form))
    }
  }
}
