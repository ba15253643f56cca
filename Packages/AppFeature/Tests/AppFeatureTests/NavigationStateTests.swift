import ApiClient
import CustomDump
import Foundation
import InventoryFeature
import ItemFeature
import Models
import Testing
import TextUITesting

@testable import AppFeature

/// The id every new item and copy gets in these tests, so that opening a state's URL can give
/// back exactly that state.
private let newID = IncrementingIDs.id(1)

extension AppModel {
  /// An app over the four samples whose new items and copies all get ``newID``.
  @MainActor
  fileprivate static func withFixedNewIDs() -> AppModel {
    AppModel(
      apiClient: .preview(),
      inventory: InventoryModel(
        items: Item.samples, loadState: .loaded, apiClient: .preview(), makeID: { newID }),
      makeID: { newID })
  }
}

/// Generates navigation states over the four samples from a seed: every tab, the help sheet, a
/// row's delete confirmation, stacks of up to three edit screens and the Add or Duplicate modal,
/// with drafts edited or not and forms on their color picker or not.
private struct StateGenerator {
  private var seed: UInt64

  init(seed: UInt64) {
    self.seed = seed
  }

  /// SplitMix64: the same states on every run and machine.
  private mutating func next(_ bound: Int) -> Int {
    seed &+= 0x9E37_79B9_7F4A_7C15
    var z = seed
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }

  private mutating func pick<T>(_ values: [T]) -> T {
    values[next(values.count)]
  }

  private mutating func draft(of item: Item) -> Item {
    var draft = item
    switch next(4) {
    case 0: draft.name += " (edited)"
    case 1: draft.status = .outOfStock(isOnBackOrder: next(2) == 0)
    case 2: draft.color = pick([nil] + Item.Color.defaults)
    default: break
    }
    return draft
  }

  private mutating func form() -> ItemFormRoute {
    pick(ItemFormRoute.allCases)
  }

