import CustomDump
import Foundation
import ItemRowFeature
import Models
import Testing
import TextUI

@MainActor
@Suite struct ItemRowFlowTests {
  @Test func deleteConfirmedCallsTheDelegateOnceAndDismissesTheAlert() throws {
    // Given a row whose parent records deletions
    let model = ItemRowModel(item: .keyboard)
    var deletedIDs: [Item.ID] = []
    model.onDeleteConfirmed = { deletedIDs.append($0) }
    let driver = TestDriver { ItemRowView(model: model) }

    // When Delete is tapped, the confirmation alert is presented over the row
    try driver.tap("Delete")
    expectNoDifference(model.destination.map(alertState), .deleteConfirmation(.keyboard))
    expectNoDifference(
      driver.frame,
      """
      [Keyboard] Blue ■ In stock: 100                            [Duplicate] [Delete]








                    ┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓
                    ┃ Keyboard                                         ┃
                    ┃ Are you sure you want to delete this item?       ┃
                    ┃                                                  ┃
                    ┃ [Delete] [Cancel]                                ┃
                    ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛
      """
    )
    #expect(deletedIDs.isEmpty)

    // When the alert's Delete is tapped
    try driver.tap("Delete")

    // Then the parent is told once, with the item's id, and the alert is gone
    expectNoDifference(deletedIDs, [Item.keyboard.id])
    #expect(model.destination == nil)
    expectNoDifference(
      driver.frame,
      "[Keyboard] Blue ■ In stock: 100                            [Duplicate] [Delete]"
    )
  }

  @Test func cancellingTheAlertDismissesItWithoutDeleting() throws {
    let model = ItemRowModel(item: .keyboard)
    model.onDeleteConfirmed = { _ in Issue.record("Cancel must not delete") }
    let driver = TestDriver { ItemRowView(model: model) }

    try driver.tap("Delete")
    try driver.tap("Cancel")

    #expect(model.destination == nil)
    expectNoDifference(
      driver.frame,
      "[Keyboard] Blue ■ In stock: 100                            [Duplicate] [Delete]"
    )
  }

  @Test func goingBackFromTheAlertCancelsIt() throws {
    let model = ItemRowModel(item: .keyboard, destination: .alert(.deleteConfirmation(.keyboard)))
    model.onDeleteConfirmed = { _ in Issue.record("Back must not delete") }
    let driver = TestDriver { ItemRowView(model: model) }

    try driver.back()

    #expect(model.destination == nil)
  }

  @Test func duplicateHandsTheItemToTheParent() throws {
    let model = ItemRowModel(item: .phone)
    var duplicated: [Item] = []
    model.onDuplicate = { duplicated.append($0) }
    let driver = TestDriver { ItemRowView(model: model) }

    try driver.tap("Duplicate")

    expectNoDifference(duplicated, [.phone])
    #expect(model.destination == nil)
  }

  @Test func selectingTheRowByItsNameHandsTheItemToTheParent() throws {
    let model = ItemRowModel(item: .phone)
    var selected: [Item] = []
    model.onSelect = { selected.append($0) }
    let driver = TestDriver { ItemRowView(model: model) }

    try driver.tap("Phone")

    expectNoDifference(selected, [.phone])
  }

  @Test func buttonsAreReachableByIdentifiersNamingTheItem() throws {
    let model = ItemRowModel(item: .charger)
    var duplicated: [Item] = []
    model.onDuplicate = { duplicated.append($0) }
    let driver = TestDriver { ItemRowView(model: model) }

    try driver.tap("Charger/Duplicate")
    try driver.tap("Charger/Delete")

    expectNoDifference(duplicated, [.charger])
    #expect(model.route == .delete)
  }

  @Test func unwiredDelegatesAreReportedByName() throws {
    let model = ItemRowModel(item: .keyboard, destination: .alert(.deleteConfirmation(.keyboard)))
    let driver = TestDriver { ItemRowView(model: model) }
    let steps: [(delegate: String, tap: String)] = [
      ("ItemRowModel.onDeleteConfirmed", "Delete"),
      ("ItemRowModel.onDuplicate", "Duplicate"),
      ("ItemRowModel.onSelect", "Keyboard"),
    ]

    for (delegate, label) in steps {
      try withKnownIssue {
        try driver.tap(label)
      } matching: { issue in
        issue.comments.contains { $0.rawValue.hasPrefix("Unimplemented: \(delegate)") }
      }
    }
  }

