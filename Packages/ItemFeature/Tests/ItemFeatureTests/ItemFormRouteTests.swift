import CustomDump
import ItemFeature
import Models
import Testing
import TextUITesting

@MainActor
@Suite(.timeLimit(.minutes(2))) struct ItemFormRouteTests {
  @Test func eachRouteRoundTripsThroughItsFragment() {
    expectRoundTrip(ItemFormRoute.form, "nav:///")
    expectRoundTrip(ItemFormRoute.colorPicker, "nav:///colorPicker")
  }

  @Test func theFragmentLeavesTheQueryForWhoeverComposedIt() throws {
    var link = try DeepLink(parsing: "nav:///inventory/add/colorPicker?name=Lamp")
    try link.expect("inventory")
    try link.expect("add")

    #expect(try ItemFormRoute(parsing: &link) == .colorPicker)
    #expect(link.query == [DeepLink.QueryItem("name", "Lamp")])
  }

  @Test func anUnknownComponentIsAnErrorNamingItAndWhereItIs() throws {
    var link = try DeepLink(parsing: "nav:///inventory/add/colour")
    try link.expect("inventory")
    try link.expect("add")

    let expected = DeepLinkError(
      expected: "\"colorPicker\" or the end of the path", found: "colour", at: "/inventory/add")
    #expect(throws: expected) { try ItemFormRoute(parsing: &link) }
    #expect(
      expected.description
        == "Expected \"colorPicker\" or the end of the path after /inventory/add, found \"colour\"."
    )
  }

  @Test func anythingAfterTheColorPickerIsAnError() throws {
    var link = try DeepLink(parsing: "nav:///colorPicker/red")

    #expect(
      throws: DeepLinkError(expected: "the end of the path", found: "red", at: "/colorPicker")
    ) {
      try ItemFormRoute(parsing: &link)
    }
  }

  @Test func theModelsRouteFollowsItsDestination() {
    let model = ItemFormModel(item: .keyboard)
    #expect(model.route == .form)

    model.apply(.colorPicker)
    #expect(model.route == .colorPicker)

    model.apply(.form)
    #expect(model.route == .form)
    #expect(model.destination == nil)
  }

  @Test func applyingTheRouteTheFormIsAtKeepsItsPicker() throws {
    let model = ItemFormModel(item: .keyboard)
    model.apply(.colorPicker)
    guard case .colorPicker(let picker) = model.destination else {
      Issue.record("Expected the color picker")
      return
    }

    model.apply(.colorPicker)

    guard case .colorPicker(let same) = model.destination else {
      Issue.record("Expected the color picker")
      return
    }
    #expect(same === picker)
  }

  @Test func aDeepLinkedPickerIsWiredLikeOneTheUserOpened() throws {
    // Given a form restored with its picker already open
    let model = ItemFormModel(
      item: .keyboard, destination: .colorPicker(ColorPickerModel(selection: .blue)))
    let driver = TestDriver { NavigationStack { ItemFormView(model: model) } }
    expectNoDifference(
      driver.frame,
      """
      ‹ Back                               Color
      ────────────────────────────────────────────────────────────────────────────────
      [None □]
      [Red ■]
      [Green ■]
      [Blue ■ ✓]
      [Black ■]
      [Yellow ■]
      [White ■]
      """
    )

    // When a color is chosen, the form takes it and pops
    try driver.tap("Green")

    #expect(model.item.color == .green)
    #expect(model.destination == nil)
  }
}
