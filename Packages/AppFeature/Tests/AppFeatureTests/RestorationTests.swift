import CustomDump
import Foundation
import InventoryFeature
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
  func aSnapshotRestoresTheSameState(_ state: AppState) throws {
    // Given an app in `state`
    let running = AppModel.loaded()
    try running.restore(state)
    expectNoDifference(running.state, state)

    // When its snapshot is restored by the next run of the app
    let snapshot = try running.navigationSnapshot()
    let next = AppModel.loaded()
    try next.restore(from: snapshot)

    // Then the next run is where the last one was, drafts included
    expectNoDifference(next.state, state)
  }

  @Test func whatTheUserTypedSurvivesARestart() throws {
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
    try next.restore(from: snapshot)
    let nextDriver = TestDriver { AppView(model: next) }

    // Then the picker is open over the form with everything typed
    expectNoDifference(next.state, running.state)
    #expect(nextDriver.frame.contains("[Yellow ■ ✓]"))
    try nextDriver.back()
    #expect(nextDriver.frame.contains("Name: [USB-C char"))
    #expect(nextDriver.frame.contains("Quantity: 21"))
  }

  @Test func aCorruptSnapshotIsIgnoredWithAMessage() throws {
    let model = AppModel.loaded()
    try model.open(url: "nav:///inventory/help")

    #expect {
      try model.restore(from: Data("{\"version\": 1, \"state\": {\"selectedTab\": 3".utf8))
    } throws: { error in
      guard let error = error as? RestorationError, case .unreadable = error else { return false }
      return error.description.hasPrefix(
        "The saved navigation state could not be read and was ignored: ")
    }
    #expect(model.route == .inventory(.help))
  }

  @Test func aSnapshotWithABadValueSaysWhere() throws {
    let model = AppModel.loaded()
    let data = Data(
      """
      {"state":{"inventory":{"list":{}},"selectedTab":"four"},"version":1}
      """.utf8)

    #expect {
      try model.restore(from: data)
    } throws: { error in
      (error as? RestorationError)?.description
        == "The saved navigation state could not be read and was ignored: Cannot initialize Tab "
        + "from invalid String value four (at state.selectedTab)"
    }
  }

  @Test func aSnapshotFromANewerVersionIsIgnored() throws {
    let model = AppModel.loaded()

    #expect(throws: RestorationError.newerVersion(4, supported: 3)) {
      try model.restore(from: Data(#"{"version": 4, "state": {"layout": "new"}}"#.utf8))
    }
    #expect(
      RestorationError.newerVersion(4, supported: 3).description
        == "The saved navigation state was written by a newer version of the app (format 4; "
        + "this version reads up to 3) and was ignored.")
    #expect(model.route == .inventory(.list))
  }

  @Test func aSnapshotOfAnItemDeletedSinceIsIgnored() async throws {
    // Given a snapshot of the Phone's edit screen
    let running = AppModel.loaded()
    try running.open(url: "nav:///inventory/\(Item.phone.id)/edit")
    let snapshot = try running.navigationSnapshot()

    // When the next run's store no longer has the Phone
    let next = AppModel.loaded(items: [.keyboard, .charger, .headphones])

    // Then restoring says so and leaves the app as it was
    #expect(throws: RestorationError.unknownItem(Item.phone.id)) {
      try next.restore(from: snapshot)
    }
    #expect(next.route == .inventory(.list))
  }

  @Test func theSnapshotIsVersionedJSON() throws {
    let model = AppModel.loaded()
    try model.open(url: "nav:///inventory/help")

    let snapshot = try model.navigationSnapshot()

    expectNoDifference(
      String(decoding: snapshot, as: UTF8.self),
      #"{"state":{"isShowingHelp":true,"path":[],"selectedTab":"inventory"},"version":3}"#)
  }
}
