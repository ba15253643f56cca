import ApiClient
import CustomDump
import Foundation
import InventoryFeature
import Models
import Testing
import TextUITesting

@testable import AppFeature

/// A URL of the app's grammar (AppFeature's README) and the state it opens.
struct Link: Sendable, CustomTestStringConvertible {
  let url: String
  let state: AppState

  var testDescription: String { url }
}

private let keyboardID = Item.keyboard.id.uuidString
private let phoneID = Item.phone.id.uuidString

/// Every form of the grammar, opened on the four samples (new items get `IncrementingIDs.id(1)`).
private let everyForm: [Link] = [
  Link(url: "nav:///one", state: AppState(selectedTab: .one)),
  Link(url: "nav:///three", state: AppState(selectedTab: .three)),
  Link(url: "nav:///inventory", state: AppState(selectedTab: .inventory)),
  Link(url: "nav:///inventory/help", state: AppState(selectedTab: .inventory, inventory: .help)),
  Link(
    url: "nav:///inventory/add",
    state: AppState(
      selectedTab: .inventory,
      inventory: .add(draft: .draft(id: IncrementingIDs.id(1)), form: .form))),
  Link(
    url: "nav:///inventory/add?name=Desk%20lamp&color=White&quantity=3",
    state: AppState(
      selectedTab: .inventory,
      inventory: .add(
        draft: Item(
          id: IncrementingIDs.id(1), name: "Desk lamp", color: .white,
          status: .inStock(quantity: 3)),
        form: .form))),
  Link(
    url: "nav:///inventory/add?name=Lamp&outOfStock=true&backOrder=true",
    state: AppState(
      selectedTab: .inventory,
      inventory: .add(
        draft: Item(
          id: IncrementingIDs.id(1), name: "Lamp", status: .outOfStock(isOnBackOrder: true)),
        form: .form))),
  Link(
    url: "nav:///inventory/add/colorPicker?name=Lamp",
    state: AppState(
      selectedTab: .inventory,
      inventory: .add(
        draft: Item(id: IncrementingIDs.id(1), name: "Lamp", status: .inStock(quantity: 1)),
        form: .colorPicker))),
  Link(
    url: "nav:///inventory/\(keyboardID)/edit",
    state: AppState(selectedTab: .inventory, inventory: .edit(draft: .keyboard, form: .form))),
  Link(
    url: "nav:///inventory/\(keyboardID)/edit/colorPicker",
    state: AppState(
      selectedTab: .inventory, inventory: .edit(draft: .keyboard, form: .colorPicker))),
  Link(
    url: "nav:///inventory/\(phoneID)/delete",
    state: AppState(
      selectedTab: .inventory, inventory: .deleteConfirmation(itemID: Item.phone.id))),
  Link(
    url: "nav:///inventory/\(keyboardID)/duplicate",
    state: AppState(
      selectedTab: .inventory,
      inventory: .duplicate(
        draft: Item.keyboard.duplicate(id: IncrementingIDs.id(1)), sourceID: Item.keyboard.id,
        form: .form))),
  Link(
    url: "nav:///inventory/\(keyboardID)/duplicate/colorPicker",
    state: AppState(
      selectedTab: .inventory,
      inventory: .duplicate(
        draft: Item.keyboard.duplicate(id: IncrementingIDs.id(1)), sourceID: Item.keyboard.id,
        form: .colorPicker))),
]

