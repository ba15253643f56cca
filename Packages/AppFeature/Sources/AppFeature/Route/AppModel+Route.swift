import IdentifiedCollections
import InventoryFeature
import ItemFeature
import ItemRowFeature
import Models

extension AppModel {
  /// The navigation state as plain data, drafts included (see ``AppState``).
  public var state: AppState {
    AppState(selectedTab: selectedTab, inventory: inventoryState)
  }

  /// Where the app is, as a URL names it.
  public var route: AppRoute {
    state.route
  }

  /// The URL of where the app is; ``open(url:)`` brings the app back there.
  public var url: String {
    route.url
  }

  private var inventoryState: AppState.Inventory {
    // What is on top wins: the modal, then the pushed screen, then what is over the list.
    if let editor = destination?.editor ?? path.last?.editor {
      return editor.navigationState
    }
    if let row = rowShowingAlert {
      return .deleteConfirmation(itemID: row.id)
    }
    return inventory.route == .help ? .help : .list
  }

  /// Opens a `nav:` URL: parses it, checks the items it names, and sets the whole navigation
  /// state at once (tab, stack, modal, a form's color picker), exactly as the taps that lead
  /// there would.
  ///
  /// Item ids are checked against the loaded inventory, so call ``loadInventory()`` first.
  ///
  /// - Throws: ``AppRouteError`` if the URL is outside the grammar or names an item the
  ///   inventory does not hold. Nothing changes then.
  public func open(url: String) throws(AppRouteError) {
    try open(AppRoute(url: url), from: url)
  }

  /// Opens `route`; see ``open(url:)``.
  public func open(_ route: AppRoute) throws(AppRouteError) {
    try open(route, from: route.url)
  }

  private func open(_ route: AppRoute, from url: String) throws(AppRouteError) {
    // Everything that can fail is checked before anything changes.
    let row = try rowNamed(by: route, in: url)
    resetNavigation()
    switch route {
    case .one:
      selectedTab = .one
    case .three:
      selectedTab = .three
    case .inventory(let place):
      selectedTab = .inventory
      open(place, row: row)
    }
  }

  /// Opens a place in the inventory tab the way the user gets there: through the toolbar's
  /// buttons and the item's row, then filling in the draft and the form's drill-down.
  private func open(_ place: AppRoute.Inventory, row: ItemRowModel?) {
    switch place {
    case .list:
      break
    case .help:
      inventory.helpButtonTapped()
    case .add(let draft, let formRoute):
      inventory.addButtonTapped()
      if let form = destination?.editor.form {
        form.item = draft.item(id: form.item.id)
        form.apply(formRoute)
      }
    case .item(_, .delete):
      row?.apply(.delete)
    case .item(_, .edit(let formRoute)):
      row?.apply(.edit)
      path.last?.editor.form.apply(formRoute)
    case .item(_, .duplicate(let formRoute)):
      row?.apply(.duplicate)
      destination?.editor.form.apply(formRoute)
    }
  }

  /// The row of the item `route` names, if it names one.
  ///
  /// - Throws: ``AppRouteError`` if the inventory does not list that item (or has not loaded).
  private func rowNamed(by route: AppRoute, in url: String) throws(AppRouteError) -> ItemRowModel? {
    guard case .inventory(.item(let id, _)) = route else { return nil }
    let item: Item
    do {
      item = try storedItem(id)
    } catch {
      let location = "/inventory/\(id.uuidString)"
      throw AppRouteError(
        url: url,
        problem: error == .inventoryNotLoaded
          ? .inventoryNotLoaded(location: location) : .unknownItem(id, location: location))
    }
    return row(for: item)
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

  /// Dismisses everything over the inventory list, cancelling the work of every editor shown,
  /// and forgets the rows of items that are no longer listed.
  func resetNavigation() {
    path = []
    destination = nil
    for row in rows.values where row.destination != nil {
      row.destination = nil
    }
    forgetUnlistedRows()
    inventory.dismissButtonTapped()
  }
}

extension ItemEditorModel {
  /// The editor's screen as plain data, its draft included.
  var navigationState: AppState.Inventory {
    switch purpose {
    case .add:
      .add(draft: form.item, form: form.route)
    case .duplicate(let sourceID):
      .duplicate(draft: form.item, sourceID: sourceID, form: form.route)
    case .edit:
      .edit(draft: form.item, form: form.route)
    }
  }
}

/// Why an item a link or a saved state names could not be found.
enum ItemLookupFailure: Error, Equatable {
  case inventoryNotLoaded
  case unknownItem(Item.ID)
}
