import ApiClient
import Foundation
import IdentifiedCollections
import IssueReporting
import Models
import NavigationState
import Observation

/// The inventory list: its items, how they load, and every change made to the collection.
///
/// The model is the single source of truth for the list. Changes that persist go through
/// ``ApiClient`` and touch the list by id, never by position, so rows that move while a request is
/// in flight (another row deleted, an item appended) never receive someone else's change.
///
/// Navigation that stays inside the inventory (the help sheet, a failed-delete alert) is
/// ``destination``. Navigation that leaves it (the item form, for adding) is handed to
/// ``onDestination`` as an ``InventoryDestination`` for the app layer to present.
@MainActor
@Observable
public final class InventoryModel {
  /// Whether the list has been read from the store.
  public enum LoadState: Hashable, Sendable {
    /// The items are being read (or have not been read yet).
    case loading
    /// ``InventoryModel/items`` reflects the store.
    case loaded
    /// Reading failed; the message says why, and ``InventoryModel/retryButtonTapped()`` tries again.
    case failed(message: String)
  }

  /// Navigation the inventory presents itself.
  public enum Destination: Hashable, Sendable {
    /// The sheet explaining how to use the inventory.
    case help
    /// An alert, such as the one saying a confirmed delete did not reach the store.
    case alert(AlertState<AlertAction>)
  }

  /// The buttons of the inventory's alerts that do something (OK only dismisses).
  public enum AlertAction: Hashable, Sendable {
    /// Try deleting the item with this id again.
    case retryDelete(Item.ID)
  }

  /// The items in the order the list shows them.
  public private(set) var items: IdentifiedArrayOf<Item>
  /// Whether ``items`` has been read from the store.
  public private(set) var loadState: LoadState
  /// The sheet or alert the inventory shows over its list; dismissing it writes `nil`.
  public var destination: Destination?

  /// Called when the inventory asks to go somewhere it does not own (see ``InventoryDestination``).
  ///
  /// The app layer sets this; until then a call reports `InventoryModel.onDestination` as
  /// unimplemented, so a test or composition that forgets to wire it fails loudly.
  @ObservationIgnored
  public var onDestination: @MainActor (InventoryDestination) -> Void = unimplemented(
    "InventoryModel.onDestination")

  @ObservationIgnored private let apiClient: ApiClient
  /// Makes the ids of new items: the drafts of Add here, and of whatever the app adds beside it
  /// (a copy), so one source of ids serves the whole inventory.
  @ObservationIgnored public let makeID: @Sendable () -> UUID
  /// The load in flight, which every caller of ``load()`` awaits until it finishes.
  @ObservationIgnored private var runningLoad: RunningLoad?
  /// While a load is in flight, the local changes made meanwhile. A load reads a snapshot of the
  /// store that may or may not include them, so they are applied again on top of its result.
  @ObservationIgnored private var changesDuringLoad: [Change]?
  /// Items removed from the list whose delete has not yet reached the store, so a failure can put
  /// them back where they were.
  @ObservationIgnored private var pendingDeletions: [Item.ID: PendingDeletion] = [:]

  /// Creates an inventory.
  ///
  /// - Parameters:
  ///   - items: The items to show before (or instead of) loading.
  ///   - loadState: Pass `.loaded` when `items` already reflect the store; otherwise ``task()``
  ///     loads them.
  ///   - destination: The sheet or alert to start with, for previews and deep links.
  ///   - apiClient: The store the inventory loads from and saves to.
  ///   - makeID: Makes the ids of new drafts; tests pass a deterministic one.
  public init(
    items: [Item] = [],
    loadState: LoadState = .loading,
    destination: Destination? = nil,
    apiClient: ApiClient,
    makeID: @escaping @Sendable () -> UUID = { UUID() }
  ) {
    self.items = IdentifiedArray(items) { _, latest in latest }
    self.loadState = loadState
    self.destination = destination
    self.apiClient = apiClient
    self.makeID = makeID
  }

