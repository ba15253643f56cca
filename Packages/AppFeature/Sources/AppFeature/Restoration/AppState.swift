import InventoryFeature
import ItemFeature
import Models

/// The app's whole navigation as one plain value: the selected tab, what is over the inventory
/// list, every screen on the inventory tab's stack and the modal, each editor with its draft and
/// its form's route.
///
/// ``AppModel/state`` projects the models to it and ``AppModel/restore(_:)`` builds the models
/// from it: it is what the app saves on exit, and what a URL is parsed into
/// (``AppModel/state(for:)``) before the same restore opens it.
///
/// A URL names one place, so it cannot say everything a state holds. ``route`` keeps the top
/// screen only and drops: the draft's unsaved edits on an edit screen, a new item's or copy's id,
/// the screens under the top one, and whatever the inventory tab holds while another tab is
/// selected.
public struct AppState: Hashable, Codable, Sendable {
  /// The selected tab.
  public var selectedTab: AppModel.Tab
  /// Whether the inventory's help sheet is open.
  public var isShowingHelp: Bool
  /// The item whose row is asking to confirm its delete, if any.
  public var deleteConfirmation: Item.ID?
  /// The screens pushed over the inventory list, bottom first, each with its editor's state.
  public var path: [AppModel.Path<ItemEditorModel.State>]
  /// The sheet or popover over the inventory tab, with its editor's state.
  public var destination: AppModel.Destination<ItemEditorModel.State>?

  /// The deepest stack a state may hold: far more than the app pushes (an edit screen over the
  /// list), so a saved state that claims more was not written by the app and is refused before
  /// any screen is built.
  public static let maximumStackDepth = 16

  /// Creates a state; the default is the One tab over a bare inventory list.
  public init(
    selectedTab: AppModel.Tab = .one,
    isShowingHelp: Bool = false,
    deleteConfirmation: Item.ID? = nil,
    path: [AppModel.Path<ItemEditorModel.State>] = [],
    destination: AppModel.Destination<ItemEditorModel.State>? = nil
  ) {
    self.selectedTab = selectedTab
    self.isShowingHelp = isShowingHelp
    self.deleteConfirmation = deleteConfirmation
    self.path = path
    self.destination = destination
  }

  /// The URL's view of this state: the selected tab, and for the inventory tab the screen on top
  /// (the modal, else the top of the stack, else what is over the list), without its draft.
  public var route: AppRoute {
    switch selectedTab {
    case .one: .one
    case .three: .three
    case .inventory: .inventory(destination?.route ?? path.last?.route ?? listRoute)
    }
  }

  private var listRoute: AppRoute.Inventory {
    if let id = deleteConfirmation { return .item(id, .delete) }
    return isShowingHelp ? .help : .list
  }

  /// Whether the state names items (a draft's id is one too), which must be checked against the
  /// loaded inventory before it is restored.
  var namesItems: Bool {
    deleteConfirmation != nil || !path.isEmpty || destination != nil
  }
}