  mutating func state() -> AppState {
    // Half the states are on the inventory tab, however many tabs there are, so that the URLs
    // of its screens stay well covered.
    var state = AppState(selectedTab: next(2) == 0 ? .inventory : pick(AppModel.Tab.allCases))
    switch next(4) {
    case 0: state.isShowingHelp = true
    case 1: state.deleteConfirmation = pick(Item.samples).id
    default: break
    }
    for _ in 0..<pick([0, 0, 1, 1, 2, 3]) {
      state.path.append(
        .edit(.init(draft: draft(of: pick(Item.samples)), form: form())))
    }
    switch next(3) {
    case 0:
      state.destination = .add(.init(draft: draft(of: .draft(id: newID)), form: form()))
    case 1:
      let source = pick(Item.samples)
      state.destination = .duplicate(
        .init(draft: draft(of: source.duplicate(id: newID)), form: form()), of: source.id)
    default:
      break
    }
    return state
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct NavigationStateTests {
  private static let states: [AppState] = {
    var generator = StateGenerator(seed: 2026)
    return (0..<300).map { _ in generator.state() }
  }()

  @Test func everyStateRestoresFromItsSnapshotExactly() async throws {
    for state in Self.states {
      // Given an app restored to the state
      let original = AppModel.withFixedNewIDs()
      original.restore(state)
      expectNoDifference(original.state, state)
      let frame = TestDriver { AppView(model: original) }.frame

      // When its snapshot is restored into a fresh app
      let restored = AppModel.withFixedNewIDs()
      await restored.restore(from: try original.navigationSnapshot())

      // Then the models and the screen are the same
      expectNoDifference(restored.state, state)
      expectNoDifference(TestDriver { AppView(model: restored) }.frame, frame)
    }
  }

  @Test func everyStateAURLCanSayOpensFromItsURL() async throws {
    var expressible = 0
    for state in Self.states {
      let model = AppModel.withFixedNewIDs()
      // A URL says one screen and no edits: the state must be what its own URL gives.
      guard try model.state(for: state.url) == state else { continue }
      expressible += 1
      let restored = AppModel.withFixedNewIDs()
      restored.restore(state)

      try await model.open(url: state.url)

      expectNoDifference(model.state, state, "\(state.url)")
      expectNoDifference(
        TestDriver { AppView(model: model) }.frame, TestDriver { AppView(model: restored) }.frame)
    }
    // Every kind of URL occurs among the generated states, so this is no empty check.
    #expect(expressible >= 30)
  }

  @Test func aStateTheURLCannotSayLosesWhatTheDocsSay() throws {
    // Given two edit screens, the top one's draft edited, on the inventory tab
    var edited = Item.charger
    edited.name = "USB charger"
    var state = AppState(selectedTab: .inventory)
    state.path = [.edit(.init(draft: .keyboard)), .edit(.init(draft: edited, form: .colorPicker))]

    // Then its URL keeps the top screen and drops the screen under it and the draft's edits
    #expect(state.url == "nav:///inventory/\(Item.charger.id)/edit/colorPicker")
    let model = AppModel.withFixedNewIDs()
    expectNoDifference(
      try model.state(for: state.url),
      AppState(selectedTab: .inventory, inventory: .edit(draft: .charger, form: .colorPicker)))
  }

  /// Formats 1 and 2 are no longer read: such a state is refused with a note, like any state
  /// this version cannot read, and the app starts fresh.
  @Test func aSnapshotOfAnOlderFormatIsRefusedAndTheAppStartsFresh() async {
    let json = #"{"state":{"inventory":{"help":{}},"selectedTab":"inventory"},"version":1}"#
    let model = AppModel.withFixedNewIDs()

    let notes = await model.restore(from: Data(json.utf8))

    expectNoDifference(notes, [.refused(.otherVersion(1, supported: 3))])
    expectNoDifference(model.state, AppState())
  }
}

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct RowModelTests {
  // 2,000 items rather than 100,000: paging through 100,000 took 253 s in a debug build here, holding
  // the main actor from every other test; the bound it checks does not depend on the length.
  @Test func scrollingAWhole2000ItemListKeepsOnlyTheVisibleRowsAndThePresentedOne() async throws {
    // Given 2,000 items on the inventory tab
    let items = InventoryModel.generatedItems(count: 2_000)
    let model = AppModel.loaded(items: items)
    let driver = TestDriver(size: Size(width: 80, height: 60)) { AppView(model: model) }
    _ = driver.frame
    let windowRows = model.rows.count
    #expect(windowRows > 40)
    #expect(windowRows < 60)

    // When the list scrolls by, page after page, to its end (focus passes Help and Add first)
    for _ in 0..<3 { try driver.press(.down) }
    var mostRows = 0
    var pages = 0
    while model.rows.models.last?.id != items.last?.id, pages < 3_000 {
      try driver.press(.pageDown)
      mostRows = max(mostRows, model.rows.count)
      pages += 1
    }

    // Then there were never more row models than rows on screen
    #expect(model.rows.models.last?.id == items.last?.id)
    #expect(mostRows <= windowRows + 1)

    // When a link shows the first item's delete confirmation, far above the window
    let first = try #require(items.first)
    try await model.open(url: "nav:///inventory/\(first.id)/delete")

    // Then its row is kept for the alert, beside the rows on screen only
    #expect(model.rows.presenting?.id == first.id)
    #expect(model.rows.count <= windowRows + 2)
    #expect(driver.frame.contains("Are you sure you want to delete this item?"))
  }

  /// Arriving by scrolling, not by a link: a row built only once it scrolled into the window
  /// deletes its item and opens its edit screen as a row on the first page does.
  @Test func aRowReachedByScrollingDeletesAndEditsItsItem() async throws {
    // Given 200 items on the inventory tab, scrolled until the last row's model is built
    let items = InventoryModel.generatedItems(count: 200)
    let last = try #require(items.last)
    let beforeLast = items[items.count - 2]
    let model = AppModel.loaded(items: items)
    let driver = TestDriver(size: Size(width: 80, height: 24)) { AppView(model: model) }
    for _ in 0..<3 { try driver.press(.down) }
    var pages = 0
    while model.rows[id: last.id] == nil, pages < 100 {
      try driver.press(.pageDown)
      pages += 1
    }
    #expect(model.rows[id: beforeLast.id] != nil)

    // When the last row's delete is confirmed
    try driver.tap("\(last.id)/Delete")
    #expect(model.url == "nav:///inventory/\(last.id)/delete")
    try driver.tap("Delete")
    await driver.wait()

    // Then it is gone, and its row model with it
    #expect(model.inventory.items[id: last.id] == nil)
    #expect(model.rows[id: last.id] == nil)
    #expect(model.url == "nav:///inventory")

    // When the row before it is selected, renamed and saved
    try driver.tap("\(beforeLast.id)/\(beforeLast.name)")
    #expect(model.url == "nav:///inventory/\(beforeLast.id)/edit")
    try driver.type("Name", "Renamed")
    try driver.tap("Save")
    await driver.wait()

    // Then the list shows the saved item and the stack is back at the list
    #expect(model.path.isEmpty)
    #expect(model.inventory.items[id: beforeLast.id]?.name == "Renamed")
    #expect(driver.frame.contains("[Renamed]"))
  }
}
