import ApiClient
import CustomDump
import Foundation
import InventoryFeature
import ItemFeature
import Models
import Testing
import TextUITesting

@testable import AppFeature

/// States worth restoring: each has a draft or a presentation that must come back exactly.
private let savedStates: [AppState] = [
  AppState(selectedTab: .one),
  AppState(selectedTab: .inventory, inventory: .help),
  AppState(selectedTab: .three, inventory: .deleteConfirmation(itemID: Item.charger.id)),
  AppState(
    selectedTab: .inventory,
    inventory: .edit(
      draft: Item(
        id: Item.keyboard.id, name: "Keyb", color: nil, status: .outOfStock(isOnBackOrder: true)),
      form: .colorPicker)),
  AppState(
    selectedTab: .one,
    inventory: .add(
      draft: Item(id: IncrementingIDs.id(9), name: "Half-typed", status: .inStock(quantity: 7)),
      form: .form)),
  AppState(
    selectedTab: .inventory,
    inventory: .duplicate(
      draft: Item.phone.duplicate(id: IncrementingIDs.id(8)), sourceID: Item.phone.id,
      form: .colorPicker)),
]

@MainActor
@Suite(.timeLimit(.minutes(5))) struct RestorationTests {
  @Test(arguments: savedStates)
  func aSnapshotRestoresTheSameState(_ state: AppState) async throws {
    // Given an app in `state`
    let running = AppModel.loaded()
    running.restore(state)
    expectNoDifference(running.state, state)

    // When its snapshot is restored by the next run of the app
    let snapshot = try running.navigationSnapshot()
    let next = AppModel.loaded()
    await next.restore(from: snapshot)

    // Then the next run is where the last one was, drafts included
    expectNoDifference(next.state, state)
  }

  @Test func whatTheUserTypedSurvivesARestart() async throws {
    // Given an edit in progress, on its color picker
    let running = AppModel.loaded()
    let driver = TestDriver { AppView(model: running) }
    try driver.tap("Charger")
    try driver.type("Name", "USB-C char")
    try driver.increment("Quantity")
    try driver.tap("Color")

    // When the app saves its state and the next run restores it
    let snapshot = try running.navigationSnapshot()
    let next = AppModel.loaded()
    await next.restore(from: snapshot)
    let nextDriver = TestDriver { AppView(model: next) }

    // Then the picker is open over the form with everything typed
    expectNoDifference(next.state, running.state)
    #expect(nextDriver.frame.contains("[Yellow ■ ✓]"))
    try nextDriver.back()
    #expect(nextDriver.frame.contains("Name: [USB-C char"))
    #expect(nextDriver.frame.contains("Quantity: 21"))
  }

  @Test func aCorruptSnapshotIsIgnoredWithANote() async throws {
    let model = AppModel.loaded()
    try await model.open(url: "nav:///inventory/help")

    let notes = await model.restore(
      from: Data("{\"version\": 3, \"state\": {\"selectedTab\": 3".utf8))

    guard case .refused(.unreadable) = notes.first, notes.count == 1 else {
      Issue.record("Expected one unreadable note, found \(notes)")
      return
    }
    #expect(model.url == "nav:///inventory/help")
  }

  @Test func aSnapshotWithABadValueSaysWhere() async {
    let model = AppModel.loaded()
    let data = Data(
      #"{"state":{"path":[],"isShowingHelp":false,"selectedTab":"four"},"version":3}"#.utf8)

    let notes = await model.restore(from: data)

    expectNoDifference(
      notes.map(\.description),
      [
        "The saved navigation state could not be read and was ignored: Cannot initialize Tab "
          + "from invalid String value four (at state.selectedTab)"
      ])
  }

  @Test func aSnapshotFromANewerVersionIsIgnored() async {
    let model = AppModel.loaded()

    let notes = await model.restore(from: Data(#"{"version": 4, "state": {"layout": "new"}}"#.utf8))

    expectNoDifference(notes, [.refused(.otherVersion(4, supported: 3))])
    #expect(model.url == "nav:///inventory")
  }

  @Test func aScreenOfAnItemDeletedSinceIsLeftOutWithANoteAndTheRestIsRestored() async throws {
    // Given a snapshot of the Phone's edit screen under a half-typed Add sheet
    var state = AppState(
      selectedTab: .inventory,
      inventory: .edit(draft: Item.phone, form: .form))
    state.destination = .add(
      .init(draft: Item(id: IncrementingIDs.id(50), name: "Half", status: .inStock(quantity: 2))))
    let running = AppModel.loaded()
    running.restore(state)
    let snapshot = try running.navigationSnapshot()

    // When the next run's store no longer has the Phone
    let next = AppModel.loaded(items: [.keyboard, .charger, .headphones])
    let notes = await next.restore(from: snapshot)

    // Then the edit screen is left out, saying so, and the Add draft is kept
    expectNoDifference(notes, [.leftOut(.edit, .notStored(Item.phone.id))])
    expectNoDifference(
      notes.map(\.description),
      [
        "The saved edit screen was left out: There is no item \(Item.phone.id) in the inventory; "
          + "it may have been deleted."
      ])
    var expected = state
    expected.path = []
    expectNoDifference(next.state, expected)
  }

  /// Found by a hostile test: a saved Add draft carrying a stored item's id replaced that item
  /// when it was saved.
  @Test func anAddDraftWhoseIDTheStoreGaveAnotherItemGetsANewIDAndAddsAnItem() async throws {
    // Given a saved Add sheet whose draft, "Desk", has the Phone's id
    let store = ApiClient.preview(items: Item.samples)
    let model = AppModel.loaded(client: store)
    let desk = Item(id: Item.phone.id, name: "Desk", status: .inStock(quantity: 1))
    model.restore(AppState(selectedTab: .inventory, inventory: .add(draft: desk, form: .form)))

    // When it is restored and saved
    guard case .add(let editor) = model.destination else {
      Issue.record("Expected the Add sheet, found \(model.state)")
      return
    }
    #expect(editor.form.item.id == IncrementingIDs.id(1))
    await editor.confirmButtonTapped()

    // Then Desk is a new item and the Phone is as it was, in the list and in the store
    var addedDesk = desk
    addedDesk.id = IncrementingIDs.id(1)
    expectNoDifference(Array(model.inventory.items), Item.samples + [addedDesk])
    let stored = try await store.loadItems()
    expectNoDifference(stored, Item.samples + [addedDesk])
  }

  /// Found by a hostile test: a session that ended while its save was being dismissed was saved
  /// with the sheet open on the stored item.
  @Test func aFormWhoseDraftTheStoreHoldsAsItIsIsLeftOut() async throws {
    // Given a session saved with the Add sheet open on Lamp
    let lamp = Item(id: IncrementingIDs.id(70), name: "Lamp", status: .inStock(quantity: 1))
    let running = AppModel.loaded()
    running.restore(
      AppState(selectedTab: .inventory, inventory: .add(draft: lamp, form: .form)))
    let snapshot = try running.navigationSnapshot()

    // When the next session's store holds Lamp as it is
    let model = AppModel.loaded(items: Item.samples + [lamp])
    let notes = await model.restore(from: snapshot)

    // Then the sheet is left out, saying so

    expectNoDifference(
      notes.map(\.description), [#"The saved form on "Lamp" was left out: that item was saved."#])
    expectNoDifference(model.state, AppState(selectedTab: .inventory))
  }

  @Test func aSnapshotOverTheSizeLimitIsRefusedBeforeItIsRead() async {
    let model = AppModel.loaded()
    let data = Data(repeating: UInt8(ascii: " "), count: AppModel.savedState.maximumSize + 1)

    let notes = await model.restore(from: data)

    expectNoDifference(notes, [.refused(.tooLarge("it is 65537 bytes, over the limit of 65536"))])
  }

  @Test func aStackDeeperThanTheAppBuildsIsRefused() {
    let model = AppModel.loaded()
    let screen = AppModel.Path<ItemEditorModel.State, SavedPart?>.edit(.init(draft: .phone))
    var state = AppState(selectedTab: .inventory)
    state.path = Array(repeating: screen, count: AppState.maximumStackDepth + 1)

    let notes = model.restore(state)

    expectNoDifference(
      notes.map(\.description),
      ["The saved navigation state was ignored: its stack holds 17 screens, over the limit of 16."])
    #expect(model.path.isEmpty)
  }

  @Test func aSavedFeatureScreenThatItsDestinationDoesNotOpenIsRefused() {
    let model = AppModel.loaded()
    var state = AppState(selectedTab: .inventory)
    state.path = [.edit(.init(draft: .phone)), .feature(.add(.draft(id: Item.phone.id)), nil)]

    let notes = model.restore(state)

    expectNoDifference(
      notes.map(\.description),
      ["The saved navigation state could not be read and was ignored: nav:///add opens no screen."])
    #expect(model.path.isEmpty)
  }

  /// Found by a hostile test: a tab name with a title change and a clipboard write reached the
  /// terminal through the decoder's message.
  @Test func aDecodersMessageQuotingTheSavedStateIsDrawnVisibly() async {
    let model = AppModel.loaded()
    let json =
      #"{"version": 3, "state": {"selectedTab": "\u001b]0;PWNED\u0007", "path": [], "isShowingHelp": false}}"#

    let note = await model.restore(from: Data(json.utf8)).first?.description

    #expect(note?.contains("␛]0;PWNED␇") == true)
    #expect(note?.unicodeScalars.contains { $0.value < 0x20 } == false)
  }

  @Test func theSnapshotIsVersionedJSON() async throws {
    let model = AppModel.loaded()
    try await model.open(url: "nav:///inventory/help")

    let snapshot = try model.navigationSnapshot()

    expectNoDifference(
      String(decoding: snapshot, as: UTF8.self),
      #"{"state":{"features":{},"isShowingHelp":true,"path":[],"selectedTab":"inventory"},"version":3}"#
    )
  }
}