  @Test func rowsStateColorAndStatus() {
    let items: [Item] = [
      .keyboard, .headphones, .phone,
      Item(id: Item.sampleID(9), name: "Cable", status: .inStock(quantity: 0)),
    ]

    let frames = items.map { item in
      TestDriver { ItemRowView(model: ItemRowModel(item: item)) }.frame
    }

    expectNoDifference(
      frames,
      [
        "[Keyboard] Blue ■ In stock: 100                            [Duplicate] [Delete]",
        "[Headphones] Red ■ Out of stock                            [Duplicate] [Delete]",
        "[Phone] Green ■ Out of stock, on back order                [Duplicate] [Delete]",
        "[Cable] No color □ In stock: 0                             [Duplicate] [Delete]",
      ]
    )
  }

  @Test func anItemWithAnotherIDIsRefusedAndReported() {
    let model = ItemRowModel(item: .keyboard)
    var renamed = Item.keyboard
    renamed.name = "Keys"
    model.item = renamed
    #expect(model.item == renamed)

    withKnownIssue {
      model.item = .phone
    } matching: { issue in
      issue.description.contains("ItemRowModel.item was assigned item")
    }

    #expect(model.item == renamed)
  }
}

private func alertState(
  _ destination: ItemRowModel.Destination
) -> AlertState<ItemRowModel.AlertAction> {
  switch destination {
  case .alert(let state): state
  }
}

@MainActor
@Suite struct HoistedDestinationTests {
  @Test func aListScreenPresentsTheAlertOfARowOutsideTheVisibleWindow() throws {
    // Given 100 rows in a lazy list, the last one deep-linked to its delete confirmation
    let items = (1...100).map {
      Item(id: Item.sampleID(UInt8($0)), name: "Item \($0)", status: .inStock(quantity: $0))
    }
    let rows = items.map { ItemRowModel(item: $0) }
    var deletedIDs: [Item.ID] = []
    for row in rows {
      row.onDeleteConfirmed = { deletedIDs.append($0) }
    }
    rows[99].apply(.delete)
    let driver = TestDriver(size: Size(width: 80, height: 8)) {
      List(rows) { row in
        ItemRowLine(model: row)
      }
      .itemRowDestination(rows.first { $0.destination != nil })
    }

    // Then the alert is up over the first rows, although row 100 is not built
    expectNoDifference(
      driver.frame,
      """
      [Item 1] No color □ In stock: 1                            [Duplicate] [Delete]
      [Item 2] No co┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓ate] [Delete]
      [Item 3] No co┃ Item 100                                         ┃ate] [Delete]
      [Item 4] No co┃ Are you sure you want to delete this item?       ┃ate] [Delete]
      [Item 5] No co┃                                                  ┃ate] [Delete]
      [Item 6] No co┃ [Delete] [Cancel]                                ┃ate] [Delete]
      [Item 7] No co┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛ate] [Delete]
        ↓ 93 more
      """
    )

    // When it is confirmed, the right row is deleted and its alert is gone
    try driver.tap("Delete")
    expectNoDifference(deletedIDs, [items[99].id])
    #expect(rows[99].destination == nil)
    expectNoDifference(
      driver.frame,
      """
      [Item 1] No color □ In stock: 1                            [Duplicate] [Delete]
      [Item 2] No color □ In stock: 2                            [Duplicate] [Delete]
      [Item 3] No color □ In stock: 3                            [Duplicate] [Delete]
      [Item 4] No color □ In stock: 4                            [Duplicate] [Delete]
      [Item 5] No color □ In stock: 5                            [Duplicate] [Delete]
      [Item 6] No color □ In stock: 6                            [Duplicate] [Delete]
      [Item 7] No color □ In stock: 7                            [Duplicate] [Delete]
        ↓ 93 more
      """
    )
  }
}
