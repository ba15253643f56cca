import ApiClient
import CustomDump
import InventoryFeature
import Models
import Testing
import TextUITesting

@MainActor
@Suite(.timeLimit(.minutes(2))) struct InventoryViewTests {
  private let size = Size(width: 60, height: 12)
  /// The list's bar at that width, stated once: a new toolbar button changes this line only.
  private let bar = "                         Inventory              [Help] [Add]"

  @Test func showsProgressThenTheLoadedRows() async {
    let model = InventoryModel(apiClient: .preview())
    let driver = TestDriver(size: size) { NavigationStack { InventoryView(model: model) } }

    expectNoDifference(
      driver.frame,
      """
      \(bar)
      ────────────────────────────────────────────────────────────
      ⟳ Loading items…
      """
    )

    await driver.wait()

    expectNoDifference(
      driver.frame,
      """
      \(bar)
      ────────────────────────────────────────────────────────────
      Keyboard
      Charger
      Phone
      Headphones
      """
    )
  }

  @Test func aFailedLoadOffersRetry() async throws {
    // Given a store whose first load fails
    let model = InventoryModel(apiClient: .failingFirstLoad(thenLoading: [.keyboard]))
    let driver = TestDriver(size: size) { NavigationStack { InventoryView(model: model) } }
    await driver.wait()

    expectNoDifference(
      driver.frame,
      """
      \(bar)
      ────────────────────────────────────────────────────────────
      Couldn't load the items. The load request failed (simulated
      failure).
      [Retry]
      """
    )

    // When
    try driver.tap("Retry")
    await driver.wait()

    // Then
    expectNoDifference(
      driver.frame,
      """
      \(bar)
      ────────────────────────────────────────────────────────────
      Keyboard
      """
    )
  }

  @Test func anEmptyInventorySaysHowToAddAnItem() {
    let model = InventoryModel(loadState: .loaded, apiClient: .testValue)
    let driver = TestDriver(size: size) { NavigationStack { InventoryView(model: model) } }

    expectNoDifference(
      driver.frame,
      """
      \(bar)
      ────────────────────────────────────────────────────────────
      No items yet. Choose Add to create one.
      """
    )
  }

  @Test func addAsksTheAppForTheFormOnANewDraft() throws {
    let ids = IncrementingIDs()
    let model = InventoryModel(
      items: Item.samples, loadState: .loaded, apiClient: .testValue, makeID: { ids() })
    let destinations = Recorder<InventoryDestination>()
    model.onDestination = destinations.record
    let driver = TestDriver(size: size) { NavigationStack { InventoryView(model: model) } }

    try driver.tap("Add")

    expectNoDifference(destinations.values, [.add(.draft(id: Item.sampleID(100)))])
  }

  @Test func helpOpensASheetThatDoneCloses() throws {
    let model = InventoryModel(items: Item.samples, loadState: .loaded, apiClient: .testValue)
    let driver = TestDriver(size: Size(width: 60, height: 14)) {
      NavigationStack { InventoryView(model: model) }
    }

    try driver.tap("Help")

    #expect(model.destination == .help)
    expectNoDifference(
      driver.frame,
      """
      \(bar)
      ────────────────────────────────────────────────────────────
      Ke╭──────────────────────────────────────────────────────╮
      Ch│                         Help                  [Done] │
      Ph│ ──────────────────────────────────────────────────── │
      He│ The inventory lists the items you keep track of:     │
        │ their name, color and stock.                         │
        │                                                      │
        │ • Add creates a new item.                            │
        │ • Select an item to edit it; Save applies the        │
        │ changes, Cancel discards them.                       │
        │   ↓ 2 more                                           │
        │                                                      │
        ╰──────────────────────────────────────────────────────╯
      """
    )

    try driver.tap("Done")

    #expect(model.destination == nil)
    expectNoDifference(
      driver.frame,
      """
      \(bar)
      ────────────────────────────────────────────────────────────
      Keyboard
      Charger
      Phone
      Headphones
      """
    )
  }

  @Test func backDismissesTheHelpSheetByWritingNil() throws {
    let model = InventoryModel(
      items: Item.samples, loadState: .loaded, destination: .help, apiClient: .testValue)
    let driver = TestDriver(size: size) { NavigationStack { InventoryView(model: model) } }

    try driver.back()

    #expect(model.destination == nil)
    expectNoDifference(
      driver.frame,
      """
      \(bar)
      ────────────────────────────────────────────────────────────
      Keyboard
      Charger
      Phone
      Headphones
      """
    )
  }

  @Test func aFailedDeleteShowsAnAlertWhoseTryAgainDeletes() async throws {
    // Given a delete that failed once
    let store = ApiClient.preview()
    let model = InventoryModel(
      items: Item.samples, loadState: .loaded,
      destination: .alert(.deleteFailed(.phone, message: "The disk is full.")),
      apiClient: store)
    let driver = TestDriver(size: size) { NavigationStack { InventoryView(model: model) } }

    expectNoDifference(
      driver.frame,
      """
      \(bar)
      ────────────────────────────────────────────────────────────
      Keyboard
      Char┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓
      Phon┃ Couldn't delete "Phone"                          ┃
      Head┃ The disk is full.                                ┃
          ┃                                                  ┃
          ┃ [Try Again] [OK]                                 ┃
          ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛
      """
    )

    // When
    try driver.tap("Try Again")
    await driver.wait()

    // Then
    #expect(model.destination == nil)
    expectNoDifference(Array(model.items), [.keyboard, .charger, .headphones])
    let stored = try await store.loadItems()
    expectNoDifference(stored, [.keyboard, .charger, .headphones])
  }

  @Test func okDismissesTheAlertAndKeepsTheItem() throws {
    let model = InventoryModel(
      items: Item.samples, loadState: .loaded,
      destination: .alert(.deleteFailed(.phone, message: "The disk is full.")),
      apiClient: .testValue)
    let driver = TestDriver(size: size) { NavigationStack { InventoryView(model: model) } }

    try driver.tap("OK")

    #expect(model.destination == nil)
    expectNoDifference(Array(model.items), Item.samples)
  }

  @Test func theRowSlotDrawsEachVisibleItem() {
    let model = InventoryModel(items: Item.samples, loadState: .loaded, apiClient: .testValue)
    let driver = TestDriver(size: size) {
      NavigationStack {
        InventoryView(model: model) { item in
          Text("row for \(item.name)")
        }
      }
    }

    expectNoDifference(
      driver.frame,
      """
      \(bar)
      ────────────────────────────────────────────────────────────
      row for Keyboard
      row for Charger
      row for Phone
      row for Headphones
      """
    )
  }

  @Test func onlyTheVisibleRowsOfAHugeListAreBuilt() {
    let model = InventoryModel(
      items: InventoryModel.generatedItems(count: 100_000), loadState: .loaded,
      apiClient: .testValue)
    let built = Recorder<String>()
    let driver = TestDriver(size: Size(width: 60, height: 8)) {
      NavigationStack {
        InventoryView(model: model) { item in
          let _ = built.record(item.name)
          Text(item.name)
        }
      }
    }

    expectNoDifference(
      driver.frame,
      """
      \(bar)
      ────────────────────────────────────────────────────────────
      Item 1
      Item 2
      Item 3
      Item 4
      Item 5
        ↓ 99,995 more
      """
    )
    expectNoDifference(Set(built.values), ["Item 1", "Item 2", "Item 3", "Item 4", "Item 5"])
  }

  @Test func aSaveFinishingRedrawsTheListWithoutInput() async throws {
    let model = InventoryModel(
      items: [.keyboard], loadState: .loaded, apiClient: .preview(items: [.keyboard]))
    let driver = TestDriver(size: size) { NavigationStack { InventoryView(model: model) } }
    _ = driver.frame
    var keyboard = Item.keyboard
    keyboard.name = "Mechanical keyboard"

    try await model.update(keyboard)
    try await model.add(.lamp)

    expectNoDifference(
      driver.frame,
      """
      \(bar)
      ────────────────────────────────────────────────────────────
      Mechanical keyboard
      Lamp
      """
    )
  }
}
