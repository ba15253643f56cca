import NavigationState

extension AppModel {
  /// The URL of where the app is; ``open(url:)`` brings the app back there.
  public var url: String {
    state.url
  }

  /// Opens a `nav:` URL: loads the inventory if it has not loaded, then sets the whole
  /// navigation at once to the state the URL names (``state(for:)``), as a restore does.
  ///
  /// - Throws: ``AppLinkError`` if the URL is outside the grammar or names an item the inventory
  ///   does not hold. Nothing changes then.
  public func open(url: String) async throws(AppLinkError) {
    await loadInventoryIfNeeded()
    show(try state(for: url))
  }

  /// The state `url` names over the loaded inventory, each item it names looked up once.
  ///
  /// - Throws: ``AppLinkError`` if the URL is outside the grammar or names an item the inventory
  ///   does not hold.
  public func state(for url: String) throws(AppLinkError) -> AppState {
    do {
      return try AppState(
        url: url, storedItem: { inventory.items[id: $0] }, newID: inventory.makeID)
    } catch {
      guard case .unknownItem(_, let location) = error.problem, !isInventoryLoaded else {
        throw error
      }
      throw AppLinkError(url: url, problem: .inventoryNotLoaded(location: location))
    }
  }
}
