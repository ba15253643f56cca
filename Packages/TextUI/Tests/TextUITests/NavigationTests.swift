import CustomDump
import Observation
import Testing
import TextUI

@MainActor
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
