import ApiClient
import AppFeature
import Clocks
import Foundation
import InventoryFeature
import ItemFeature
import Models
import Synchronization

/// Ids for new items, `00000000-0000-0000-0001-000000000001`, `…002`, …: distinct from the
/// samples' and the same on every run.
final class IncrementingIDs: Sendable {
  private let next = Mutex(1)

  func callAsFunction() -> UUID {
    Self.id(
      next.withLock { value in
        defer { value += 1 }
        return value
      })
  }

  /// The id the `n`th call returns, counting from 1.
  static func id(_ n: Int) -> UUID {
    UUID(uuidString: String(format: "00000000-0000-0000-0001-%012X", n)) ?? UUID()
  }
}

extension AppModel {
  /// An app on the inventory tab over a loaded inventory of `items`, stored by `client`.
  @MainActor
  static func loaded(
    items: [Item] = Item.samples,
    client: ApiClient? = nil,
    selectedTab: Tab = .inventory
  ) -> AppModel {
    let ids = IncrementingIDs()
    let client = client ?? .preview(items: items)
    return AppModel(
      selectedTab: selectedTab,
      apiClient: client,
      inventory: InventoryModel(
        items: items, loadState: .loaded, apiClient: client, makeID: { ids() }),
      makeID: { ids() }
    )
  }
}

/// An in-memory store whose chosen endpoints answer only when the test moves ``clock`` to one
/// second, and which counts the requests that start and finish.
///
/// Every delayed request waits for the same instant, so one that starts after the clock moved
/// answers at once instead of waiting forever; and a test can wait for a request to be in flight
/// (``requestsStarted(_:)``) before it looks at the screen or moves the clock, or for requests
/// to have reached the store (``requestsFinished(_:)``). Nothing sleeps.
final class DelayedStore: Sendable {
  /// The clock the delayed requests wait on.
  let clock = TestClock<Duration>()
  /// The store behind the delay, answering at once: what it holds is what was written.
  let backing: ApiClient
  private let answerTime: TestClock<Duration>.Instant
  private let started = Tally()
  private let finished = Tally()

  init(items: [Item] = Item.samples) {
    backing = .preview(items: items)
    answerTime = clock.now.advanced(by: .seconds(1))
  }

  /// A client whose `endpoints` reach the store only once ``clock`` reaches one second; the
  /// others reach it at once.
  func client(delaying endpoints: Set<ApiEndpoint> = []) -> ApiClient {
    let backing = backing
    return ApiClient(
      loadItems: {
        try await self.request(.load, delaying: endpoints) { try await backing.loadItems() }
      },
      insertItem: { item in
        try await self.request(.insert, delaying: endpoints) { try await backing.insertItem(item) }
      },
      updateItem: { item in
        try await self.request(.update, delaying: endpoints) { try await backing.updateItem(item) }
      },
      deleteItem: { id in
        try await self.request(.delete, delaying: endpoints) { try await backing.deleteItem(id) }
      }
    )
  }

  /// Returns once `count` delayed requests in all have started waiting for the clock.
  func requestsStarted(_ count: Int) async {
    await started.reached(count)
  }

  /// Returns once `count` requests in all have been answered by the store (or failed there).
  func requestsFinished(_ count: Int) async {
    await finished.reached(count)
  }

  private func request<Result: Sendable>(
    _ endpoint: ApiEndpoint,
    delaying endpoints: Set<ApiEndpoint>,
    _ body: @Sendable () async throws -> Result
  ) async throws -> Result {
    if endpoints.contains(endpoint) {
      started.increment()
      try await clock.sleep(until: answerTime)
    }
    defer { finished.increment() }
    return try await body()
  }
}

/// A count that tasks can wait to reach.
private final class Tally: Sendable {
  private struct State {
    var count = 0
    var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  }

  private let state = Mutex(State())

  func increment() {
    let ready = state.withLock { state in
      state.count += 1
      let count = state.count
      let ready = state.waiters.filter { $0.count <= count }.map(\.continuation)
      state.waiters.removeAll { $0.count <= count }
      return ready
    }
    for continuation in ready {
      continuation.resume()
    }
  }

  func reached(_ count: Int) async {
    await withCheckedContinuation { continuation in
      let hasReached = state.withLock { state in
        if state.count >= count { return true }
        state.waiters.append((count, continuation))
        return false
      }
      if hasReached { continuation.resume() }
    }
  }
}

extension AppState {
  /// One screen over the inventory list: what a link opens, and the shape most tests build.
  enum Screen {
    case list
    case help
    case deleteConfirmation(itemID: Item.ID)
    case add(draft: Item, form: ItemFormRoute)
    case edit(draft: Item, form: ItemFormRoute)
    case duplicate(draft: Item, sourceID: Item.ID, form: ItemFormRoute)
  }

  /// A state with `screen` over the inventory list.
  init(selectedTab: AppModel.Tab, inventory screen: Screen) {
    self.init(selectedTab: selectedTab)
    switch screen {
    case .list:
      break
    case .help:
      isShowingHelp = true
    case .deleteConfirmation(let id):
      deleteConfirmation = id
    case .add(let draft, let form):
      destination = .add(.init(draft: draft, form: form))
    case .edit(let draft, let form):
      path = [.edit(.init(draft: draft, form: form))]
    case .duplicate(let draft, let sourceID, let form):
      destination = .duplicate(.init(draft: draft, form: form), of: sourceID)
    }
  }
}

/// A URL for every screen of the app over the sample items: each tab, sheet, drill-down and alert.
func everyScreenURL() -> [String] {
  let ids = Item.samples.map(\.id.uuidString)
  var urls = AppModel.Tab.allCases.map { AppState(selectedTab: $0).url }
  urls += [
    "nav:///inventory/help",
    "nav:///inventory/add", "nav:///inventory/add/colorPicker",
    "nav:///inventory/add?name=Desk%20lamp&color=White&quantity=3",
    "nav:///inventory/add/colorPicker?name=Lamp&outOfStock=true&backOrder=true",
  ]
  for id in ids {
    for tail in ["edit", "edit/colorPicker", "delete", "duplicate", "duplicate/colorPicker"] {
      urls.append("nav:///inventory/\(id)/\(tail)")
    }
  }
  return urls
}

/// The tab bar as it reads with `selected` chosen, built from the tabs the app has, so that a
/// frame in these tests stays true when a feature adds a tab.
func tabBar(selected: AppModel.Tab) -> String {
  let tabs = AppModel.Tab.allCases.map { ($0 == selected ? "● " : "○ ") + $0.title }
  return " " + tabs.joined(separator: " │ ")
}