  // MARK: Loading

  /// The work tied to the list being on screen: loads the items if they have not been loaded.
  ///
  /// A loaded list is not read again when it reappears, and a failed load waits for
  /// ``retryButtonTapped()`` rather than retrying on its own.
  public func task() async {
    guard loadState == .loading else { return }
    await load()
  }

  /// Reads the items from the store, replacing the list, and returns once it is ``LoadState/loaded``
  /// or ``LoadState/failed(message:)``.
  ///
  /// A call made while a load is in flight joins that load rather than starting another, so every
  /// caller (the list's ``task()``, an entry point that must open a link on the loaded list) sees
  /// the same result. Changes made while the load is in flight are kept.
  ///
  /// A cancelled caller returns without waiting for the load, which goes on while any other caller
  /// awaits it. Once none does, it is stopped and ``loadState`` goes back to what it was before, so
  /// a list that was never loaded (its view went away) is loaded by the next ``task()``.
  public func load() async {
    guard !Task.isCancelled else { return }
    let load = runningLoad ?? startLoad()
    let caller = load.join()
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        load.wait(caller, continuation)
      }
    } onCancel: {
      Task { @MainActor [weak self] in
        self?.leave(load, caller: caller)
      }
    }
  }

  /// Whether ``items`` can be checked against: read from the store, or given to the model as
  /// they are stored.
  public var isLoaded: Bool {
    loadState == .loaded || !items.isEmpty
  }

  /// The stored item with `id`, or why the inventory cannot show it: the one lookup of a link or
  /// a saved state about an item.
  public func storedItem(_ id: Item.ID) -> Result<Item, MissingItem> {
    guard let item = items[id: id] else {
      return .failure(isLoaded ? .notStored(id) : .inventoryNotLoaded)
    }
    return .success(item)
  }

  /// Loads the items unless ``isLoaded``: what a link or a saved state about an item needs first.
  public func loadUnlessLoaded() async {
    if !isLoaded { await load() }
  }

  private func startLoad() -> RunningLoad {
    let load = RunningLoad(previousState: loadState)
    runningLoad = load
    loadState = .loading
    changesDuringLoad = []
    load.task = Task {
      let result: Result<[Item], any Error>
      do {
        result = .success(try await apiClient.loadItems())
      } catch {
        result = .failure(error)
      }
      finish(load, with: result)
    }
    return load
  }

  private func finish(_ load: RunningLoad, with result: Result<[Item], any Error>) {
    // A load every caller left has already put the state back; its result is not wanted.
    guard runningLoad === load else { return }
    switch result {
    case .success(let loaded):
      var items = IdentifiedArray(loaded) { _, latest in latest }
      for change in changesDuringLoad ?? [] {
        change.apply(to: &items)
      }
      // A delete confirmed before this load started may not have reached the store when it read.
      for id in pendingDeletions.keys {
        items.remove(id: id)
      }
      self.items = items
      loadState = .loaded
    case .failure(is CancellationError):
      loadState = load.previousState
    case .failure(let error):
      loadState = .failed(message: error.localizedDescription)
    }
    runningLoad = nil
    changesDuringLoad = nil
    load.finish()
  }

  /// A caller of ``load()`` was cancelled: it returns, and a load nobody awaits any more stops.
  private func leave(_ load: RunningLoad, caller: Int) {
    guard load.leave(caller), runningLoad === load else { return }
    load.task?.cancel()
    runningLoad = nil
    changesDuringLoad = nil
    loadState = load.previousState
  }

  /// Tries loading again after a failure.
  public func retryButtonTapped() async {
    await load()
  }

  // MARK: Toolbar and rows

  /// Asks the app to present the item form on a new draft.
  public func addButtonTapped() {
    onDestination(.add(.draft(id: makeID())))
  }

  /// Shows the help sheet.
  public func helpButtonTapped() {
    destination = .help
  }

  /// Closes the help sheet or the alert.
  public func dismissButtonTapped() {
    destination = nil
  }

  /// A button of the inventory's alert was tapped (the alert is already dismissed); `nil` is OK.
  public func alertButtonTapped(_ action: AlertAction?) async {
    destination = nil
    switch action {
    case .retryDelete(let id):
      await delete(id: id)
    case nil:
      break
    }
  }

  // MARK: Deep links

  /// The part of the inventory's own state a URL shows: ``InventoryRoute/help`` while the help
  /// sheet is open, otherwise ``InventoryRoute/list``. The Add sheet and an item's screens are
  /// presented by the app layer, which prints those routes itself.
  public var route: InventoryRoute {
    destination == .help ? .help : .list
  }

  /// Opens the part of `route` the inventory owns, as a deep link does.
  ///
  /// ``InventoryRoute/list`` closes the help sheet or alert, ``InventoryRoute/help`` opens the
  /// help sheet, and ``InventoryRoute/add(_:)`` asks ``onDestination`` for the form on the draft,
  /// given a new id. ``InventoryRoute/item(_:)`` closes what is over the list: what is open about
  /// the item is its row's fragment, which the caller handles, checking the item is stored.
  public func open(_ route: InventoryRoute) {
    destination = route == .help ? .help : nil
    if let asked = InventoryDestination(route, newID: makeID) {
      onDestination(asked)
    }
  }

  // MARK: Saving

  /// Stores a new item (a confirmed Add or Duplicate) and appends it to the list.
  ///
  /// If it fails (or is cancelled before the store took it) the error is thrown and nothing
  /// changes, so the presenter keeps its draft open for another try. Whether a save is in flight
  /// is the caller's to know (the editor shows it); the inventory keeps no copy.
  public func add(_ item: Item) async throws {
    // Once the request returns, the store holds the item even if this task was cancelled
    // meanwhile, so it is applied to the list by id to keep both in agreement.
    try await apiClient.insertItem(item)
    apply(.upsert(item))
  }

  /// Stores the edited version of a listed item and replaces it in the list, by id.
  ///
  /// If the item was deleted meanwhile, the store reports ``ApiError/notFound(_:)``: the error is
  /// thrown and the item stays deleted, in the list and in the store. Any other failure is thrown
  /// with nothing changed, so the presenter keeps its draft.
  public func update(_ item: Item) async throws {
    do {
      try await apiClient.updateItem(item)
    } catch ApiError.notFound(let id) {
      // The store is the truth: the item is gone, perhaps deleted elsewhere.
      apply(.remove(id))
      throw ApiError.notFound(id)
    }
    if pendingDeletions[item.id] != nil {
      // A delete of this item is still in flight; should it fail, the row comes back edited.
      pendingDeletions[item.id]?.item = item
    } else {
      apply(.replace(item))
    }
  }

  // MARK: Deleting

  /// Deletes the item with this id (a confirmed delete), from the list at once and from the store.
  ///
  /// If the store fails, the item goes back below the row that preceded it and ``destination``
  /// becomes the ``AlertState/deleteFailed(_:message:)`` alert, which offers to try again.
  public func delete(id: Item.ID) async {
    guard pendingDeletions[id] == nil, let index = items.index(id: id) else { return }
    let deletion = PendingDeletion(
      item: items[index],
      previousID: index > items.startIndex ? items[index - 1].id : nil,
      index: index
    )
    pendingDeletions[id] = deletion
    apply(.remove(id))
    do {
      try await apiClient.deleteItem(id)
      pendingDeletions[id] = nil
      // A load in flight may have read the store before this delete reached it; once the delete
      // is no longer pending, only this keeps that load from bringing the item back.
      changesDuringLoad?.append(.remove(id))
    } catch {
      let restored = pendingDeletions.removeValue(forKey: id) ?? deletion
      apply(.restore(restored))
      if !(error is CancellationError) {
        destination = .alert(.deleteFailed(restored.item, message: error.localizedDescription))
      }
    }
  }

  // MARK: Collection changes

  private func apply(_ change: Change) {
    change.apply(to: &items)
    changesDuringLoad?.append(change)
  }
}

