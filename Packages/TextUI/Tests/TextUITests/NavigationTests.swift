import CustomDump
import Observation
import Testing
import TextUITesting

@MainActor
@Suite(.timeLimit(.minutes(2)))
struct NavigationTests {
  @Test func deepLinkFiftyLevelsPresentsTheTopLevelAndBackPopsOneAtATime() throws {
    // Given a model holding a 50-level chain of children, built before any view exists
    let model = CounterModel.chain(depth: 50)
    let driver = TestDriver { NavigationStack { CounterView(model: model) } }

    // Then every level is presented at once: the top screen is level 50
    expectNoDifference(
      driver.frame,
      """
      ‹ Back                              Level 50
      ────────────────────────────────────────────────────────────────────────────────
      Count: 50  [-] [+]
      [Drill down]
      """
    )

    // When going back, exactly one level is popped each time, written into the model
    for expectedDepth in stride(from: 49, through: 1, by: -1) {
      try driver.back()
      #expect(model.depth == expectedDepth)
      #expect(driver.frame.contains("Level \(expectedDepth)"))
    }
    #expect(!driver.frame.contains("‹ Back"))
    #expect(throws: StepError.self) { try driver.back() }
  }

  @Test func drillDownAppearsFromStateAndTheBackButtonWritesNil() throws {
    let model = CounterModel(count: 1)
    let driver = TestDriver { NavigationStack { CounterView(model: model) } }

    try driver.tap("Drill down")
    #expect(model.child?.count == 2)
    #expect(driver.frame.hasPrefix("‹ Back                              Level 2"))

    try driver.tap("Back")
    #expect(model.child == nil)
    #expect(driver.frame.hasPrefix("                                    Level 1"))
  }

  @Test func typedPathPushesOneScreenPerElementAndBackRemovesTheLast() throws {
    let model = PathModel(path: [.number(1), .word("two"), .number(3)])
    let driver = TestDriver { PathView(model: model) }
    #expect(driver.frame.contains("Number 3"))

    try driver.back()
    expectNoDifference(model.path, [.number(1), .word("two")])
    #expect(driver.frame.contains("Word two"))

    try driver.tap("Push 7")
    expectNoDifference(model.path, [.number(1), .word("two"), .number(7)])
  }
}

@MainActor
@Observable
final class PathModel {
  enum Element: Hashable {
    case number(Int)
    case word(String)
  }
  var path: [Element]

  init(path: [Element]) {
    self.path = path
  }
}

struct PathView: View {
  @Bindable var model: PathModel

  var body: some View {
    NavigationStack(path: $model.path) {
      Text("Root").navigationTitle("Root")
    } destination: { element in
      switch element {
      case .number(let number):
        Text("Number \(number)").navigationTitle("Number \(number)")
      case .word(let word):
        Button("Push 7") { model.path.append(.number(7)) }
          .navigationTitle("Word \(word)")
      }
    }
  }
}

@MainActor
@Observable
final class LayeredModel {
  var first: LayeredModel?
  var sheet: String?
  let name: String

  init(name: String, first: LayeredModel? = nil, sheet: String? = nil) {
    self.name = name
    self.first = first
    self.sheet = sheet
  }
}

struct LayeredView: View {
  @Bindable var model: LayeredModel

  var body: some View {
    Text("Screen \(model.name)")
      .navigationTitle(model.name)
      .navigationDestination(item: $model.first) { LayeredView(model: $0) }
      .sheet(item: $model.sheet) { text in Text(text).navigationTitle("Sheet") }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(2)))
struct LayeredDeepLinkTests {
  @Test func sheetOverDrillDownOverDrillDownPresentsEveryLevelAndBackUnwindsOneAtATime() throws {
    // Given state with two drill-downs and a sheet on the second
    let top = LayeredModel(name: "B", sheet: "Sheet body")
    let middle = LayeredModel(name: "A", first: top)
    let root = LayeredModel(name: "Root", first: middle)
    let driver = TestDriver(size: Size(width: 40, height: 8)) {
      NavigationStack { LayeredView(model: root) }
    }

    // Then the sheet is drawn over screen B, the top of the stack
    expectNoDifference(
      driver.frame,
      """
      ‹ Back             B
      ────────────────────────────────────────
      Sc╭──────────────────────────────────╮
        │              Sheet               │
        │ ──────────────────────────────── │
        │ Sheet body                       │
        │                                  │
        ╰──────────────────────────────────╯
      """
    )

    // When going back three times, each level unwinds in turn
    try driver.back()
    #expect(top.sheet == nil)
    #expect(driver.frame.contains("Screen B"))
    try driver.back()
    #expect(middle.first == nil)
    #expect(driver.frame.contains("Screen A"))
    try driver.back()
    #expect(root.first == nil)
    #expect(driver.frame.contains("Screen Root"))
  }
}
