import CustomDump
import Testing
import TextUITesting

/// A fragment in the shape every feature's route has: `list`, or `item?id=N`.
private enum ShelfRoute: Route {
  case list
  case item(id: Int)

  init(parsing link: inout DeepLink) throws(DeepLinkError) {
    switch link.popFirst() {
    case "list":
      try link.expectNoQuery()
      self = .list
    case "item":
      try link.expectQuery(among: ["id"])
      guard let id = try link.int("id") else {
        throw link.queryError("id", expected: "a shelf number")
      }
      link.query.removeAll()
      self = .item(id: id)
    default:
      throw DeepLinkError(expected: "\"list\" or \"item\"", found: link.consumed.last, at: "/")
    }
  }

  func print(into link: inout DeepLink) {
    switch self {
    case .list:
      link.path.append("list")
    case .item(let id):
      link.path.append("item")
      link.query.append(.init("id", String(id)))
    }
  }
}

@Suite(.timeLimit(.minutes(1)))
struct RouteTests {
  @Test func aRouteRoundTripsThroughItsURL() {
    expectRoundTrip(ShelfRoute.list, "nav:///list")
    expectRoundTrip(ShelfRoute.item(id: 7), "nav:///item?id=7")
  }

  @Test func theRoundTripHelperReportsAMismatch() {
    withKnownIssue {
      expectRoundTrip(ShelfRoute.item(id: 7), "nav:///item?id=8")
    }
  }

  @Test func fragmentsAppendedTogetherPrintInOrder() {
    var link = DeepLink(path: ["shelves"])
    link.append(ShelfRoute.item(id: 7), ShelfRoute.list)

    expectNoDifference(link.description, "nav:///shelves/item/list?id=7")
  }

  @Test func aWholeURLMustBeReadToTheEnd() {
    #expect(throws: DeepLinkError(expected: "the end of the path", found: "more", at: "/list")) {
      try ShelfRoute(url: "nav:///list/more")
    }
    #expect(throws: DeepLinkError(expected: "no query", found: "?id=1", at: "/list")) {
      try ShelfRoute(url: "nav:///list?id=1")
    }
  }

  @Test func queryItemsAreCheckedByNameAndCount() {
    #expect(
      throws: DeepLinkError(
        expected: "one of the query items id", found: "shelf", at: "/item?shelf")
    ) {
      try ShelfRoute(url: "nav:///item?shelf=1")
    }
    #expect(
      throws: DeepLinkError(expected: "\"id\" only once", found: "id=2", at: "/item?id")
    ) {
      try ShelfRoute(url: "nav:///item?id=1&id=2")
    }
    #expect(throws: DeepLinkError(expected: "an integer for \"id\"", found: "x", at: "/item?id")) {
      try ShelfRoute(url: "nav:///item?id=x")
    }
  }
  @Test func aLinkErrorNamesTheURLVisiblyAndBoundedBeforeItsReason() {
    let url = "nav:///item?id=\u{1B}]0;PWNED\u{07}" + String(repeating: "9", count: 500)
    let malformed = LinkError<String>(
      url: url,
      problem: .malformed(DeepLinkError(expected: "a shelf number", found: "x", at: "/item?id")))
    let missing = LinkError(
      url: "nav:///item?id=9", problem: .missing("No shelf 9.", location: "/item"))

    expectNoDifference(
      malformed.description,
      #"Can't open nav:///item?id=␛]0;PWNED␇"# + String(repeating: "9", count: 175)
        + #" … (325 more characters): Expected a shelf number after /item?id, found "x"."#)
    expectNoDifference(missing.description, "Can't open nav:///item?id=9: No shelf 9. (At /item.)")
    expectNoDifference(missing.reason, "No shelf 9. (At /item.)")
  }

  @Test func aLinkLooksRecordsUpAsItReadsAndReportsAMissingOneOnlyOnceItHasParsed() throws {
    struct NoShelf: Error, Hashable, CustomStringConvertible {
      var id: Int
      var description: String { "No shelf \(id)." }
    }
    func open(_ url: String) throws(LinkError<NoShelf>) -> String {
      try LinkError.parse(
        url, lookup: { $0 == 1 ? .success("Shelf 1") : .failure(NoShelf(id: $0)) },
        placeholder: { "placeholder \($0)" }, location: { _ in "/item" },
        reading: { link, shelf throws(DeepLinkError) in
          switch try ShelfRoute(parsing: &link) {
          case .list: "list"
          case .item(let id): shelf(id)
          }
        })
    }

    expectNoDifference(try open("nav:///item?id=1"), "Shelf 1")
    #expect(
      throws: LinkError(
        url: "nav:///item?id=9", problem: .missing(NoShelf(id: 9), location: "/item"))
    ) { try open("nav:///item?id=9") }
    #expect(
      throws: LinkError<NoShelf>(
        url: "nav:///item/more?id=9",
        problem: .malformed(
          DeepLinkError(expected: "the end of the path", found: "more", at: "/item"))
      )
    ) { try open("nav:///item/more?id=9") }
  }
}
