import ApiClient
import InventoryFeature
import ItemFeature
import ItemRowFeature
import Models
import Testing
import TextUITesting

@testable import AppFeature

/// What a forgotten wire looks like: every delegate defaults to `unimplemented(...)`, so a
/// composition that forgets one fails with an issue naming it instead of doing nothing.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct UnwiredDelegateTests {
  @Test func aRowWhoseDeleteIsNotWiredReportsItByName() throws {
    // Given a row the app layer forgot to wire
    let row = ItemRowModel(id: Item.keyboard.id)
    let driver = TestDriver { ItemRowView(item: .keyboard, model: row).itemRowDestination(row) }
    try driver.tap("Delete")

    // When its delete is confirmed, the issue names the missing delegate
    try withKnownIssue {
      try driver.tap("Delete")
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("Unimplemented: ItemRowModel.onDeleteConfirmed")
      }
    }
  }

  @Test func anInventoryWhoseDestinationsAreNotWiredReportsItByName() throws {
    let inventory = InventoryModel(items: Item.samples, loadState: .loaded, apiClient: .preview())
    let driver = TestDriver { NavigationStack { InventoryView(model: inventory) } }

    try withKnownIssue {
      try driver.tap("Add")
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("Unimplemented: InventoryModel.onDestination")
      }
    }
  }

  @Test func theAppWiresEveryRowDelegate() async throws {
    // Selecting, duplicating and deleting through the app's rows records no issue at all.
    let store = DelayedStore()
    let model = AppModel.loaded(client: store.client())
    let driver = TestDriver { AppView(model: model) }

    try driver.tap("Keyboard")
    try driver.back()
    try driver.tap("\(Item.charger.id)/Duplicate")
    try driver.back()
    try driver.tap("\(Item.phone.id)/Delete")
    try driver.tap("Delete")
    await store.requestsFinished(1)

    #expect(model.inventory.items.map(\.name) == ["Keyboard", "Charger", "Headphones"])
  }
}
