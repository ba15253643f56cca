import Foundation
import IdentifiedCollections
import InventoryFeature
import ItemFeature
import ItemRowFeature
import Models
import NavigationState

extension AppModel {
  /// The navigation as plain data, drafts included (see ``AppState``).
  public var state: AppState {
    var state = AppState(selectedTab: selectedTab)
    state.isShowingHelp = inventory.destination == .help
    state.deleteConfirmation = rows.presenting?.id
    state.path = path.map { $0.map(editor: \.state) { $1.saved } }
    state.destination = destination?.map(\.state)
    state.features = features.compactMapValues(\.saved)
    return state
  }

  /// Builds the whole navigation from `state` as far as it fits the loaded inventory. A state is
  /// outside input: what no longer fits the store is left out, and a draft whose id the store
  /// gives another item gets a new id, so saving it never replaces an item.
  ///
  /// - Returns: What was left out, and why (a state deeper than ``AppState/maximumStackDepth``:
  ///   all of it).
  @discardableResult
  public func restore(_ state: AppState) -> [RestorationNote] {
    let (fitted, notes) = fitted(state)
    show(fitted)
    return notes
  }

  /// Replaces the whole navigation with `state`, which fits the store: the one place the models
  /// are built from a state, for a saved state and a link alike.
  func show(_ state: AppState) {
    inventory.dismissButtonTapped()
    rows.presenting?.destination = nil
    selectedTab = state.selectedTab
    if state.isShowingHelp { inventory.helpButtonTapped() }
    if let id = state.deleteConfirmation, let item = inventory.items[id: id] {
      rows.model(id).destination = .alert(.deleteConfirmation(item))
    }
    path = state.path.map(live)
    destination = state.destination.map(live)
    for (tab, feature) in features { feature.restore(state.features[tab]) }
  }

  /// `state` as far as it fits the loaded store, and a note for each part left out: a screen
  /// about an item deleted since (or not checkable: the inventory did not load), and an Add or
  /// Duplicate form whose draft the store holds as it is (its save finished as the last session
  /// ended). A draft whose id the store gives another item gets a new id. Fitting a fitted state
  /// changes nothing.
  func fitted(_ state: AppState) -> (state: AppState, notes: [RestorationNote]) {
    guard state.path.count <= AppState.maximumStackDepth else {
      let reason = "its stack holds \(state.path.count) screens, over the limit of "
      return (AppState(), [.refused(.tooLarge(reason + "\(AppState.maximumStackDepth)"))])
    }
    for case .feature(let opener, _) in state.path where opener.screen == nil {
      return (AppState(), [.refused(.unreadable(reason: "\(opener.route.url) opens no screen."))])
    }
    var fitted = state
    var notes: [RestorationNote] = []
    func isStored(_ id: Item.ID, _ screen: RestorationNote.Screen) -> Bool {
      guard case .failure(let missing) = inventory.storedItem(id) else { return true }
      notes.append(.leftOut(screen, missing))
      return false
    }
    if let id = state.deleteConfirmation, !isStored(id, .deleteConfirmation) {
      fitted.deleteConfirmation = nil
    }
    fitted.path = state.path.filter { $0.editor.map { isStored($0.draft.id, .edit) } ?? true }
    if case .duplicate(_, let source) = state.destination, !isStored(source, .duplicate) {
      fitted.destination = nil
    }
    if var draft = fitted.destination?.editor.draft, let stored = inventory.items[id: draft.id] {
      if stored == draft {
        notes.append(.draftAlreadySaved(name: draft.name))
        fitted.destination = nil
      } else {
        draft.id = inventory.makeID()
        fitted.destination = fitted.destination?.map { .init(draft: draft, form: $0.form) }
      }
    }
    return (fitted, notes)
  }
}

/// A part of a saved state left out when it was restored, or the whole state refused.
public enum RestorationNote: Hashable, Sendable, CustomStringConvertible {
  /// A screen about a stored item.
  public enum Screen: String, Hashable, Sendable {
    case edit = "edit screen"
    case duplicate = "Duplicate popover"
    case deleteConfirmation = "delete confirmation"
  }

  /// The whole state was refused; the app carries on from where it is.
  case refused(SavedStateError)
  /// The screen is about an item the app cannot show, for the reason `MissingItem` gives.
  case leftOut(Screen, MissingItem)
  /// The Add sheet or Duplicate popover was open on a draft the store now holds as it is: its
  /// save finished as the last session ended.
  case draftAlreadySaved(name: String)

  /// The note, with the saved name drawn visibly and bounded: it comes from outside.
  public var description: String {
    switch self {
    case .refused(let error): error.description
    case .leftOut(let screen, let missing): "The saved \(screen.rawValue) was left out: \(missing)"
    case .draftAlreadySaved(let name):
      "The saved form on \"\(name.visibleOnTerminal(limit: 80))\" was left out: that item was "
        + "saved."
    }
  }
}
