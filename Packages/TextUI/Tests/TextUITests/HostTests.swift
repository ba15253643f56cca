import CustomDump
import Observation
import Testing
import TextUITesting

@testable import TextUI
@testable import TextUIHosts

@MainActor
@Suite(.timeLimit(.minutes(2)))
struct LineModeTests {
  private let script = [
    "# a comment, then a blank line",
    "",
    #"tap "Show sheet""#,
    "back",
    #"tap "Show sheet""#,
  ]

  @Test func headlessFramesMatchTheTestDriverForTheSameSteps() async throws {
    // Given the same view in the line-mode host and in a test driver
    let hostModel = HostModel()
    let host = LineModeHost(size: Size(width: 50, height: 12)) { HostView(model: hostModel) }
    let driverModel = HostModel()
    let driver = TestDriver(size: Size(width: 50, height: 12)) { HostView(model: driverModel) }

    // When the host reads the script and the driver performs its steps
    var output: [String] = []
    try await host.run(lines: script, frames: .everyStep) { output.append($0) }
    var expected: [String] = []
    for line in script where !line.isEmpty && !line.hasPrefix("#") {
      let step = try Step(line)
      try await driver.perform(step)
      expected += ["> \(step)", driver.frame]
    }
    expected += ["> end of input", driver.frame]

    // Then they print exactly the same frames, with no escape codes
    expectNoDifference(output, expected)
    #expect(!output.joined().contains("\u{1B}"))
    #expect(output.last?.contains("Sheet body") == true)
  }

  @Test func finalFrameModePrintsOnlyTheFrameAfterPendingWork() async throws {
    let model = LoaderModel()
    let host = LineModeHost(size: Size(width: 20, height: 3)) { LoaderView(model: model) }
    let resume = Task { @MainActor in
      await model.loadStarted()
      model.gate?.resume()
    }

    var output: [String] = []
    try await host.run(lines: [String]()) { output.append($0) }
    await resume.value

    expectNoDifference(output, ["Loaded"])
  }

  @Test func aFailingStepReportsItsLineAndTheControlsOnScreen() async {
    let model = HostModel()
    let host = LineModeHost { HostView(model: model) }

    await #expect {
      try await host.run(lines: ["back", #"tap "Show sheet""#, #"tap "Nope""#]) { _ in }
    } throws: { error in
      String(describing: error) == """
        line 1: Cannot go back: this is the root screen and nothing is presented. On screen:
          button "Show sheet"
        """
    }
    #expect(model.destination == nil)
  }

  /// The work earlier steps started finishes before a failing step is reported, so a program
  /// that saves its state on the error saves what those steps did, never a half-done save.
  @Test func aFailingStepIsReportedOnceTheWorkBeforeItHasFinished() async {
    let model = SlowWorkModel()
    let host = LineModeHost(size: Size(width: 20, height: 3)) { SlowWorkView(model: model) }

    await #expect(throws: LineModeError.self) {
      try await host.run(lines: [#"tap "Nope""#]) { _ in }
    }

    #expect(model.status == "Done")
  }

  @Test func aLineOverTheLimitIsRefusedBeforeItIsParsed() async {
    let model = HostModel()
    let host = LineModeHost { HostView(model: model) }
    let long =
      #"tap ""# + String(repeating: "a\u{1B}", count: LineModeHost.maximumLineLength) + #"""#

    let error = await #expect(throws: LineModeError.self) {
      try await host.run(lines: [#"tap "Show sheet""#, long]) { _ in }
    }

    #expect(error?.line == 2)
    #expect(error.map(String.init(describing:))?.count ?? .max < 200)
    #expect(
      error?.description.hasSuffix("the line is longer than the 4096 bytes a step may have.")
        == true)
  }

  @Test func aScriptOverTheLineLimitIsRefusedAtTheFirstLineTooMany() async {
    let model = HostModel()
    let host = LineModeHost { HostView(model: model) }
    let lines = Array(repeating: "# a comment", count: LineModeHost.maximumLineCount + 5)

    let error = await #expect(throws: LineModeError.self) {
      try await host.run(lines: lines) { _ in }
    }

    #expect(error?.line == LineModeHost.maximumLineCount + 1)
  }
}

/// Work that takes many turns of the main actor to finish, started when the view appears.
@MainActor
@Observable
final class SlowWorkModel {
  var status = "Working"

