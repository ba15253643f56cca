import Foundation
import InventoryFeature
import ItemFeature
import Models
import NavigationState

extension AppModel {
  /// The version of the snapshot format ``navigationSnapshot()`` writes. Versions 1 (one screen
  /// over the list) and 2 (each editor holding its purpose) are still read; a snapshot of a
  /// newer version is refused rather than half read.
  public static let snapshotVersion = 3

  /// The largest snapshot ``restore(from:)`` reads, in bytes: many times what the app writes
  /// (under 2 KB with a full stack of long drafts), refused before it is parsed.
  public nonisolated static let maximumSnapshotSize = 64 * 1024

  /// The navigation state, drafts included, as data to save; ``restore(from:)`` reads it back.
  ///
  /// The entry point decides when and where to save it (the interactive app: on exit).
  public func navigationSnapshot() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(Snapshot(version: Self.snapshotVersion, state: state))
  }

  /// Restores a state saved by ``navigationSnapshot()``, by this version or an earlier one.
  ///
  /// The state is fitted to the loaded inventory as ``restore(_:)`` says, so call
  /// ``loadInventory()`` first.
  ///
  /// - Returns: The parts of the state left out because the store changed since.
  /// - Throws: ``RestorationError`` if the data is over ``maximumSnapshotSize``, cannot be read,
  ///   or was written by a newer version. Nothing changes then: report the error and carry on
  ///   from the current state.
  @discardableResult
  public func restore(from data: Data) throws(RestorationError) -> [RestorationNote] {
    guard data.count <= Self.maximumSnapshotSize else {
      throw .tooLarge("it is \(data.count) bytes, over the limit of \(Self.maximumSnapshotSize)")
    }
    let version: Int
    do {
      version = try JSONDecoder().decode(SnapshotVersion.self, from: data).version
    } catch {
      throw .unreadable(reason: Self.reason(error))
    }
    guard version <= Self.snapshotVersion else {
      throw .newerVersion(version, supported: Self.snapshotVersion)
    }
    let state: AppState
    do {
      let decoder = JSONDecoder()
      switch version {
      case 1: state = try decoder.decode(SnapshotVersion1.self, from: data).state.upgraded
      case 2: state = try decoder.decode(SnapshotVersion2.self, from: data).state.upgraded
      default: state = try decoder.decode(Snapshot.self, from: data).state
      }
    } catch {
      throw .unreadable(reason: Self.reason(error))
    }
    let (fitted, notes) = try fitted(state)
    // restore(_:) fits the state again, which changes nothing: it stays the one place the models
    // are built, where the tab scaffold adds each tab's restoration.
    try restore(fitted)
    return notes
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
  /// The snapshot is larger than any the app writes, for the given reason, so it was not read.
  case tooLarge(String)

  /// The message. A decoder's reason quotes the saved data, which may be anything, so it is drawn
  /// visibly and bounded.
  public var description: String {
    switch self {
    case .unreadable(let reason):
      "The saved navigation state could not be read and was ignored: "
        + reason.visibleOnTerminal(limit: 300)
    case .newerVersion(let version, let supported):
      "The saved navigation state was written by a newer version of the app (format \(version); "
        + "this version reads up to \(supported)) and was ignored."
    case .unknownItem(let id):
      "The saved navigation state was ignored: \(Item.notFoundMessage(id))"
    case .tooLarge(let reason):
      "The saved navigation state was ignored: \(reason)."
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

/// A snapshot of format 1, which held one screen over the inventory list.
private struct SnapshotVersion1: Decodable {
  struct State: Decodable {
    enum Inventory: Decodable {
      case list
      case help
      case deleteConfirmation(itemID: Item.ID)
      case add(draft: Item, form: ItemFormRoute)
      case edit(draft: Item, form: ItemFormRoute)
      case duplicate(draft: Item, sourceID: Item.ID, form: ItemFormRoute)
    }

    var selectedTab: AppModel.Tab
    var inventory: Inventory

    var upgraded: AppState {
      var state = AppState(selectedTab: selectedTab)
      switch inventory {
      case .list:
        break
      case .help:
        state.isShowingHelp = true
      case .deleteConfirmation(let id):
        state.deleteConfirmation = id
      case .add(let draft, let form):
        state.destination = .add(.init(draft: draft, form: form))
      case .edit(let draft, let form):
        state.path = [.edit(.init(draft: draft, form: form))]
      case .duplicate(let draft, let sourceID, let form):
        state.destination = .duplicate(.init(draft: draft, form: form), of: sourceID)
      }
      return state
    }
  }

  var state: State
}

/// A snapshot of format 2, whose editors each held their purpose, and a copy's source there.
private struct SnapshotVersion2: Decodable {
  struct Editor: Decodable {
    enum Purpose: Decodable {
      case add
      case edit
      case duplicate(of: Item.ID)
    }

    var purpose: Purpose
    var draft: Item
    var form: ItemFormRoute
  }

  enum Destination: Decodable {
    case add(Editor)
    case duplicate(Editor)
  }

  struct State: Decodable {
    var selectedTab: AppModel.Tab
    var isShowingHelp: Bool
    var deleteConfirmation: Item.ID?
    var path: [AppModel.Path<ItemEditorModel.State>]
    var destination: Destination?

    var upgraded: AppState {
      var state = AppState(
        selectedTab: selectedTab, isShowingHelp: isShowingHelp,
        deleteConfirmation: deleteConfirmation, path: path)
      switch destination {
      case .add(let editor):
        state.destination = .add(.init(draft: editor.draft, form: editor.form))
      case .duplicate(let editor):
        if case .duplicate(let source) = editor.purpose {
          state.destination = .duplicate(.init(draft: editor.draft, form: editor.form), of: source)
        }
      case nil:
        break
      }
      return state
    }
  }

  var state: State
}
