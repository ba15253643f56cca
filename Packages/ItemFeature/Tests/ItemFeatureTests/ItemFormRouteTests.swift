import CustomDump
import ItemFeature
import Models
import Testing
import TextUI

@MainActor
@Suite struct ItemFormRouteTests {
  /// What the app has consumed before handing the link to the form.
  private static let prefix = ["inventory", "00000000-0000-0000-0000-000000000001", "edit"]

  @Test(arguments: ItemFormRoute.allCases)
  func printingThenParsingGivesTheSameRoute(route: ItemFormRoute) throws {
    var printed = DeepLink(path: Self.prefix)
    route.print(into: &printed)

    var link = try DeepLink(parsing: printed.description)
    for component in Self.prefix {
      try link.expect(component)
    }
    let parsed = try ItemFormRoute(parsing: &link)

    #expect(parsed == route)
    #expect(link.path.isEmpty)
  }

  @Test func printedRoutesAreTheGrammarsFragments() {
    let printed = ItemFormRoute.allCases.map { route in
      var link = DeepLink(path: ["inventory", "add"])
      route.print(into: &link)
      return link.description
    }
    expectNoDifference(printed, ["nav:///inventory/add", "nav:///inventory/add/colorPicker"])
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
