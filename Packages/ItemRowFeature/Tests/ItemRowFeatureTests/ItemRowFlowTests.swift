import CustomDump
import Foundation
import ItemRowFeature
import Models
import Observation
import Testing
import TextUITesting

@MainActor
@Suite(.timeLimit(.minutes(2))) struct ItemRowFlowTests {
  @Test func deleteConfirmedCallsTheDelegateOnceAndDismissesTheAlert() throws {
    // Given a row whose parent records deletions
    let model = ItemRowModel(id: Item.keyboard.id)
    var deletedIDs: [Item.ID] = []
    model.onDeleteConfirmed = { deletedIDs.append($0) }
    let driver = TestDriver { ItemRowView(item: .keyboard, model: model).itemRowDestination(model) }

    // When Delete is tapped, the confirmation alert is presented over the row
    try driver.tap("Delete")
    expectNoDifference(model.destination.map(alertState), .deleteConfirmation(.keyboard))
    expectNoDifference(
      driver.frame,
      """
      [Keyboard] Blue ■ In stock: 100                             [Duplicate] [Delete]








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
      "[Keyboard] Blue ■ In stock: 100                             [Duplicate] [Delete]"
    )
  }

  @Test func cancellingTheAlertDismissesItWithoutDeleting() throws {
    let model = ItemRowModel(id: Item.keyboard.id)
    model.onDeleteConfirmed = { _ in Issue.record("Cancel must not delete") }
    let driver = TestDriver { ItemRowView(item: .keyboard, model: model).itemRowDestination(model) }

    try driver.tap("Delete")
    try driver.tap("Cancel")

    #expect(model.destination == nil)
    expectNoDifference(
      driver.frame,
      "[Keyboard] Blue ■ In stock: 100                             [Duplicate] [Delete]"
    )
  }

  @Test func goingBackFromTheAlertCancelsIt() throws {
    let model = ItemRowModel(
      id: Item.keyboard.id, destination: .alert(.deleteConfirmation(.keyboard)))
    model.onDeleteConfirmed = { _ in Issue.record("Back must not delete") }
    let driver = TestDriver { ItemRowView(item: .keyboard, model: model).itemRowDestination(model) }

    try driver.back()

    #expect(model.destination == nil)
  }

  @Test func duplicateEmitsADestinationNamingTheItem() throws {
    let model = ItemRowModel(id: Item.phone.id)
    var destinations: [ItemRowDestination] = []
    model.onDestination = { destinations.append($0) }
    let driver = TestDriver { ItemRowView(item: .phone, model: model) }

    try driver.tap("Duplicate")

    expectNoDifference(destinations, [.duplicate(.phone)])
    #expect(model.destination == nil)
  }

  @Test func selectingTheRowByItsNameEmitsTheEditDestination() throws {
    let model = ItemRowModel(id: Item.phone.id)
    var destinations: [ItemRowDestination] = []
    model.onDestination = { destinations.append($0) }
    let driver = TestDriver { ItemRowView(item: .phone, model: model) }

    try driver.tap("Phone")

    expectNoDifference(destinations, [.edit(.phone)])
  }

  @Test func controlsAnswerToTheItemsIDAndTheirLabel() throws {
    // Given two rows of items with the same name, as a duplicate makes
    let copyItem = Item.charger.duplicate(id: Item.sampleID(9))
    let original = ItemRowModel(id: Item.charger.id)
    let copy = ItemRowModel(id: copyItem.id)
    var destinations: [ItemRowDestination] = []
    for row in [original, copy] {
      row.onDestination = { destinations.append($0) }
    }
    let driver = TestDriver {
      VStack {
        ItemRowView(item: .charger, model: original)
        ItemRowView(item: copyItem, model: copy)
      }
    }

    // When each is addressed by its id
    try driver.tap("00000000-0000-0000-0000-000000000009/Duplicate")
    try driver.tap("00000000-0000-0000-0000-000000000002/Charger")
    try driver.tap("00000000-0000-0000-0000-000000000009/Delete")

    // Then each control reached its own row
    expectNoDifference(destinations, [.duplicate(copyItem), .edit(.charger)])
    #expect(original.route == nil)
    #expect(copy.route == .delete)
  }

  @Test func aLabelShownByTwoRowsIsAmbiguousAndListsEachIdentifier() throws {
    let items = [Item.charger, Item.charger.duplicate(id: Item.sampleID(9))]
    let rows = items.map { ItemRowModel(id: $0.id) }
    let driver = TestDriver {
      VStack { ForEach(Array(zip(items, rows)), id: \.0.id) { ItemRowView(item: $0, model: $1) } }
    }

    #expect(
      throws: StepError.ambiguous(
        .tap("Delete"),
        candidates: [
          ControlDescription(
            kind: "button", label: "Delete",
            identifier: "00000000-0000-0000-0000-000000000002/Delete"),
          ControlDescription(
            kind: "button", label: "Delete",
            identifier: "00000000-0000-0000-0000-000000000009/Delete"),
        ])
    ) {
      try driver.tap("Delete")
    }
  }

  @Test func unwiredDelegatesAreReportedByName() throws {
    let model = ItemRowModel(
      id: Item.keyboard.id, destination: .alert(.deleteConfirmation(.keyboard)))
    let driver = TestDriver { ItemRowView(item: .keyboard, model: model).itemRowDestination(model) }
    let steps: [(delegate: String, tap: String)] = [
      ("ItemRowModel.onDeleteConfirmed", "Delete"),
      ("ItemRowModel.onDestination", "Duplicate"),
      ("ItemRowModel.onDestination", "Keyboard"),
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
      TestDriver { ItemRowView(item: item, model: ItemRowModel(id: item.id)) }.frame
    }

    expectNoDifference(
      frames,
      [
        "[Keyboard] Blue ■ In stock: 100                             [Duplicate] [Delete]",
        "[Headphones] Red ■ Out of stock                             [Duplicate] [Delete]",
        "[Phone] Green ■ Out of stock, on back order                 [Duplicate] [Delete]",
        "[Cable] None □ In stock: 0                                  [Duplicate] [Delete]",
      ]
    )
  }

  @Test func theRowShowsTheItemItIsHandedEachTime() {
    // Given one row model, as the app keeps while the row is on screen
    let model = ItemRowModel(id: Item.keyboard.id)
    let owner = ItemOwner(item: .keyboard)
    let driver = TestDriver { ItemRowView(item: owner.item, model: model) }
    #expect(driver.frame.hasPrefix("[Keyboard] Blue ■ In stock: 100"))

    // When the owner's item changes (a saved edit)
    owner.item.name = "Keys"
    owner.item.status = .outOfStock(isOnBackOrder: false)

    // Then the row draws the owner's value: there is no copy to update
    #expect(driver.frame.hasPrefix("[Keys] Blue ■ Out of stock"))
  }
}

/// The one owner of an item, as the inventory list is in the app.
@MainActor
@Observable
private final class ItemOwner {
  var item: Item
  init(item: Item) { self.item = item }
}

private func alertState(
  _ destination: ItemRowModel.Destination
) -> AlertState<ItemRowModel.AlertAction> {
  switch destination {
  case .alert(let state): state
  }
}

@MainActor
@Suite(.timeLimit(.minutes(2))) struct HoistedDestinationTests {
  @Test func aListScreenPresentsTheAlertOfARowOutsideTheVisibleWindow() throws {
    // Given 100 rows in a lazy list, the last one deep-linked to its delete confirmation
    let items = (1...100).map {
      Item(id: Item.sampleID(UInt8($0)), name: "Item \($0)", status: .inStock(quantity: $0))
    }
    let rows = items.map { ItemRowModel(id: $0.id) }
    var deletedIDs: [Item.ID] = []
    for row in rows {
      row.onDeleteConfirmed = { deletedIDs.append($0) }
    }
    rows[99].deleteButtonTapped(items[99])
    let driver = TestDriver(size: Size(width: 80, height: 8)) {
      List(items) { item in
        ItemRowView(item: item, model: rows[Int(item.id.uuid.15) - 1])
      }
      .itemRowDestination(rows.first { $0.destination != nil })
    }

    // Then the alert is up over the first rows, although row 100 is not built
    expectNoDifference(
      driver.frame,
      """
      [Item 1] None □ In stock: 1                                 [Duplicate] [Delete]
      [Item 2] None ┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓cate] [Delete]
      [Item 3] None ┃ Item 100                                         ┃cate] [Delete]
      [Item 4] None ┃ Are you sure you want to delete this item?       ┃cate] [Delete]
      [Item 5] None ┃                                                  ┃cate] [Delete]
      [Item 6] None ┃ [Delete] [Cancel]                                ┃cate] [Delete]
      [Item 7] None ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛cate] [Delete]
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
      [Item 1] None □ In stock: 1                                 [Duplicate] [Delete]
      [Item 2] None □ In stock: 2                                 [Duplicate] [Delete]
      [Item 3] None □ In stock: 3                                 [Duplicate] [Delete]
      [Item 4] None □ In stock: 4                                 [Duplicate] [Delete]
      [Item 5] None □ In stock: 5                                 [Duplicate] [Delete]
      [Item 6] None □ In stock: 6                                 [Duplicate] [Delete]
      [Item 7] None □ In stock: 7                                 [Duplicate] [Delete]
        ↓ 93 more
      """
    )
  }
}
