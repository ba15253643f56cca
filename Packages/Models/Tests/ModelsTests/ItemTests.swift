import CustomDump
import Foundation
import Models
import Testing

@Suite(.timeLimit(.minutes(2))) struct ItemTests {
  @Test func duplicateKeepsEveryFieldAndTakesANewID() {
    let newID = Item.sampleID(42)
    let copy = Item.phone.duplicate(id: newID)

    var expected = Item.phone
    expected.id = newID
    expectNoDifference(copy, expected)
  }

  @Test func duplicateWithoutAnIDNeverReusesTheOriginalID() {
    #expect(Item.keyboard.duplicate().id != Item.keyboard.id)
  }

  @Test func draftIsBlankAndOneInStock() {
    expectNoDifference(
      Item.draft(id: Item.sampleID(7)),
      Item(id: Item.sampleID(7), name: "", color: nil, status: .inStock(quantity: 1))
    )
  }

  @Test func statusSummaryIsWhatEveryListShows() {
    #expect(Item.Status.inStock(quantity: 3).summary == "In stock: 3")
    #expect(Item.Status.outOfStock(isOnBackOrder: false).summary == "Out of stock")
    #expect(Item.Status.outOfStock(isOnBackOrder: true).summary == "Out of stock, on back order")
  }

  @Test func aMissingColorIsNamedNone() {
    #expect(Item.Color.name(of: nil) == "None")
    #expect(Item.Color.name(of: .blue) == "Blue")
  }

  @Test func notFoundMessageNamesTheID() {
    #expect(
      Item.notFoundMessage(Item.sampleID(42))
        == "There is no item 00000000-0000-0000-0000-00000000002A in the inventory; it may have "
        + "been deleted.")
  }

  @Test func samplesAreTwoInStockAndTwoOutOfStockOneOnBackOrder() {
    let statuses = Item.samples.map(\.status)
    #expect(statuses.filter(\.isInStock).count == 2)
    #expect(statuses.filter { $0 == .outOfStock(isOnBackOrder: true) }.count == 1)
    #expect(statuses.filter { $0 == .outOfStock(isOnBackOrder: false) }.count == 1)
  }

  @Test func sampleIDsAreFixedAndDocumented() {
    #expect(
      Item.samples.map(\.id.uuidString) == [
        "00000000-0000-0000-0000-000000000001",
        "00000000-0000-0000-0000-000000000002",
        "00000000-0000-0000-0000-000000000003",
        "00000000-0000-0000-0000-000000000004",
      ]
    )
  }

  @Test func paletteColorsAreFoundByNameIgnoringCase() {
    #expect(Item.Color.named("blue") == .blue)
    #expect(Item.Color.named("Mauve") == nil)
    #expect(
      Item.Color.defaults.map(\.name) == ["Red", "Green", "Blue", "Black", "Yellow", "White"])
  }

  /// Found by a hostile test: `Lamp<NUL>Shade` was shown whole in the form and stored as `Lamp`.
  @Test func aNameIsRefusedForWhatTheStoreOrTheTerminalCannotKeep() {
    let long = String(repeating: "é", count: Item.maximumNameLength + 1)

    expectNoDifference(
      [
        "Lamp", " \n", "Lamp\u{0}Shade", "\u{1B}]0;PWNED\u{7}", "a\u{9B}b", "abc\u{202E}fed", long,
        String(repeating: "é", count: Item.maximumNameLength), "Café 🛋️",
      ].map(Item.nameProblem),
      [
        nil, "Name is required.", "Name can't contain the control character U+0000.",
        "Name can't contain the control character U+001B.",
        "Name can't contain the control character U+009B.",
        "Name can't contain the control character U+202E.",
        "Name is too long (201 characters; at most 200).", nil, nil,
      ])
  }
}
