import CustomDump
import Foundation
import InventoryFeature
import Models
import Testing
import TextUITesting

@Suite(.timeLimit(.minutes(2))) struct RouteTests {
  /// Parses the inventory's fragment of `url`, which starts `nav:///inventory`, and returns the
  /// route with what is left of the link.
  private func parse(_ url: String) throws -> (InventoryRoute, DeepLink) {
    var link = try DeepLink(parsing: url)
    try link.expect("inventory")
    let route = try InventoryRoute(parsing: &link)
    return (route, link)
  }

  private func url(_ route: InventoryRoute) -> String {
    var link = DeepLink(path: ["inventory"])
    route.print(into: &link)
    return link.description
  }

  private func parseError(_ url: String) throws -> String {
    do {
      _ = try parse(url)
    } catch let error as DeepLinkError {
      return error.description
    }
    Issue.record("\(url) parsed without an error")
    return ""
  }

  @Test(arguments: [
    (InventoryRoute.list, "nav:///inventory"),
    (.help, "nav:///inventory/help"),
    (.add(.init()), "nav:///inventory/add"),
    (
      .add(.init(name: "Desk lamp & shade", color: .red, status: .inStock(quantity: 0))),
      "nav:///inventory/add?name=Desk%20lamp%20%26%20shade&color=Red&quantity=0"
    ),
    (
      .add(.init(name: "Lamp", status: .outOfStock(isOnBackOrder: false))),
      "nav:///inventory/add?name=Lamp&outOfStock=true"
    ),
    (
      .add(.init(color: .white, status: .outOfStock(isOnBackOrder: true))),
      "nav:///inventory/add?color=White&outOfStock=true&backOrder=true"
    ),
    (.item(Item.phone.id), "nav:///inventory/00000000-0000-0000-0000-000000000003"),
  ])
  func printThenParseGivesTheSameRoute(route: InventoryRoute, expected: String) throws {
    // The fragment alone, as a URL of its own: what follows `nav:///inventory`.
    let fragment = "nav:///" + expected.dropFirst("nav:///inventory".count).drop { $0 == "/" }
    expectRoundTrip(route, fragment)
    let printed = url(route)
    #expect(printed == expected)

    let (parsed, rest) = try parse(printed)
    expectNoDifference(parsed, route)
    #expect(rest.path.isEmpty)
    #expect(rest.query.isEmpty)
  }

  @Test func parsingAcceptsAnyOrderAndCaseAndPrintsCanonically() throws {
    let (route, _) = try parse(
      "nav:///inventory/add?backOrder=false&color=blue&outOfStock=true&name=Cable")

    expectNoDifference(
      route, .add(.init(name: "Cable", color: .blue, status: .outOfStock(isOnBackOrder: false))))
    #expect(url(route) == "nav:///inventory/add?name=Cable&color=Blue&outOfStock=true")
  }

  @Test func anItemsTailIsLeftForTheRow() throws {
    let (route, rest) = try parse(
      "nav:///inventory/00000000-0000-0000-0000-000000000001/duplicate/colorPicker")

    expectNoDifference(route, .item(Item.keyboard.id))
    expectNoDifference(rest.path, ["duplicate", "colorPicker"])
    #expect(rest.location == "/inventory/00000000-0000-0000-0000-000000000001")
  }

  @Test func addsTailIsLeftForTheFormWithoutTheDraftsQuery() throws {
    let (route, rest) = try parse("nav:///inventory/add/colorPicker?name=Lamp&quantity=2")

    expectNoDifference(route, .add(.init(name: "Lamp", status: .inStock(quantity: 2))))
    expectNoDifference(rest.path, ["colorPicker"])
    expectNoDifference(rest.query, [])
  }

  @Test func aDraftBecomesAnItemWithTheGivenID() {
    let draft = InventoryRoute.Draft(name: "Lamp", color: .white, status: .inStock(quantity: 3))

    expectNoDifference(draft.item(id: Item.lamp.id), .lamp)
    expectNoDifference(InventoryRoute.Draft(.lamp), draft)
    expectNoDifference(InventoryDestination.add(.lamp).route, .add(draft))
  }

  @Test func aDestinationIsReadBackFromItsRouteWithANewIDAndTheInventorysOwnPlacesAreNone() {
    let add = InventoryDestination.add(.lamp)
    expectNoDifference(InventoryDestination(add.route, newID: { Item.lamp.id }), add)
    for route in [InventoryRoute.list, .help, .item(Item.lamp.id)] {
      expectNoDifference(InventoryDestination(route, newID: { Item.lamp.id }), nil)
    }
  }

  @Test(arguments: [
    (
      "nav:///inventory/nope",
      "Expected \"help\", \"add\" or an item id (a UUID) after /inventory, found \"nope\"."
    ),
    (
      "nav:///inventory/00000000-0000-0000-0000-00000000000Z/edit",
      "Expected \"help\", \"add\" or an item id (a UUID) after /inventory, "
        + "found \"00000000-0000-0000-0000-00000000000Z\"."
    ),
    (
      "nav:///inventory/help/more",
      "Expected the end of the path after /inventory/help, found \"more\"."
    ),
    (
      "nav:///inventory/help?name=Lamp",
      "Expected no query after /inventory/help, found \"?name=Lamp\"."
    ),
    (
      "nav:///inventory?name=Lamp",
      "Expected no query after /inventory, found \"?name=Lamp\"."
    ),
    (
      "nav:///inventory/add?quantity=-1",
      "Expected a whole number of 0 or more for \"quantity\" after /inventory/add?quantity, "
        + "found \"-1\"."
    ),
    (
      "nav:///inventory/add?quantity=lots",
      "Expected a whole number of 0 or more for \"quantity\" after /inventory/add?quantity, "
        + "found \"lots\"."
    ),
    (
      "nav:///inventory/add?color=Purple",
      "Expected a color named Red, Green, Blue, Black, Yellow or White "
        + "after /inventory/add?color, found \"Purple\"."
    ),
    (
      "nav:///inventory/add?outOfStock=true&quantity=3",
      "Expected no quantity for an item that is out of stock after /inventory/add?quantity, "
        + "found \"3\"."
    ),
    (
      "nav:///inventory/add?backOrder=true",
      "Expected backOrder only together with outOfStock=true after /inventory/add?backOrder, "
        + "found \"true\"."
    ),
    (
      "nav:///inventory/add?outOfStock=maybe",
      "Expected true or false for \"outOfStock\" after /inventory/add?outOfStock, "
        + "found \"maybe\"."
    ),
    (
      "nav:///inventory/add?name=A&name=B",
      "Expected \"name\" only once after /inventory/add?name, found \"name=B\"."
    ),
    (
      "nav:///inventory/add?size=3",
      "Expected one of the query items name, color, quantity, outOfStock or backOrder "
        + "after /inventory/add?size, found \"size\"."
    ),
  ])
  func malformedFragmentsSayWhatWasWrongAndWhere(url: String, message: String) throws {
    #expect(try parseError(url) == message)
  }
}
