import CustomDump
import Observation
import Testing
import TextUITesting

/// Which loads have run, in order: each `LoadingView` appends its name when its `.task` starts,
/// and to `appearances` when it appears.
@MainActor
@Observable
final class LoadLog {
  var loads: [String] = []
  var appearances: [String] = []
}

/// A screen that loads when it appears and shows progress until then: the same type, with the
/// `.task` at the same place, wherever it is shown, so only identity tells two of them apart.
struct LoadingView: View {
  let name: String
  let log: LoadLog

  var body: some View {
    Text(log.loads.contains(name) ? "\(name) loaded" : "Loading \(name)…")
      .task { log.loads.append(name) }
      .onAppear { log.appearances.append(name) }
  }
}

/// Content swapped in place (another tab, another pushed screen or presented item, another
/// branch or row) is new content: its `.task` starts, though the view it replaces had one at the
/// same place.
@MainActor
@Suite(.timeLimit(.minutes(2)))
struct IdentityTests {
  @Test func theDriverListsTheTabBarsTitlesInOrder() {
    let model = TabsModel()
    let driver = TestDriver(size: Size(width: 30, height: 4)) {
      @Bindable var model = model
      TabView(selection: $model.tab) {
        Text("First").tabItem("One").tag(TabsModel.Tab.one)
        Text("Second").tabItem("Two").tag(TabsModel.Tab.two)
      }
    }

    expectNoDifference(driver.tabs, ["One", "Two"])
    #expect(!driver.controls.contains { $0.label == "One" })
  }

  @Test func switchingTabsByTheTabBarStartsEachTabsTask() async throws {
    // Given two tabs whose content has a `.task` at the same place, showing the first
    let model = TabsModel()
    let log = LoadLog()
    let driver = TestDriver(size: Size(width: 30, height: 4)) {
      @Bindable var model = model
      TabView(selection: $model.tab) {
        LoadingView(name: "One", log: log).tabItem("One").tag(TabsModel.Tab.one)
        LoadingView(name: "Two", log: log).tabItem("Two").tag(TabsModel.Tab.two)
      }
    }
    await driver.wait()
    #expect(log.loads == ["One"])

    // When a person switches to the second tab by the tab bar
    try driver.tab("Two")
    await driver.wait()

    // Then the second tab's task ran and its content shows what it loaded
    expectNoDifference(log.loads, ["One", "Two"])
    expectNoDifference(
      driver.frame,
      """
      Two loaded

      ──────────────────────────────
       ○ One │ ● Two
      """
    )

    // And going back starts the first tab's task again, as it appears again
    try driver.tab("One")
    await driver.wait()
    expectNoDifference(log.loads, ["One", "Two", "One"])
    expectNoDifference(log.appearances, ["One", "Two", "One"])
  }

  @Test func anotherBranchOfAnIfStartsItsTask() async throws {
    let model = SwapModel()
    let log = LoadLog()
    let driver = TestDriver {
      VStack {
        Button("Switch") { model.showsFirst.toggle() }
        if model.showsFirst {
          LoadingView(name: "First", log: log)
        } else {
          LoadingView(name: "Second", log: log)
        }
      }
    }
    await driver.wait()

    try driver.tap("Switch")
    await driver.wait()

    expectNoDifference(log.loads, ["First", "Second"])
    expectNoDifference(driver.frame, "[Switch]\nSecond loaded")
  }

  @Test(arguments: [false, true])
  func aRowReplacedByAnotherAtTheSameIndexStartsItsTask(inList: Bool) async throws {
    let model = SwapModel()
    let log = LoadLog()
    let driver = TestDriver(size: Size(width: 30, height: 5)) {
      let rows = ForEach(model.rows, id: \.self) { name in LoadingView(name: name, log: log) }
      if inList {
        List { rows }
      } else {
        VStack { rows }
      }
    }
    await driver.wait()

    model.rows = ["b"]
    await driver.wait()

    expectNoDifference(log.loads, ["a", "b"])
    expectNoDifference(driver.frame, "b loaded")
  }

  @Test func aPathElementReplacedByAnotherOfTheSameCaseStartsItsTask() async throws {
    // Given a stack showing one pushed screen
    let model = SwapModel()
    let log = LoadLog()
    let first = Screen(name: "x")
    model.path = [.loading(first)]
    let driver = TestDriver { SwapStackView(model: model, log: log) }
    await driver.wait()

    // When the element is replaced by another of the same case
    model.path = [.loading(Screen(name: "y"))]
    await driver.wait()

    // Then the new screen's task ran
    expectNoDifference(log.loads, ["x", "y"])
    #expect(driver.frame.contains("y loaded"))

    // And one of the same type pushed above it starts its own
    model.path.append(.loading(Screen(name: "z")))
    await driver.wait()
    expectNoDifference(log.loads, ["x", "y", "z"])
    #expect(driver.frame.contains("z loaded"))
  }

