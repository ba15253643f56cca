import Foundation
import IdentifiedCollections
import ItemFeature
import ItemRowFeature
import Models
import NavigationState

extension AppModel {
  /// The navigation as plain data, drafts included (see ``AppState``).
  public var state: AppState {
    AppState(
      selectedTab: selectedTab,
      isShowingHelp: inventory.destination == .help,
      deleteConfirmation: rows.presenting?.id,
      path: path.map { $0.map(\.state) },
      destination: destination?.map(\.state)
    )
  }

  /// Builds the whole navigation from `state`: the tab, the help sheet or a row's delete
  /// confirmation, every screen of the stack and the modal, each editor on its draft and route.
  /// This is the one way navigation is set from outside: launch restoration and links both come
  /// here.
  ///
  /// A saved state is outside input, written when the store held other items, so it is checked
  /// against the loaded inventory first and never trusted as written: a screen about an item
  /// deleted since is left out, an Add or Duplicate draft the store already holds as it is (its
  /// save finished) is left out, and one whose id the store gives another item gets a new id, so
  /// saving it adds an item and never replaces one. Each part left out is a
  /// ``RestorationNote``. Call ``loadInventory()`` first.
  ///
  /// - Returns: What was left out, for the caller to tell the user.
  /// - Throws: ``RestorationError`` if the inventory has not loaded or the stack is deeper than
  ///   ``AppState/maximumStackDepth``. Nothing changes then.
  @discardableResult
  public func restore(_ state: AppState) throws(RestorationError) -> [RestorationNote] {
    guard state.path.count <= AppState.maximumStackDepth else {
      throw .tooLarge(
        "its stack holds \(state.path.count) screens, over the limit of "
          + "\(AppState.maximumStackDepth)")
    }
    if state.namesItems, !isInventoryLoaded {
      throw .inventoryNotLoaded
    }
    var notes: [RestorationNote] = []
    func isStored(_ id: Item.ID, _ screen: RestorationNote.Screen) -> Bool {
      guard inventory.items[id: id] == nil else { return true }
      notes.append(.itemDeleted(id, screen))
      return false
    }
    let deleteConfirmation = state.deleteConfirmation.flatMap { id in
      isStored(id, .deleteConfirmation) ? inventory.items[id: id] : nil
    }
    let savedPath = state.path.filter { isStored($0.editor.draft.id, .edit) }
    var savedDestination = state.destination
    if case .duplicate(_, let source) = savedDestination, !isStored(source, .duplicate) {
      savedDestination = nil
    }
    if let draft = savedDestination?.editor.draft, let stored = inventory.items[id: draft.id] {
      if stored == draft {
        notes.append(.draftAlreadySaved(name: draft.name))
        savedDestination = nil
      } else {
        let id = makeID()
        savedDestination = savedDestination?.map { editor in
          var editor = editor
          editor.draft.id = id
          return editor
        }
      }
    }

    path = []
    destination = nil
    inventory.dismissButtonTapped()
    rows.presenting?.destination = nil

    selectedTab = state.selectedTab
    if state.isShowingHelp {
      inventory.helpButtonTapped()
    }
    if let item = deleteConfirmation {
      rows.model(item.id).destination = .alert(.deleteConfirmation(item))
    }
    path = savedPath.map(live)
    destination = savedDestination.map(live)
    return notes
  }

  private var isInventoryLoaded: Bool {
    inventory.loadState == .loaded || !inventory.items.isEmpty
  }

  /// The listed item with this id.
  ///
  /// - Throws: ``ItemLookupFailure`` if the inventory has not loaded or does not list it.
  func storedItem(_ id: Item.ID) throws(ItemLookupFailure) -> Item {
    guard isInventoryLoaded else { throw .inventoryNotLoaded }
    guard let item = inventory.items[id: id] else { throw .unknownItem(id) }
    return item
  }
}

/// Why an item a link or a saved state names could not be found.
enum ItemLookupFailure: Error, Equatable {
  case inventoryNotLoaded
  case unknownItem(Item.ID)
}

/// A part of a saved state that no longer fits the store, left out when it was restored.
public enum RestorationNote: Hashable, Sendable, CustomStringConvertible {
  /// A screen about a stored item.
  public enum Screen: String, Hashable, Sendable {
    case edit = "edit screen"
    case duplicate = "Duplicate popover"
    case deleteConfirmation = "delete confirmation"
  }

  /// The screen is about an item deleted since the state was saved.
  case itemDeleted(Item.ID, Screen)
  /// The Add sheet or Duplicate popover was open on a draft the store now holds as it is: its
  /// save finished as the last session ended.
  case draftAlreadySaved(name: String)

  /// The note, with the saved name drawn visibly and bounded: it comes from outside.
  public var description: String {
    switch self {
    case .itemDeleted(let id, let screen):
      "The saved \(screen.rawValue) was left out: \(Item.notFoundMessage(id))"
    case .draftAlreadySaved(let name):
      "The saved form on \"\(name.visibleOnTerminal(limit: 80))\" was left out: that item was "
        + "saved."
    }
  }
}
