import Foundation
import NavigationState

extension AppModel {
  /// How the navigation state is saved: format 3. An older format is not read: the app starts
  /// fresh with a note, as for any state it cannot read.
  public nonisolated static let savedState = SavedStateFormat<AppState>(
    version: 3, maximumSize: 64 * 1024)

  /// The navigation state, drafts included, as data to save; ``restore(from:)`` reads it back.
  /// The entry point decides when and where to save it (the interactive app: on exit).
  public func navigationSnapshot() throws -> Data {
    try Self.savedState.data(state)
  }

  /// Restores a state saved by ``navigationSnapshot()``, after loading the inventory it is
  /// checked against (see ``restore(_:)``).
  ///
  /// - Returns: What was left out: parts about items deleted since, or the whole state when it
  ///   cannot be read (``RestorationNote/refused(_:)``), in which case nothing changes.
  @discardableResult
  public func restore(from data: Data) async -> [RestorationNote] {
    await inventory.loadUnlessLoaded()
    do {
      return restore(try Self.savedState.state(from: data))
    } catch {
      return [.refused(error)]
    }
  }
}
