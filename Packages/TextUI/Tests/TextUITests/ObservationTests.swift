import CustomDump
import Observation
import Testing

@testable import TextUI
@testable import TextUIHosts
@testable import TextUITesting

@MainActor
@Observable
final class LoaderModel {
  var status = "Loading…"
  var gate: CheckedContinuation<Void, Never>?
  @ObservationIgnored private var loadStartedWaiters: [CheckedContinuation<Void, Never>] = []

  func load() async {
    await withCheckedContinuation {
      gate = $0
      for waiter in loadStartedWaiters { waiter.resume() }
      loadStartedWaiters = []
    }
    status = "Loaded"
  }

  /// Returns once ``load()`` is waiting at its ``gate`` (at once if it already is).
  func loadStarted() async {
    guard gate == nil else { return }
    await withCheckedContinuation { loadStartedWaiters.append($0) }
  }
}

struct LoaderView: View {
  let model: LoaderModel

  var body: some View {
    Text(model.status)
      .task { await model.load() }
  }
}

/// The waits below are continuations that the model or the host resumes, not polling. A wait for
/// something that never comes is reported once the time limit passes (and ended by the wall-clock
/// limit of `Scripts/test`) instead of passing or failing by luck.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ObservationTests {
  @Test func hostRedrawsWhenAsyncWorkFinishesWithoutAnyInput() async {
    // Given a view whose .task is suspended
    let model = LoaderModel()
    let runtime = HostRuntime(size: .standard, autoFocus: false) {
      AnyView(LoaderView(model: model))
    }
    await model.loadStarted()
    let rendersBefore = runtime.renderCount
    #expect(runtime.frame.canvas.plainText == "Loading…")

    // When the work finishes, with nobody reading the frame or sending input, and the host draws
    // its next frame
    await withCheckedContinuation { drawn in
      runtime.onRender = {
        runtime.onRender = nil
        drawn.resume()
      }
      model.gate?.resume()
    }

    // Then observation made the host draw the new state on its own
    #expect(runtime.renderCount > rendersBefore)
    #expect(runtime.frame.canvas.plainText == "Loaded")
  }

  @Test func waitAwaitsTrackedTaskWork() async {
    let model = LoaderModel()
    let driver = TestDriver { LoaderView(model: model) }
    await model.loadStarted()
    model.gate?.resume()

    await driver.wait()

    #expect(driver.frame == "Loaded")
  }
}

/// Records which rows a list builds. (Debug builds draw each frame twice, the second time to
/// check that drawing only reads, so the same row is built more than once per frame.)
@MainActor
final class BuildCounter {
  var built: Set<Int> = []
}

struct CountedRow: View {
  let index: Int
  let counter: BuildCounter

  var body: some View {
    counter.built.insert(index)
    return Text("Row \(index)")
  }
}

@MainActor
@Suite(.timeLimit(.minutes(2)))
struct ListTests {
  @Test func aLazyListBuildsOnlyTheVisibleRows() {
    let counter = BuildCounter()
    let driver = TestDriver(size: Size(width: 30, height: 6)) {
      List(0..<100_000, id: \.self) { index in
        CountedRow(index: index, counter: counter)
      }
    }

    expectNoDifference(
      driver.frame,
      """
      Row 0
      Row 1
      Row 2
      Row 3
      Row 4
        ↓ 99,995 more
      """
    )
    #expect(counter.built == Set(0..<5))
  }
}

@MainActor
@Observable
final class TabsModel {
  enum Tab: Hashable {
    case one, two
  }
  var tab = Tab.one
}

@MainActor
@Suite(.timeLimit(.minutes(2)))
struct TabTests {
  @Test func tabStepSelectsTheTabInTheModel() throws {
    let model = TabsModel()
    let driver = TestDriver(size: Size(width: 30, height: 5)) {
      @Bindable var model = model
      TabView(selection: $model.tab) {
        Text("First").tabItem("One").tag(TabsModel.Tab.one)
        Text("Second").tabItem("Two").tag(TabsModel.Tab.two)
      }
    }
    expectNoDifference(
      driver.frame,
      """
      First


      ──────────────────────────────
       ● One │ ○ Two
      """
    )

    try driver.tab("Two")

    #expect(model.tab == .two)
    #expect(driver.frame.hasPrefix("Second"))
    #expect(throws: StepError.tabNotFound("Three", tabs: ["One", "Two"])) {
      try driver.tab("Three")
    }
  }
}

