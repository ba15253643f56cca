import InventoryFeature
import ItemFeature
import ItemRowFeature
import Models
import NavigationState

/// The app's whole navigation as one plain value, drafts included: what the app saves on exit
/// and what a URL is parsed into (saying less: see ``url``). ``AppModel/state`` reads it and
/// ``AppModel/restore(_:)`` builds the models from it.
public struct AppState: Hashable, Codable, Sendable {
  /// The selected tab.
  public var selectedTab: AppModel.Tab
  /// Whether the inventory's help sheet is open.
  public var isShowingHelp = false
  /// The item whose row is asking to confirm its delete, if any.
  public var deleteConfirmation: Item.ID?
  /// The screens pushed over the inventory list, bottom first, each with its model's state.
  public var path: [AppModel.Path<ItemEditorModel.State, SavedPart?>] = []
  /// The sheet or popover over the inventory tab, with its editor's state.
  public var destination: AppModel.Destination<ItemEditorModel.State>?
  /// The state of each tab that shows a feature, unless it is as the feature starts.
  public var features: [AppModel.Tab: SavedPart] = [:]

  /// The deepest stack a state may hold, far beyond what the app pushes: a saved state that claims
  /// more was not written by the app, and is refused before any screen is built.
  public static let maximumStackDepth = 16

  /// A state on `selectedTab` over a bare inventory list; the rest is set on it.
  public init(selectedTab: AppModel.Tab = .one) {
    self.selectedTab = selectedTab
  }
}

extension AppState {
  /// The inventory tab with the place `asked` opens (a form at `form`, or a feature's screen as
  /// it starts): the one place the inventory's destinations become the app's, for a tap and a
  /// link alike.
  static func opening(_ asked: InventoryDestination, form: ItemFormRoute = .form) -> Self {
    var state = Self(selectedTab: .inventory)
    if asked.screen != nil {
      state.path = [.feature(asked, nil)]
    } else if case .add(let draft) = asked {
      state.destination = .add(.init(draft: draft, form: form))
    }
    return state
  }

  /// The inventory tab with the place a row's `asked` opens: the item pushed for editing, or a
  /// copy with a new id from `newID` in the Duplicate popover.
  static func opening(
    _ asked: ItemRowDestination, form: ItemFormRoute = .form, newID: () -> Item.ID
  ) -> Self {
    var state = Self(selectedTab: .inventory)
    switch asked {
    case .edit(let item): state.path = [.edit(.init(draft: item, form: form))]
    case .duplicate(let item):
      let copy = ItemEditorModel.State(draft: item.duplicate(id: newID()), form: form)
      state.destination = .duplicate(copy, of: item.id)
    }
    return state
  }
}
