import Foundation
import IdentifiedCollections
import ItemFeature
import ItemRowFeature
import Models

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
  /// Item ids are checked against the loaded inventory, so call ``loadInventory()`` first.
  ///
  /// - Throws: ``RestorationError`` if `state` names an item the inventory does not hold (or has
  ///   not loaded yet). Nothing changes then.
  public func restore(_ state: AppState) throws(RestorationError) {
    for id in state.storedItemIDs {
      do {
        _ = try storedItem(id)
      } catch {
        throw error == .inventoryNotLoaded ? .inventoryNotLoaded : .unknownItem(id)
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
    if let id = state.deleteConfirmation, let item = inventory.items[id: id] {
      rows.model(id).destination = .alert(.deleteConfirmation(item))
    }
    path = state.path.map(live)
    destination = state.destination.map(live)
  }

  /// The listed item with this id.
  ///
  /// - Throws: ``ItemLookupFailure`` if the inventory has not loaded or does not list it.
  func storedItem(_ id: Item.ID) throws(ItemLookupFailure) -> Item {
    guard inventory.loadState == .loaded || !inventory.items.isEmpty else {
      throw .inventoryNotLoaded
    }
    guard let item = inventory.items[id: id] else { throw .unknownItem(id) }
    return item
  }
}

/// Why an item a link or a saved state names could not be found.
enum ItemLookupFailure: Error, Equatable {
  case inventoryNotLoaded
  case unknownItem(Item.ID)
}
