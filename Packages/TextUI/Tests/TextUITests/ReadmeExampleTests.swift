import CustomDump
import Observation
import Testing
import TextUITesting

/// The README's example, kept here so that the documentation stays true.
@MainActor
@Observable
final class ReadmeCounterModel {
  var count = 0
  var child: ReadmeCounterModel?
  var alert: AlertState<Never>?
}

struct ReadmeCounterView: View {
  @Bindable var model: ReadmeCounterModel

  var body: some View {
    Form {
      Stepper("Count: \(model.count)", value: $model.count, in: 0...10)
      Button("Drill down") { model.child = ReadmeCounterModel() }
      Button("Reset", role: .destructive) { model.alert = AlertState(title: "Reset?") }
    }
    .navigationTitle("Counter")
    .navigationDestination(item: $model.child) { ReadmeCounterView(model: $0) }
    .alert($model.alert)
  }
}

@MainActor
@Suite(.timeLimit(.minutes(2)))
struct ReadmeExampleTests {
  @Test func readmeExampleBehavesAndDrawsAsDocumented() throws {
    let model = ReadmeCounterModel()
    let driver = TestDriver { NavigationStack { ReadmeCounterView(model: model) } }
    try driver.increment("Count")
    try driver.tap("Drill down")
    #expect(model.child != nil)
    try driver.back()
    #expect(model.child == nil)

    expectNoDifference(
      driver.frame,
      """
                                          Counter
      ────────────────────────────────────────────────────────────────────────────────
      Count: 1  [-] [+]
      [Drill down]
      [Reset]
      """
    )
  }
}
