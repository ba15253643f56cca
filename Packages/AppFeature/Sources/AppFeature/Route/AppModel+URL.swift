import InventoryFeature
import Models
import NavigationState

/// A URL the app could not open: outside the grammar, or naming an item the app cannot show.
/// Opening it changed nothing.
public typealias AppLinkError = LinkError<MissingItem>

extension AppModel {
  /// The URL of where the app is; ``open(url:)`` brings the app back there.
  public var url: String {
    state.url
  }

  /// Opens a `nav:` URL: loads the inventory if it has not loaded, then sets the whole
  /// navigation at once to the state the URL names (``state(for:)``), as a restore does.
  ///
  /// - Throws: ``AppLinkError`` if the URL is outside the grammar or names an item the app
  ///   cannot show. Nothing changes then.
  public func open(url: String) async throws(AppLinkError) {
    await inventory.loadUnlessLoaded()
    show(try state(for: url))
  }

  /// The state `url` names over the loaded inventory, each item it names looked up once; throws
  /// as ``open(url:)`` does.
  public func state(for url: String) throws(AppLinkError) -> AppState {
    try AppState(url: url, storedItem: inventory.storedItem, newID: inventory.makeID)
  }
}
