import ApiClient
import CustomDump
import Foundation
import InventoryFeature
import ItemFeature
import Models
import Synchronization
import Testing
import TextUITesting

@testable import AppFeature

/// The features working together through the app: every flow starts from the inventory list,
/// is driven the way a person would, and checks both the screen and what the store holds.
@MainActor
// Every suite of this package runs on the main actor, so a test may wait there for the others'
// turns: under load (a stress run beside a CI build) the whole package took 65 s, and a one-minute
// limit failed ten tests that were only waiting. The limits are 5 minutes; Scripts/test's
// wall-clock limit stops a real hang.
@Suite(.timeLimit(.minutes(5))) struct InventoryTabTests {
  @Test func deleteConfirmedInTheRowsAlertRemovesTheItem() async throws {
    // Given the four samples
    let store = DelayedStore()
    let model = AppModel.loaded(client: store.client())
    let driver = TestDriver { AppView(model: model) }

    // When the Phone row's Delete is confirmed
    try driver.tap("\(Item.phone.id)/Delete")
    #expect(model.url == "nav:///inventory/\(Item.phone.id)/delete")
    #expect(driver.frame.contains("Are you sure you want to delete this item?"))
    try driver.tap("Delete")

    // Then it leaves the list at once, and the store once the request is answered
    expectNoDifference(Array(model.inventory.items), [.keyboard, .charger, .headphones])
    await store.requestsFinished(1)
    let stored = try await store.backing.loadItems()
    expectNoDifference(stored, [.keyboard, .charger, .headphones])
    #expect(model.url == "nav:///inventory")
    #expect(!driver.frame.contains("Phone"))
  }

  @Test func cancellingTheDeleteAlertKeepsTheItem() async throws {
    let model = AppModel.loaded()
    let driver = TestDriver { AppView(model: model) }

    try driver.tap("\(Item.phone.id)/Delete")
    try driver.tap("Cancel")

    expectNoDifference(Array(model.inventory.items), Item.samples)
    #expect(model.url == "nav:///inventory")
  }

  @Test func duplicateOpensAPopoverOnACopyWithANewIDAndAddAppendsIt() async throws {
    let client = ApiClient.preview()
    let model = AppModel.loaded(client: client)
    let driver = TestDriver { AppView(model: model) }

    // When the Keyboard row's Duplicate is tapped
    try driver.tap("\(Item.keyboard.id)/Duplicate")

    // Then a popover shows the form on a copy with a new id
    let copy = Item.keyboard.duplicate(id: IncrementingIDs.id(1))
    expectNoDifference(
      model.state,
      AppState(
        selectedTab: .inventory,
        inventory: .duplicate(draft: copy, sourceID: Item.keyboard.id, form: .form)))
    #expect(model.url == "nav:///inventory/\(Item.keyboard.id)/duplicate")

    // When it is renamed and added
    try driver.type("Name", "Travel keyboard")
    try driver.tap("Add")
    await driver.wait()

    // Then the copy is appended, next to the original, in the list and the store
    var added = copy
    added.name = "Travel keyboard"
    expectNoDifference(Array(model.inventory.items), Item.samples + [added])
    let stored = try await client.loadItems()
    expectNoDifference(stored, Item.samples + [added])
    #expect(model.destination == nil)
  }

  @Test func addingThroughTheSheetAppendsTheItem() async throws {
    let client = ApiClient.preview()
    let model = AppModel.loaded(client: client)
    let driver = TestDriver { AppView(model: model) }

    // When Add is tapped, Save is disabled and the form says why
    try driver.tap("Add")
    #expect(model.url == "nav:///inventory/add")
    #expect(driver.frame.contains("(Save)"))
    #expect(driver.frame.contains("Name is required."))
    #expect(throws: StepError.self) { try driver.tap("Save") }

    // When a name is typed and Save tapped
    try driver.type("Name", "Lamp")
    try driver.tap("Save")
    await driver.wait()

    // Then the new item is appended and the sheet is gone
    let lamp = Item(id: IncrementingIDs.id(1), name: "Lamp", status: .inStock(quantity: 1))
    expectNoDifference(Array(model.inventory.items), Item.samples + [lamp])
    let stored = try await client.loadItems()
    expectNoDifference(stored, Item.samples + [lamp])
    #expect(model.destination == nil)
    #expect(driver.frame.contains("[Lamp] None"))
  }

  /// What a headless entry point reports when its session ends: the failure on screen.
  @Test func aSaveThatFailedIsTheAppsFailureUntilItIsDismissed() async throws {
    let model = AppModel.loaded(client: .preview(failing: [.insert]))
    let driver = TestDriver { AppView(model: model) }
    #expect(model.failure == nil)

    try driver.tap("Add")
    try driver.type("Name", "Lamp")
    try driver.tap("Save")
    await driver.wait()

    expectNoDifference(
      model.failure, #"Couldn't save "Lamp": The insert request failed (simulated failure)."#)
    try driver.tap("OK")
    #expect(model.failure == nil)
  }

  /// Found by the explorer (`Scripts/preview app --explore`): the app's `makeID` did not reach
  /// the inventory it builds, so an Add's draft got a random id however the app was made, and
  /// the same steps reached a different state each time.
  @Test func theAppsIDsAlsoMakeTheDraftsOfTheInventoryItBuilds() async throws {
    let ids = IncrementingIDs()
    let model = AppModel(selectedTab: .inventory, apiClient: .preview(), makeID: { ids() })
    await model.inventory.load()
    let driver = TestDriver { AppView(model: model) }

    try driver.tap("Add")

    guard case .add(let editor) = model.destination else {
      Issue.record("Add presented \(String(describing: model.destination))")
      return
    }
    #expect(editor.state.draft.id == IncrementingIDs.id(1))
  }

  @Test func cancellingTheAddSheetAddsNothing() async throws {
    let client = ApiClient.preview()
    let model = AppModel.loaded(client: client)
    let driver = TestDriver { AppView(model: model) }

    try driver.tap("Add")
    try driver.type("Name", "Lamp")
    try driver.tap("Cancel")
    await driver.wait()

    #expect(model.destination == nil)
    expectNoDifference(Array(model.inventory.items), Item.samples)
    let stored = try await client.loadItems()
    expectNoDifference(stored, Item.samples)
  }

  @Test func editingSavesWithProgressThenPopsWithTheChanges() async throws {
    // Given a store that answers updates when the test clock says so
    let store = DelayedStore()
    let model = AppModel.loaded(client: store.client(delaying: [.update]))
    let driver = TestDriver(size: Size(width: 80, height: 12)) { AppView(model: model) }

    // When the Keyboard row is selected and its name, color and status edited
    try driver.tap("Keyboard")
    #expect(model.url == "nav:///inventory/\(Item.keyboard.id)/edit")
    try driver.type("Name", "Mechanical keyboard")
    try driver.tap("Color")
    #expect(model.url == "nav:///inventory/\(Item.keyboard.id)/edit/colorPicker")
    try driver.tap("Red")
    try driver.tap("Mark as sold out")
    try driver.toggle("Is on back order?")

    // And Save is tapped, the screen stays, read-only, showing progress, Save disabled
    try driver.tap("Save")
    await store.requestsStarted(1)
    expectNoDifference(
      driver.frame,
      """
      [Cancel]                           Edit item                    ⟳ Saving… (Save)
      ────────────────────────────────────────────────────────────────────────────────
      Name: (Mechanical keyboard )
      (Color                                                                    Red ■)

      ── Out of stock ──
      (x) Is on back order?
      (Is back in stock!)


      ────────────────────────────────────────────────────────────────────────────────
      \(tabBar(selected: .inventory))
      """
    )
    #expect(model.path.count == 1)

    // When the store finishes, the screen pops with the change applied
    await store.clock.advance(by: .seconds(1))
    await driver.wait()
    let edited = Item(
      id: Item.keyboard.id, name: "Mechanical keyboard", color: .red,
      status: .outOfStock(isOnBackOrder: true))
    #expect(model.path.isEmpty)
    expectNoDifference(Array(model.inventory.items), [edited, .charger, .phone, .headphones])
    #expect(driver.frame.contains("[Mechanical keyboard] Red ■ Out of stock, on back order"))
    let stored = try await store.backing.loadItems()
    expectNoDifference(stored, [edited, .charger, .phone, .headphones])
  }

  @Test func aFailedSaveKeepsTheDraftAndShowsTheErrorThenTryAgainSaves() async throws {
    // Given a store whose first update fails
    let client = ApiClient.preview().failingFirstUpdate()
    let model = AppModel.loaded(client: client)
    let driver = TestDriver { AppView(model: model) }

    // When an edit is saved
    try driver.tap("Charger")
    try driver.type("Name", "USB charger")
    try driver.tap("Save")
    await driver.wait()

    // Then the draft stays open under an alert saying why
    #expect(driver.frame.contains("Couldn't save \"USB charger\""))
    #expect(driver.frame.contains("The update request failed (simulated failure)."))
    expectNoDifference(
      model.state,
      AppState(
        selectedTab: .inventory,
        inventory: .edit(
          draft: Item(
            id: Item.charger.id, name: "USB charger", color: .yellow,
            status: .inStock(quantity: 20)),
          form: .form)))
    expectNoDifference(Array(model.inventory.items), Item.samples)

    // When Try Again is tapped, the save goes through and the screen pops
    try driver.tap("Try Again")
    await driver.wait()
    #expect(model.path.isEmpty)
    #expect(model.inventory.items[id: Item.charger.id]?.name == "USB charger")
  }

  @Test func cancellingAnEditWhileItSavesWritesNothing() async throws {
    let store = DelayedStore()
    let model = AppModel.loaded(client: store.client(delaying: [.update]))
    let driver = TestDriver { AppView(model: model) }

    // When a save is in flight and the user cancels
    try driver.tap("Keyboard")
    try driver.type("Name", "Mechanical keyboard")
    try driver.tap("Save")
    await store.requestsStarted(1)
    try driver.tap("Cancel")
    #expect(model.path.isEmpty)

    // Then the save is abandoned: neither the list nor the store changes, even once time passes
    await store.clock.advance(by: .seconds(5))
    await driver.wait()
    expectNoDifference(Array(model.inventory.items), Item.samples)
    let stored = try await store.backing.loadItems()
    expectNoDifference(stored, Item.samples)
  }

  @Test func helpOpensTheInventorysOwnSheet() throws {
    let model = AppModel.loaded()
    let driver = TestDriver { AppView(model: model) }

    try driver.tap("Help")
    #expect(model.url == "nav:///inventory/help")
    #expect(driver.frame.contains("• Add creates a new item."))
    try driver.tap("Done")

    #expect(model.url == "nav:///inventory")
  }

  @Test func theOneTabsButtonSwitchesToTheInventoryTab() throws {
    let model = AppModel.loaded(selectedTab: .one)
    let driver = TestDriver { AppView(model: model) }

    try driver.tap("Go to inventory tab")

    #expect(model.selectedTab == .inventory)
    #expect(model.url == "nav:///inventory")
    #expect(driver.frame.contains("[Keyboard] Blue"))
  }

  @Test func switchingTabsKeepsTheInventorysScreen() throws {
    let model = AppModel.loaded()
    let driver = TestDriver { AppView(model: model) }
    try driver.tap("Keyboard")

    try driver.tab("Three")
    #expect(driver.frame.contains("Nothing here yet."))
    try driver.tab("Inventory")

    #expect(model.url == "nav:///inventory/\(Item.keyboard.id)/edit")
    #expect(driver.frame.contains("Edit item"))
  }
}

extension ApiClient {
  /// This client, except that its first `updateItem` fails as an injected failure would.
  fileprivate func failingFirstUpdate() -> ApiClient {
    var client = self
    let hasFailed = Mutex(false)
    let update = updateItem
    client.updateItem = { item in
      let shouldFail = hasFailed.withLock { hasFailed in
        defer { hasFailed = true }
        return !hasFailed
      }
      if shouldFail { throw ApiError.injectedFailure(.update) }
      try await update(item)
    }
    return client
  }
}
