import CustomDump
import ItemRowFeature
import Models
import Testing
import TextUITesting

@MainActor
@Suite(.timeLimit(.minutes(2))) struct ItemRowRouteTests {
  @Test func eachRouteRoundTripsThroughItsFragment() {
    expectRoundTrip(ItemRowRoute.delete, "nav:///delete")
    expectRoundTrip(ItemRowRoute.edit, "nav:///edit")
    expectRoundTrip(ItemRowRoute.duplicate, "nav:///duplicate")
  }

  @Test func eachDestinationIsNamedByTheRowsFragment() {
    #expect(ItemRowDestination.edit(.phone).route == .edit)
    #expect(ItemRowDestination.duplicate(.phone).route == .duplicate)
  }

  @Test func eachDestinationIsReadBackFromItsFragmentAndDeleteIsTheRowsOwn() {
    for destination in [ItemRowDestination.edit(.phone), .duplicate(.phone)] {
      expectNoDifference(ItemRowDestination(destination.route, item: .phone), destination)
    }
    expectNoDifference(ItemRowDestination(.delete, item: .phone), nil)
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

  @Test func theDeleteAlertIsTheRowsRoute() {
    let model = ItemRowModel(id: Item.keyboard.id)
    #expect(model.route == nil)

    model.deleteButtonTapped(.keyboard)

    #expect(model.route == .delete)
    guard case .alert(let alert) = model.destination else {
      Issue.record("Expected the delete alert, found \(String(describing: model.destination))")
      return
    }
    expectNoDifference(alert, .deleteConfirmation(.keyboard))
  }
}
