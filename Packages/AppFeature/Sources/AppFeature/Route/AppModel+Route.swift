import InventoryFeature
import ItemFeature
import Models
import NavigationState

extension AppModel {
  /// Where the app is, as a URL names it (see ``AppState/route`` for what a URL leaves out).
  public var route: AppRoute {
    state.route
  }

  /// The URL of where the app is; ``open(url:)`` brings the app back there.
  public var url: String {
    route.url
  }

  /// Opens a `nav:` URL: parses it into an ``AppState`` (``state(for:)``) and restores that, the
  /// same way a saved state is restored at launch, setting the whole navigation at once.
  ///
  /// Item ids are checked against the loaded inventory, so call ``loadInventory()`` first.
  ///
  /// - Throws: ``AppRouteError`` if the URL is outside the grammar or names an item the
  ///   inventory does not hold. Nothing changes then.
  public func open(url: String) throws(AppRouteError) {
    let route: AppRoute
    do {
      route = try AppRoute(url: url)
    } catch {
      throw AppRouteError(url: url, problem: .malformed(error))
    }
    try open(route, from: url)
  }

  /// Opens `route`; see ``open(url:)``.
  public func open(_ route: AppRoute) throws(AppRouteError) {
    try open(route, from: route.url)
  }

  private func open(_ route: AppRoute, from url: String) throws(AppRouteError) {
    do {
      try restore(try state(for: route))
    } catch {
      let location = route.itemID.map { "/inventory/\($0.uuidString)" } ?? "/inventory"
      switch error {
      case .unknownItem(let id):
        throw AppRouteError(url: url, problem: .unknownItem(id, location: location))
      default:
        throw AppRouteError(url: url, problem: .inventoryNotLoaded(location: location))
      }
    }
  }

  /// The state `route` names: what its URL says, with a new id for a new item or copy, and each
  /// stored item's current value as the draft of its screen.
  ///
  /// - Throws: ``RestorationError`` if the route names an item the inventory does not hold.
  public func state(for route: AppRoute) throws(RestorationError) -> AppState {
    switch route {
    case .one:
      return AppState(selectedTab: .one)
    case .three:
      return AppState(selectedTab: .three)
    case .inventory(let place):
      var state = AppState(selectedTab: .inventory)
      switch place {
      case .list:
        break
      case .help:
        state.isShowingHelp = true
      case .add(let draft, let form):
        state.destination = .add(.init(draft: draft.item(id: makeID()), form: form))
      case .item(let id, let screen):
        let item: Item
        do {
          item = try storedItem(id)
        } catch {
          throw error == .inventoryNotLoaded ? .inventoryNotLoaded : .unknownItem(id)
        }
        switch screen {
        case .delete:
          state.deleteConfirmation = id
        case .edit(let form):
          state.path = [.edit(.init(draft: item, form: form))]
        case .duplicate(let form):
          state.destination = .duplicate(
            .init(draft: item.duplicate(id: makeID()), form: form), of: id)
        }
      }
      return state
    }
  }
}

extension AppRoute {
  /// The stored item the route is about, if any.
  fileprivate var itemID: Item.ID? {
    if case .inventory(.item(let id, _)) = self { id } else { nil }
  }
}
