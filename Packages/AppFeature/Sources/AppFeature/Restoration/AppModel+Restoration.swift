import Foundation
import Models

extension AppModel {
  /// The version of the snapshot format ``navigationSnapshot()`` writes; a snapshot of a newer
  /// version is refused rather than half read.
  public static let snapshotVersion = 1

  /// The navigation state, drafts included, as data to save; ``restore(from:)`` reads it back.
  ///
  /// The entry point decides when and where to save it (the interactive app: on exit).
  public func navigationSnapshot() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(Snapshot(version: Self.snapshotVersion, state: state))
  }

  /// Restores a state saved by ``navigationSnapshot()``.
  ///
  /// Item ids are checked against the loaded inventory, so call ``loadInventory()`` first.
  ///
  /// - Throws: ``RestorationError`` if the data cannot be read, was written by a newer version,
  ///   or names an item the inventory no longer holds. Nothing changes then: report the error
  ///   and carry on from the current state.
  public func restore(from data: Data) throws(RestorationError) {
    let version: Int
    let state: AppState
    do {
      version = try JSONDecoder().decode(SnapshotVersion.self, from: data).version
    } catch {
      throw .unreadable(reason: Self.reason(error))
    }
    guard version <= Self.snapshotVersion else {
      throw .newerVersion(version, supported: Self.snapshotVersion)
    }
    do {
      state = try JSONDecoder().decode(Snapshot.self, from: data).state
    } catch {
      throw .unreadable(reason: Self.reason(error))
    }
    try restore(state)
  }

  /// Rebuilds the navigation from `state`: the tab, and the inventory tab's screen with its
  /// draft and color picker.
  ///
  /// - Throws: ``RestorationError`` if `state` names an item the inventory does not hold (or has
  ///   not loaded yet). Nothing changes then.
  public func restore(_ state: AppState) throws(RestorationError) {
    var item: Item?
    if let id = state.inventory.storedItemID {
      do {
        item = try storedItem(id)
      } catch {
        throw error == .inventoryNotLoaded ? .inventoryNotLoaded : .unknownItem(id)
      }
    }
    resetNavigation()
    selectedTab = state.selectedTab
    switch state.inventory {
    case .list:
      break
    case .help:
      inventory.helpButtonTapped()
    case .deleteConfirmation:
      if let item {
        row(for: item).apply(.delete)
      }
    case .add(let draft, let form):
      destination = .add(makeEditor(.add, draft, formRoute: form))
    case .edit(let draft, let form):
      path = [.edit(makeEditor(.edit, draft, formRoute: form))]
    case .duplicate(let draft, let sourceID, let form):
      destination = .duplicate(makeEditor(.duplicate(of: sourceID), draft, formRoute: form))
    }
  }

  /// What went wrong reading a snapshot, in words: the decoder's message and where in the data.
  private static func reason(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return error.localizedDescription }
    let context: DecodingError.Context
    switch error {
    case .dataCorrupted(let found), .keyNotFound(_, let found), .typeMismatch(_, let found),
      .valueNotFound(_, let found):
      context = found
    @unknown default:
      return error.localizedDescription
    }
    let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
    let underlying = (context.underlyingError as? NSError)?.localizedDescription
    let message = underlying.map { "\(context.debugDescription) \($0)" } ?? context.debugDescription
    return path.isEmpty ? message : "\(message) (at \(path.joined(separator: ".")))"
  }
}

/// Why a saved navigation state was not restored. The message says what to expect: the app
/// carries on from where it is, and nothing is overwritten until the next save.
public enum RestorationError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
  /// The data is not a navigation snapshot this app can read (truncated, corrupt, not JSON).
  case unreadable(reason: String)
  /// The snapshot was written by a newer version of the app, in a format this one cannot read.
  case newerVersion(Int, supported: Int)
  /// The snapshot names an item the inventory no longer holds.
  case unknownItem(Item.ID)
  /// The snapshot names an item, but the inventory has not loaded its items yet.
  case inventoryNotLoaded

  public var description: String {
    switch self {
    case .unreadable(let reason):
      "The saved navigation state could not be read and was ignored: \(reason)"
    case .newerVersion(let version, let supported):
      "The saved navigation state was written by a newer version of the app (format \(version); "
        + "this version reads up to \(supported)) and was ignored."
    case .unknownItem(let id):
      "The saved navigation state was ignored: it shows item \(id.uuidString), which is no "
        + "longer in the inventory."
    case .inventoryNotLoaded:
      "The saved navigation state names an item, but the inventory has not loaded its items yet; "
        + "load the inventory before restoring."
    }
  }

  public var errorDescription: String? { description }
}

/// The saved form of the navigation state: a format version, then the state.
private struct Snapshot: Codable {
  var version: Int
  var state: AppState
}

/// The version alone, read first so a newer format is refused with a clear message rather than
/// whatever its first unknown field would cause.
private struct SnapshotVersion: Decodable {
  var version: Int
}