  @Test func aScreenUncoveredByAPopStartsItsTaskAgain() async throws {
    // Given a stack showing a screen that loads when shown
    let model = SwapModel()
    let log = LoadLog()
    model.path = [.loading(Screen(name: "x"))]
    let driver = TestDriver { SwapStackView(model: model, log: log) }
    await driver.wait()

    // When a screen is pushed over it, then popped
    model.path.append(.loading(Screen(name: "y")))
    await driver.wait()
    try driver.back()
    await driver.wait()

    // Then its task ran again once it was shown again, as SwiftUI's does
    expectNoDifference(log.loads, ["x", "y", "x"])
  }

  @Test func aPathOfValuesTellsItsScreensApartByValue() async throws {
    let model = SwapModel()
    let log = LoadLog()
    model.numbers = [1]
    let driver = TestDriver {
      @Bindable var model = model
      NavigationStack(path: $model.numbers) {
        Text("Root")
      } destination: { number in
        LoadingView(name: "\(number)", log: log)
      }
    }
    await driver.wait()

    model.numbers = [2]
    await driver.wait()

    expectNoDifference(log.loads, ["1", "2"])
    #expect(driver.frame.contains("2 loaded"))
  }

  @Test func aDrillDownItemReplacedWhilePushedStartsItsTask() async throws {
    let model = SwapModel()
    let log = LoadLog()
    model.detail = Screen(name: "x")
    let driver = TestDriver { SwapStackView(model: model, log: log) }
    await driver.wait()

    model.detail = Screen(name: "y")
    await driver.wait()

    expectNoDifference(log.loads, ["x", "y"])
    #expect(driver.frame.contains("y loaded"))
  }

  @Test func aSheetItemReplacedWhilePresentedStartsItsTask() async throws {
    let model = SwapModel()
    let log = LoadLog()
    model.destination = .sheet(Screen(name: "x"))
    let driver = TestDriver { SwapStackView(model: model, log: log) }
    await driver.wait()

    model.destination = .sheet(Screen(name: "y"))
    await driver.wait()

    expectNoDifference(log.loads, ["sheet x", "sheet y"])
    #expect(driver.frame.contains("sheet y loaded"))
  }

  @Test func aPopoverTakingASheetsPlaceStartsItsTask() async throws {
    // Given a sheet and a popover declared on one screen, with the sheet presented
    let model = SwapModel()
    let log = LoadLog()
    let shared = Screen(name: "x")
    model.destination = .sheet(shared)
    let driver = TestDriver { SwapStackView(model: model, log: log) }
    await driver.wait()

    // When the popover takes the sheet's place in one step, on the same item
    model.destination = .popover(shared)
    await driver.wait()

    // Then the popover's content is new: its task ran
    expectNoDifference(log.loads, ["sheet x", "popover x"])
    #expect(driver.frame.contains("popover x loaded"))
  }
}

final class Screen {
  let name: String

  init(name: String) {
    self.name = name
  }
}

@MainActor
@Observable
final class SwapModel {
  enum Element {
    case loading(Screen)
  }
  enum Destination {
    case sheet(Screen)
    case popover(Screen)
  }
  var showsFirst = true
  var rows = ["a"]
  var path: [Element] = []
  var numbers: [Int] = []
  var detail: Screen?
  var destination: Destination?
}

extension SwapModel.Destination {
  static let sheetCase = CasePath<Self, Screen>(
    embed: Self.sheet, extract: { if case .sheet(let screen) = $0 { screen } else { nil } })
  static let popoverCase = CasePath<Self, Screen>(
    embed: Self.popover, extract: { if case .popover(let screen) = $0 { screen } else { nil } })
}

/// A stack whose pushed screens, drill-down, sheet and popover each show a `LoadingView`.
struct SwapStackView: View {
  @Bindable var model: SwapModel
  let log: LoadLog

  var body: some View {
    NavigationStack(path: $model.path) {
      Text("Root")
        .navigationDestination(item: $model.detail) { LoadingView(name: $0.name, log: log) }
        .sheet(item: $model.destination.case(SwapModel.Destination.sheetCase)) {
          LoadingView(name: "sheet \($0.name)", log: log)
        }
        .popover(item: $model.destination.case(SwapModel.Destination.popoverCase)) {
          LoadingView(name: "popover \($0.name)", log: log)
        }
    } destination: { element in
      switch element {
      case .loading(let screen): LoadingView(name: screen.name, log: log)
      }
    }
  }
}