extension AlertState where Action == InventoryModel.AlertAction {
  /// Says that deleting `item` failed and why, offering to try again.
  public static func deleteFailed(_ item: Item, message: String) -> Self {
    AlertState(
      title: "Couldn't delete \"\(item.name)\"",
      message: message,
      buttons: [
        ButtonState(label: "Try Again", action: .retryDelete(item.id)),
        ButtonState(role: .cancel, label: "OK"),
      ]
    )
  }
}

extension InventoryModel.Destination {
  /// The help sheet, for binding a presentation to ``InventoryModel/destination``.
  public static let helpCase = CasePath<Self, Void>(
    embed: { _ in Self.help }, extract: { if case .help = $0 { () } else { nil } })
  /// The alert, for binding a presentation to ``InventoryModel/destination``.
  public static let alertCase = CasePath<Self, AlertState<InventoryModel.AlertAction>>(
    embed: Self.alert, extract: { if case .alert(let state) = $0 { state } else { nil } })
}

/// A local change to the list, kept so it can be applied again on top of a load that raced it.
///
/// Every change is idempotent and addressed by id, so applying it to a list that already has it
/// gives the same list.
private enum Change {
  case upsert(Item)
  case replace(Item)
  case remove(Item.ID)
  case restore(PendingDeletion)

