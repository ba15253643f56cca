import CustomDump
import ItemRowFeature
import Models
import Testing
import TextUI

@MainActor
@Suite struct ItemRowRouteTests {
  /// What the app has consumed before handing the link to the row.
  private static let prefix = ["inventory", "00000000-0000-0000-0000-000000000001"]

  @Test(arguments: ItemRowRoute.allCases)
  func printingThenParsingGivesTheSameRoute(route: ItemRowRoute) throws {
    var printed = DeepLink(path: Self.prefix)
    route.print(into: &printed)

    var link = try DeepLink(parsing: printed.description)
    try link.expect("inventory")
    _ = link.popFirst()
    let parsed = try ItemRowRoute(parsing: &link)

    #expect(parsed == route)
    #expect(link.path.isEmpty)
  }

  @Test func printedRoutesAreTheGrammarsFragments() {
    let printed = ItemRowRoute.allCases.map { route in
      var link = DeepLink(path: Self.prefix)
      route.print(into: &link)
      return link.description
    }
    expectNoDifference(
      printed,
      [
        "nav:///inventory/00000000-0000-0000-0000-000000000001/delete",
        "nav:///inventory/00000000-0000-0000-0000-000000000001/edit",
        "nav:///inventory/00000000-0000-0000-0000-000000000001/duplicate",
      ]
    )
  }

  @Test func editAndDuplicateLeaveTheRestOfThePathForTheCaller() throws {
    for fragment in ["edit", "duplicate"] {
      var link = try DeepLink(parsing: "nav:///\(fragment)/colorPicker")

      _ = try ItemRowRoute(parsing: &link)

      expectNoDifference(link.path, ["colorPicker"])
      #expect(link.location == "/\(fragment)")
    }
  }

  @Test func anUnknownFragmentIsAnErrorNamingItAndWhereItIs() throws {
    var link = try DeepLink(parsing: "nav:///inventory/1/remove")
    try link.expect("inventory")
    _ = link.popFirst()

    #expect(
      throws: DeepLinkError(
        expected: "\"delete\", \"edit\" or \"duplicate\"", found: "remove", at: "/inventory/1")
    ) {
      try ItemRowRoute(parsing: &link)
    }
    #expect(
      DeepLinkError(
        expected: "\"delete\", \"edit\" or \"duplicate\"", found: "remove", at: "/inventory/1"
      )
      .description
        == "Expected \"delete\", \"edit\" or \"duplicate\" after /inventory/1, found \"remove\"."
    )
  }

  @Test func aMissingFragmentIsAnError() throws {
    var link = try DeepLink(parsing: "nav:///inventory/1")
    try link.expect("inventory")
    _ = link.popFirst()

    #expect(
      throws: DeepLinkError(
        expected: "\"delete\", \"edit\" or \"duplicate\"", found: nil, at: "/inventory/1")
    ) {
      try ItemRowRoute(parsing: &link)
    }
  }

  @Test func anythingAfterDeleteIsAnError() throws {
    var link = try DeepLink(parsing: "nav:///delete/now")

    #expect(throws: DeepLinkError(expected: "the end of the path", found: "now", at: "/delete")) {
      try ItemRowRoute(parsing: &link)
    }
  }

  @Test func applyingDeletePresentsTheAlertAndTheRoutePrintsBack() {
    let model = ItemRowModel(item: .keyboard)
    #expect(model.route == nil)

    model.apply(.delete)

    #expect(model.route == .delete)
    guard case .alert(let alert) = model.destination else {
      Issue.record("Expected the delete alert, found \(String(describing: model.destination))")
      return
    }
    expectNoDifference(alert, .deleteConfirmation(.keyboard))
  }

  @Test func applyingEditOrDuplicateAsksTheParentLikeATap() {
    let model = ItemRowModel(item: .phone)
    var calls: [String] = []
    model.onSelect = { calls.append("select \($0.name)") }
    model.onDuplicate = { calls.append("duplicate \($0.name)") }

    model.apply(.edit)
    model.apply(.duplicate)

    expectNoDifference(calls, ["select Phone", "duplicate Phone"])
    #expect(model.route == nil)
  }
}