  func work() async {
    for _ in 0..<200 { await Task.yield() }
    status = "Done"
  }
}

struct SlowWorkView: View {
  let model: SlowWorkModel

  var body: some View {
    Text(model.status)
      .task { await model.work() }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(2)))
struct KeyboardTests {
  @Test func keysMoveFocusTypeAndActivate() throws {
    let model = StockModel()
    let driver = TestDriver { StockView(model: model) }

    try driver.press(.tab)
    try driver.press("Lamp")
    #expect(model.name == "Lamp")
    #expect(model.focus == .name)

    try driver.press(.down)
    #expect(model.focus == nil)
    try driver.press(.right)
    try driver.press(.character("+"))
    #expect(model.status == .inStock(quantity: 3))

    try driver.press(.down)
    try driver.press(.enter)
    #expect(model.status == .outOfStock(isOnBackOrder: false))
    // The focused button went away with its branch; focus starts again from the top.
    try driver.press(.space)
    #expect(model.status == .outOfStock(isOnBackOrder: false))
    try driver.press(.tab)
    try driver.press(.down)
    try driver.press(.space)
    #expect(model.status == .outOfStock(isOnBackOrder: true))
  }

  @Test func listScrollsOneRowAtATimeAsFocusMovesPastItsWindow() throws {
    let driver = TestDriver(size: Size(width: 20, height: 4)) {
      List(0..<1_000, id: \.self) { index in Button("Row \(index)") {} }
    }
    try driver.press(.down)
    #expect(driver.frame == "[Row 0]\n[Row 1]\n[Row 2]\n  ↓ 997 more")

    for _ in 0..<3 { try driver.press(.down) }

    expectNoDifference(driver.frame, "  ↑ 2 more\n[Row 2]\n[Row 3]\n  ↓ 996 more")
    try driver.press(.pageDown)
    #expect(driver.frame.hasPrefix("  ↑ 3 more\n[Row 3]"))
  }

  @Test func pageKeysScrollAListOfTextThatHasNothingToFocus() throws {
    let driver = TestDriver(size: Size(width: 20, height: 4)) {
      List {
        Text("First")
        Text("Second")
        Text("Third")
        Text("Fourth")
        Text("Fifth")
      }
    }
    expectNoDifference(driver.frame, "First\nSecond\nThird\n  ↓ 2 more")

    try driver.press(.pageDown)

    expectNoDifference(driver.frame, "  ↑ 2 more\nThird\nFourth\nFifth")
    try driver.press(.pageUp)
    expectNoDifference(driver.frame, "First\nSecond\nThird\n  ↓ 2 more")
  }

  @Test func escapeGoesBackAndAnImpossibleKeyThrows() throws {
    let model = HostModel(destination: .sheet("Sheet body"))
    let driver = TestDriver { HostView(model: model) }

    try driver.press(.escape)

    #expect(model.destination == nil)
    #expect(throws: StepError.nothingToGoBackFrom(onScreen: driver.controls)) {
      try driver.press(.escape)
    }
  }
}

@Suite(.timeLimit(.minutes(2)))
struct KeyDecoderTests {
  @Test func decodesKeysEscapeSequencesAndUTF8() {
    var decoder = KeyDecoder()
    let bytes = Array("a\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D\u{1B}[Z\u{1B}[5~\t\r é\u{7F}\u{03}".utf8)

    expectNoDifference(
      decoder.decode(bytes),
      [
        .key(.character("a")), .key(.up), .key(.down), .key(.right), .key(.left), .key(.backTab),
        .key(.pageUp), .key(.tab), .key(.enter), .key(.space), .key(.character("é")),
        .key(.backspace), .quit,
      ]
    )
  }

  @Test func aLoneEscapeWaitsForMoreBytesThenIsTheEscapeKey() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.hasPendingEscape)
    expectNoDifference(decoder.flush(), [.key(.escape)])

    #expect(decoder.decode([0x1B]).isEmpty)
    expectNoDifference(decoder.decode(Array("[B".utf8)), [.key(.down)])
  }
}
