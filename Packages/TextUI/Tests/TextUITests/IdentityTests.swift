import CustomDump
import Observation
import Testing
import TextUITesting

/// Which loads have run, in order: each `LoadingView` appends its name when its `.task` starts.
@MainActor
@Observable
final class LoadLog {
  var loads: [String] = []
}

/// A screen that loads when it appears and shows progress until then: the same type, with the
/// `.task` at the same place, wherever it is shown, so only identity tells two of them apart.
struct LoadingView: View {
  let name: String
  let log: LoadLog

  var body: some View {
    Text(log.loads.contains(name) ? "\(name) loaded" : "Loading \(name)…")
      .task { log.loads.append(name) }
  }
}

/// Content swapped in place (another tab, another pushed screen or presented item, another
/// branch or row) is new content: its `.task` starts, though the view it replaces had one at the
/// same place.
@MainActor
@Suite(.timeLimit(.minutes(2)))
struct IdentityTests {
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
  }
}