@Suite(.timeLimit(.minutes(2)))
struct StepTests {
  @Test func stepsParseFromTextAndPrintBack() throws {
    let texts = [
      #"tap "Save""#, #"type "Name" "A \"quoted\" lamp""#, #"toggle "Is on back order?""#,
      #"increment "Quantity""#, #"decrement "Quantity""#, "back", #"tab "Inventory""#, "wait",
    ]
    let steps = try texts.map(Step.init)
    expectNoDifference(
      steps,
      [
        .tap("Save"), .type(field: "Name", text: #"A "quoted" lamp"#),
        .toggle("Is on back order?"), .increment("Quantity"), .decrement("Quantity"), .back,
        .tab("Inventory"), .wait,
      ]
    )
    expectNoDifference(steps.map(\.description), texts)
    #expect(try Step("tap Save") == .tap("Save"))
  }

  /// Found by `Scripts/fuzz steps`: a label starting with a combining mark printed as a quote and
  /// the mark, one `Character`, so reading it back missed the quote.
  @Test func labelsWithCombiningMarksAroundQuotesPrintBack() throws {
    let steps: [Step] = [
      .tab("\u{06D7}x"), .tap("a\"\u{301}b"), .type(field: "\u{301}", text: "\\\u{301}"),
    ]

    for step in steps {
      #expect(try Step(step.description) == step, "\(step.description.debugDescription)")
    }
  }

  @Test func badStepsSayWhatIsWrong() {
    #expect(
      throws: StepError.invalidStep(
        "jump", reason: "unknown verb `jump`; expected one of: \(Step.vocabulary)")
    ) {
      try Step("jump")
    }
    #expect(
      throws: StepError.invalidStep(
        #"tap "Save"#, reason: "a quoted argument is missing its closing quote")
    ) {
      try Step(#"tap "Save"#)
    }
    #expect(throws: StepError.invalidStep("back now", reason: "`back` takes no arguments")) {
      try Step("back now")
    }
  }
}

@Suite(.timeLimit(.minutes(2)))
struct DeepLinkTests {
  @Test func parsesPathAndQueryAndPrintsBack() throws {
    var link = try DeepLink(parsing: "nav:///inventory/add?name=Desk%20lamp&quantity=3")
    try link.expect("inventory")
    #expect(link.popFirst() == "add")
    try link.expectEnd()
    #expect(link.value("name") == "Desk lamp")
    #expect(try link.int("quantity") == 3)

    let printed = DeepLink(
      path: ["inventory", "add"], query: [.init("name", "Desk lamp"), .init("quantity", "3")])
    #expect(printed.description == "nav:///inventory/add?name=Desk%20lamp&quantity=3")
    #expect(try DeepLink(parsing: printed.description).query == printed.query)
  }

  @Test(arguments: ["nav:///a%+1", "nav:///a%-1", "nav:///a?name=%+F", "nav:///a%4", "nav:///a%"])
  func aPercentSignNotFollowedByTwoHexDigitsIsAnError(url: String) {
    #expect(throws: DeepLinkError.self) { try DeepLink(parsing: url) }
  }

  @Test func errorsSayWhatWasExpectedFoundAndWhere() throws {
    var link = try DeepLink(parsing: "nav:///inventory/oops")
    try link.expect("inventory")
    #expect(throws: DeepLinkError(expected: "\"add\"", found: "oops", at: "/inventory")) {
      try link.expect("add")
    }
    #expect(
      link.error(expected: "an item id").description
        == "Expected an item id after /inventory, found \"oops\".")
    #expect(throws: DeepLinkError.self) { try DeepLink(parsing: "http://x") }
    #expect(throws: DeepLinkError.self) {
      try DeepLink(parsing: "nav:///a?quantity=x").int("quantity")
    }
  }
}