  func apply(to items: inout IdentifiedArrayOf<Item>) {
    switch self {
    case .upsert(let item):
      items[id: item.id] = item
    case .replace(let item):
      if items[id: item.id] != nil {
        items[id: item.id] = item
      }
    case .remove(let id):
      items.remove(id: id)
    case .restore(let deletion):
      guard items[id: deletion.item.id] == nil else { return }
      items.insert(deletion.item, at: deletion.restoreIndex(in: items))
    }
  }
}

/// One read of the store and the callers of ``InventoryModel/load()`` awaiting it.
@MainActor
private final class RunningLoad {
  /// The load state before this load began, put back if it is cancelled.
  let previousState: InventoryModel.LoadState
  var task: Task<Void, Never>?
  private var nextCaller = 0
  /// The callers that joined and neither left nor were resumed.
  private var callers: Set<Int> = []
  /// The continuations those callers are suspended on, once they are.
  private var suspended: [Int: CheckedContinuation<Void, Never>] = [:]

  init(previousState: InventoryModel.LoadState) {
    self.previousState = previousState
  }

  /// Counts a new caller in and returns its number.
  func join() -> Int {
    defer { nextCaller += 1 }
    callers.insert(nextCaller)
    return nextCaller
  }

  /// Suspends `caller` until the load finishes, or resumes it at once if it already left.
  func wait(_ caller: Int, _ continuation: CheckedContinuation<Void, Never>) {
    guard callers.contains(caller) else {
      continuation.resume()
      return
    }
    suspended[caller] = continuation
  }

  /// Lets `caller` go before the load finishes; returns whether no caller awaits the load any more.
  func leave(_ caller: Int) -> Bool {
    callers.remove(caller)
    suspended.removeValue(forKey: caller)?.resume()
    return callers.isEmpty
  }

  /// Resumes every caller.
  func finish() {
    let continuations = suspended.values
    callers = []
    suspended = [:]
    for continuation in continuations {
      continuation.resume()
    }
  }
}

private struct PendingDeletion {
  var item: Item
  /// The row above it when it was deleted, or `nil` if it was the first row.
  var previousID: Item.ID?
  /// Its position when it was deleted, used when the row above is gone too.
  var index: Int

  func restoreIndex(in items: IdentifiedArrayOf<Item>) -> Int {
    guard let previousID else { return items.startIndex }
    if let previous = items.index(id: previousID) {
      return previous + 1
    }
    return min(index, items.endIndex)
  }
}
