import CustomDump
import Testing

@testable import RuntimeBenchmark

@Suite(.timeLimit(.minutes(2)))
struct GeneratedInventoryTests {
  @Test func itemsAreNumberedWithDistinctIdsThatEncodeTheirNumber() {
    let items = GeneratedInventory.items(count: 100_000)

    #expect(items.count == 100_000)
    #expect(Set(items.map(\.id)).count == 100_000)
    #expect(items.first?.name == "Item 1")
    #expect(items.last?.name == "Item 100000")
    #expect(items.last?.id.uuidString == "00000000-0000-0000-B000-0000000186A0")
  }

  @Test func noItemsIsAnEmptyList() {
    #expect(GeneratedInventory.items(count: 0).isEmpty)
  }
}

@Suite(.timeLimit(.minutes(2)))
struct RouteBenchmarkTests {
  @Test func everyFormOfTheGrammarRoundTrips() throws {
    // Given the twelve forms of the app's URL grammar
    expectNoDifference(
      RouteBenchmark.forms.map(\.pattern),
      [
        "nav:///one", "nav:///three", "nav:///inventory", "nav:///inventory/help",
        "nav:///inventory/add?name=…&color=…&quantity=N",
        "nav:///inventory/add?name=…&outOfStock=true&backOrder=true",
        "nav:///inventory/add/colorPicker?name=…", "nav:///inventory/<id>/edit",
        "nav:///inventory/<id>/edit/colorPicker", "nav:///inventory/<id>/delete",
        "nav:///inventory/<id>/duplicate", "nav:///inventory/<id>/duplicate/colorPicker",
      ])

    // Then each example URL parses, and its printed form parses back to the same URL
    for form in RouteBenchmark.forms {
      #expect(try RouteBenchmark.roundTrip(form.url).url == form.url)
    }
  }

  @Test func aURLOutsideTheGrammarStopsTheBenchmark() {
    #expect {
      try RouteBenchmark.roundTrip("nav:///inventory/lamp/edit")
    } throws: { error in
      "\(error)".hasPrefix("A URL of the app's grammar does not round-trip: Expected")
    }
  }

  @Test func timesParseAndPrintOfEveryForm() throws {
    let results = try RouteBenchmark(batch: 2, warmUp: 0, samples: 1).run(progress: .silent)

    #expect(results.map(\.pattern) == RouteBenchmark.forms.map(\.pattern))
    #expect(results.allSatisfy { $0.parse.count == 1 && $0.print.count == 1 })
  }
}

@MainActor
@Suite(.timeLimit(.minutes(2)))
struct LoadedAppTests {
  @Test func theEditLinkLandsOnTheLastItemsForm() async throws {
    // Given a loaded app of 50 items on the One tab
    let app = try await LoadedApp.make(items: 50)

    // When the link to the last item's edit screen is opened and drawn
    try await app.model.open(url: app.editLastItemURL)
    let host = app.makeHost()

    // Then the check passes, and the frame is that item's form
    try app.expectEditScreenOfLastItem(frame: host.frame)
    #expect(app.editLastItemURL == "nav:///inventory/00000000-0000-0000-B000-000000000032/edit")
    #expect(host.frame.contains("Name: [Item 50"))
  }

  @Test func anotherScreenIsNotTheEditScreen() async throws {
    // Given the last item's delete confirmation, over the list
    let app = try await LoadedApp.make(items: 50)
    let url = "nav:///inventory/\(app.lastItem.id.uuidString)/delete"
    try await app.model.open(url: url)
    let host = app.makeHost()

    // Then the edit screen check fails, naming where the app is
    #expect {
      try app.expectEditScreenOfLastItem(frame: host.frame)
    } throws: { error in
      "\(error)".hasPrefix(
        "\(app.editLastItemURL) did not land on the edit screen of \"Item 50\": the app is at \(url)"
      )
    }
  }

  @Test func theListCheckRefusesAnotherScreen() async throws {
    let app = try await LoadedApp.make(items: 50, selectedTab: .inventory)
    let host = app.makeHost()
    try app.expectInventoryList(frame: host.frame)

    try await app.model.open(url: "nav:///inventory/help")

    #expect {
      try app.expectInventoryList(frame: host.frame)
    } throws: { error in
      "\(error)".hasPrefix("Expected the inventory list, but the app is at nav:///inventory/help")
    }
  }

  @Test func aListDrawsOnlyTheRowsThatFitItsWindow() async throws {
    // Given lists of 10, 1,000 and 100,000 items in an 80x24 frame
    var rows: [Int] = []
    for count in [10, 1_000, 100_000] {
      let app = try await LoadedApp.make(items: count, selectedTab: .inventory)
      rows.append(LoadedApp.itemRows(in: app.makeHost().frame))
    }

    // Then the short list draws every row and the long ones the same window's worth
    #expect(rows[0] == 10)
    #expect(rows[1] > 10)
    #expect(rows[2] == rows[1])
  }
}

@MainActor
@Suite(.timeLimit(.minutes(2)))
struct RenderBenchmarkTests {
  @Test func everyFrameIsTheListAfterTheLatestChangeAndTheWindowDoesNotGrow() throws {
    let results = try RenderBenchmark(sizes: [10, 1_000, 100_000], warmUp: 1, frames: 3)
      .run(progress: .silent)

    expectNoDifference(results.map(\.rows), [10, 1_000, 100_000])
    #expect(results[0].rowsOnScreen == 10)
    #expect(results[1].rowsOnScreen > 10)
    #expect(results[2].rowsOnScreen == results[1].rowsOnScreen)
    #expect(results.allSatisfy { $0.frames.count == 3 })
  }

  @Test func aFrameFromBeforeTheLatestChangeStopsTheBenchmark() {
    // Given a frame drawn before the model's latest change
    let model = RenderModel(rows: 3)
    let stale = "Change 0\n[Row 0] ■ Value 0 [Open] [Remove]"
    #expect(throws: Never.self) { try RenderBenchmark.expectList(model, frame: stale) }

    model.change += 1

    // Then it is not taken for the frame after it

    #expect {
      try RenderBenchmark.expectList(model, frame: stale)
    } throws: { error in
      "\(error)".hasPrefix("Expected the list after change 1, but the frame reads:")
    }
  }
}
