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
  /// A state is checked against the loaded inventory first and never trusted as written: what
  /// no longer fits the store is left out (see ``fitted(_:)``; ``restore(from:)`` says what), and
  /// a draft whose id the store gives another item gets a new id, so saving it adds an item and
  /// never replaces one. Call ``loadInventory()`` first.
  ///
  /// - Throws: ``RestorationError`` if the inventory has not loaded or the stack is deeper than
  ///   ``AppState/maximumStackDepth``. Nothing changes then.
  public func restore(_ state: AppState) throws(RestorationError) {
    let fitted = try fitted(state).state
    path = []
    destination = nil
    inventory.dismissButtonTapped()
    rows.presenting?.destination = nil

    selectedTab = fitted.selectedTab
    if fitted.isShowingHelp {
      inventory.helpButtonTapped()
    }
    if let id = fitted.deleteConfirmation, let item = inventory.items[id: id] {
      rows.model(id).destination = .alert(.deleteConfirmation(item))
    }
    path = fitted.path.map(live)
    destination = fitted.destination.map(live)
  }

  /// `state` as far as it fits the loaded store, and a note for each part left out: a screen
  /// about an item deleted since, and an Add or Duplicate form whose draft the store holds as it
  /// is (its save finished as the last session ended). A draft whose id the store gives another
  /// item gets a new id. Fitting a fitted state changes nothing.
  ///
  /// - Throws: ``RestorationError`` if the inventory has not loaded or the stack is deeper than
  ///   ``AppState/maximumStackDepth``.
  func fitted(_ state: AppState) throws(RestorationError) -> (
    state: AppState, notes: [RestorationNote]
  ) {
    guard state.path.count <= AppState.maximumStackDepth else {
      throw .tooLarge(
        "its stack holds \(state.path.count) screens, over the limit of "
          + "\(AppState.maximumStackDepth)")
    }
    if state.namesItems, !isInventoryLoaded {
      throw .inventoryNotLoaded
    }
    var fitted = state
    var notes: [RestorationNote] = []
    func isStored(_ id: Item.ID, _ screen: RestorationNote.Screen) -> Bool {
      guard inventory.items[id: id] == nil else { return true }
      notes.append(.itemDeleted(id, screen))
      return false
    }
    if let id = state.deleteConfirmation, !isStored(id, .deleteConfirmation) {
      fitted.deleteConfirmation = nil
    }
    fitted.path = state.path.filter { isStored($0.editor.draft.id, .edit) }
    if case .duplicate(_, let source) = state.destination, !isStored(source, .duplicate) {
      fitted.destination = nil
    }
    if let draft = fitted.destination?.editor.draft, let stored = inventory.items[id: draft.id] {
      if stored == draft {
        notes.append(.draftAlreadySaved(name: draft.name))
        fitted.destination = nil
      } else {
        let id = makeID()
        fitted.destination = fitted.destination?.map { editor in
          var editor = editor
          editor.draft.id = id
          return editor
        }
      }
    }
    return (fitted, notes)
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