@MainActor
@Suite(.timeLimit(.minutes(5))) struct DeepLinkTests {
  @Test(arguments: everyForm)
  func everyFormOpensItsStateInOneStep(_ link: Link) async throws {
    // Given an app somewhere else entirely: another tab, an edit pushed, its picker open
    let model = AppModel.loaded(selectedTab: .three)
    try await model.open(url: "nav:///inventory/\(Item.charger.id)/edit/colorPicker")
    model.selectedTab = .three

    // When the link is opened
    try await model.open(url: link.url)

    // Then the whole state is the link's, and printing it gives the link back
    expectNoDifference(model.state, link.state)
    #expect(model.url == link.url)
  }

  @Test func editingTheLastOf10000ItemsOpensAtOnce() async throws {
    // Given 10,000 items, of which the list draws the first few
    let items = InventoryModel.generatedItems(count: 10_000)
    let last = try #require(items.last)
    let model = AppModel.loaded(items: items, selectedTab: .one)
    let driver = TestDriver(size: Size(width: 80, height: 12)) { AppView(model: model) }
    _ = driver.frame

    // When a link opens the last one's form
    try await model.open(url: "nav:///inventory/\(last.id.uuidString)/edit/colorPicker")

    // Then its color picker is on screen, over its form, though its row was never drawn
    expectNoDifference(
      model.state,
      AppState(selectedTab: .inventory, inventory: .edit(draft: last, form: .colorPicker)))
    expectNoDifference(
      driver.frame,
      """
      ‹ Back                               Color
      ────────────────────────────────────────────────────────────────────────────────
      [None □]
      [Red ■]
      [Green ■]
      [Blue ■]
      [Black ■ ✓]
      [Yellow ■]
      [White ■]

      ────────────────────────────────────────────────────────────────────────────────
      \(tabBar(selected: .inventory))
      """
    )
    #expect(model.rows.count < 20)

    // And going back shows its form
    try driver.back()
    #expect(driver.frame.contains("Name: [\(last.name)"))
  }

  @Test func theAddSheetOpensOnItsColorPicker() async throws {
    let model = AppModel.loaded()
    let driver = TestDriver(size: Size(width: 80, height: 14)) { AppView(model: model) }

    try await model.open(url: "nav:///inventory/add/colorPicker?name=Lamp&color=Blue")

    // The sheet over the list, below the list's own bar
    expectNoDifference(
      driver.frame.split(separator: "\n").dropFirst(2).joined(separator: "\n"),
      """
      [K╭──────────────────────────────────────────────────────────────────────────╮e]
      [C│ ‹ Back                           Color                                   │e]
      [P│ ──────────────────────────────────────────────────────────────────────── │e]
      [H│ [None □]                                                                 │e]
        │ [Red ■]                                                                  │
        │ [Green ■]                                                                │
        │ [Blue ■ ✓]                                                               │
        │ [Black ■]                                                                │
        │ [Yellow ■]                                                               │
        │ [White ■]                                                                │
      ──│                                                                          │──
       ○╰──────────────────────────────────────────────────────────────────────────╯
      """
    )

    // Choosing a color pops back to the form in the sheet, with the color set
    try driver.tap("Green")
    expectNoDifference(
      model.state,
      AppState(
        selectedTab: .inventory,
        inventory: .add(
          draft: Item(
            id: IncrementingIDs.id(1), name: "Lamp", color: .green, status: .inStock(quantity: 1)),
          form: .form)))
  }

  @Test func aDeleteLinkShowsTheAlertOfARowThatIsNotDrawn() async throws {
    let items = InventoryModel.generatedItems(count: 10_000)
    let last = try #require(items.last)
    let model = AppModel.loaded(items: items)
    let driver = TestDriver { AppView(model: model) }

    try await model.open(url: "nav:///inventory/\(last.id.uuidString)/delete")

    #expect(driver.frame.contains("Are you sure you want to delete this item?"))
    #expect(driver.frame.contains(last.name))
    try driver.tap("Cancel")
    #expect(model.url == "nav:///inventory")
  }

  @Test func anAddLinkGivesTheDraftANewID() async throws {
    let model = AppModel.loaded()

    try await model.open(url: "nav:///inventory/add?name=Lamp")
    try await model.open(url: "nav:///inventory/add?name=Lamp")

    guard case .add(let editor) = model.state.destination else {
      Issue.record("Expected the Add sheet, found \(model.state)")
      return
    }
    #expect(editor.draft.id == IncrementingIDs.id(2))
  }

  @Test func openingALinkCancelsTheSaveOfTheScreenItReplaces() async throws {
    let store = DelayedStore()
    let model = AppModel.loaded(client: store.client(delaying: [.update]))
    let driver = TestDriver { AppView(model: model) }
    try driver.tap("Keyboard")
    try driver.type("Name", "Mechanical keyboard")
    try driver.tap("Save")
    await store.requestsStarted(1)

    try await model.open(url: "nav:///inventory/help")
    await store.clock.advance(by: .seconds(1))
    await driver.wait()

    #expect(model.url == "nav:///inventory/help")
    expectNoDifference(Array(model.inventory.items), Item.samples)
    let stored = try await store.backing.loadItems()
    expectNoDifference(stored, Item.samples)
  }

  @Test(arguments: [
    (
      "http://inventory",
      "Can't open http://inventory: Expected a URL starting with \"nav:\", found \"http://inventory\"."
    ),
    (
      "nav:///two",
      "Can't open nav:///two: Expected \(quotedTabs) after /, found \"two\"."
    ),
    (
      "nav:///one/more",
      "Can't open nav:///one/more: Expected the end of the path after /one, found \"more\"."
    ),
    (
      "nav:///three?x=1",
      "Can't open nav:///three?x=1: Expected no query after /three, found \"?x=1\"."
    ),
    (
      "nav:///inventory/lamp/edit",
      "Can't open nav:///inventory/lamp/edit: Expected \"help\", \"add\" or an item id (a UUID) "
        + "after /inventory, found \"lamp\"."
    ),
    (
      "nav:///inventory/\(keyboardID)/remove",
      "Can't open nav:///inventory/\(keyboardID)/remove: Expected \"delete\", \"edit\" or "
        + "\"duplicate\" after /inventory/\(keyboardID), found \"remove\"."
    ),
    (
      "nav:///inventory/\(keyboardID)/edit/colour",
      "Can't open nav:///inventory/\(keyboardID)/edit/colour: Expected \"colorPicker\" or the end "
        + "of the path after /inventory/\(keyboardID)/edit, found \"colour\"."
    ),
    (
      "nav:///inventory/\(keyboardID)/edit?name=Lamp",
      "Can't open nav:///inventory/\(keyboardID)/edit?name=Lamp: Expected no query after "
        + "/inventory/\(keyboardID)/edit, found \"?name=Lamp\"."
    ),
    (
      "nav:///inventory/add?quantity=-1",
      "Can't open nav:///inventory/add?quantity=-1: Expected a whole number of 0 or more for "
        + "\"quantity\" after /inventory/add?quantity, found \"-1\"."
    ),
    (
      "nav:///inventory/00000000-0000-0000-0000-0000000000FF/edit",
      "Can't open nav:///inventory/00000000-0000-0000-0000-0000000000FF/edit: There is no item "
        + "00000000-0000-0000-0000-0000000000FF in the inventory; it may have been deleted. (At "
        + "/inventory/00000000-0000-0000-0000-0000000000FF.)"
    ),
  ])
  func aBadLinkSaysWhatIsWrongAndWhereAndChangesNothing(url: String, message: String) async throws {
    // Given an edit in progress
    let model = AppModel.loaded()
    try await model.open(url: "nav:///inventory/\(keyboardID)/edit/colorPicker")
    model.path.last?.editor?.form.item.name = "Typed, not saved"
    let before = model.state
    let editor = model.path.last?.editor

    // When a bad link is opened
    await #expect {
      try await model.open(url: url)
    } throws: { error in
      (error as? AppLinkError)?.description == message
    }

    // Then nothing changed, not even the models behind the screens
    expectNoDifference(model.state, before)
    #expect(model.path.last?.editor === editor)
  }

  @Test func anItemLinkLoadsTheInventoryFirst() async throws {
    let model = AppModel(apiClient: .preview())

    try await model.open(url: "nav:///inventory/\(keyboardID)/edit")

    #expect(model.url == "nav:///inventory/\(Item.keyboard.id)/edit")
  }

  @Test func anItemLinkOnAnInventoryThatCannotLoadSaysSoAndChangesNothing() async throws {
    let model = AppModel(apiClient: .preview(failing: [.load]))

    let error = await #expect(throws: AppLinkError.self) {
      try await model.open(url: "nav:///inventory/\(keyboardID)/edit")
    }

    #expect(
      error?.reason
        == "The inventory could not load its items. (At /inventory/\(keyboardID).)")
    expectNoDifference(model.state, AppState())
  }
}

/// The tabs' URL components as the error for an unknown one lists them, from the tabs the app
/// has: `"one", "inventory" or "three"`.
private let quotedTabs: String = {
  let names = AppModel.Tab.allCases.map {
    "\"\(AppState(selectedTab: $0).url.dropFirst("nav:///".count))\""
  }
  return "\(names.dropLast().joined(separator: ", ")) or \(names[names.count - 1])"
}()
