import CustomDump
import Foundation
import Testing
import TextUITesting

@testable import PreviewRunner

/// The runner driven through its command line, with a counter standing in for a feature.
/// Serialized: the counter preview records its launches in one shared place.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(2)))
struct PreviewRunTests {
  init() {
    CounterPreview.record.launches = []
    CounterPreview.record.finished = 0
  }

  // MARK: States

  @Test func listStatesPrintsEachStateOnItsOwnLineAndStartsNothing() async throws {
    let console = TestConsole()

    try await CounterPreview.run(["--list-states"], on: console)

    expectNoDifference(console.lines, ["zero", "five"])
    #expect(CounterPreview.record.launches.isEmpty)
  }

  @Test func theFirstStateIsTheDefaultAndStateChoosesAnother() async throws {
    let console = TestConsole()

    try await CounterPreview.run(["--steps", "wait", "--final"], on: console)
    try await CounterPreview.run(["--state", "five", "--steps", "wait", "--final"], on: console)

    expectNoDifference(CounterPreview.record.launches.map(\.state), ["zero", "five"])
    expectNoDifference(CounterPreview.record.launches.map(\.isStateChosen), [false, true])
    #expect(console.lines.last?.contains("Count: 5") == true)
  }

  @Test func anUnknownStateFailsNamingTheStatesThereAre() async {
    let console = TestConsole()

    await #expect(
      throws: PreviewError.unknownState("ten", preview: "CounterPreview", states: ["zero", "five"])
    ) {
      try await CounterPreview.run(["--state", "ten"], on: console)
    }
    expectNoDifference(
      "\(PreviewError.unknownState("ten", preview: "CounterPreview", states: ["zero", "five"]))",
      #"CounterPreview has no state "ten"; its states are zero, five."#)
    #expect(CounterPreview.record.launches.isEmpty)
  }

  @Test func theCommandLineReachesThePreviewsOwnOptions() async throws {
    let console = TestConsole()

    try await CounterPreview.run(["--start", "7", "--steps", "wait", "--final"], on: console)

    #expect(CounterPreview.record.launches.first?.options.start == 7)
    #expect(console.lines.last?.contains("Count: 7") == true)
  }

  // MARK: Scripted runs

  @Test func stepsPrintTheStartingFrameThenAFrameAfterEachStep() async throws {
    let console = TestConsole()

    try await CounterPreview.run(
      ["--size", "30x5", "--steps", #"increment "Count""#, #"tap "Save""#, "wait"], on: console)

    expectNoDifference(
      console.output,
      """
      > start
                 Counter
      ──────────────────────────────
      Count: 0  (-) [+]
      [Details]
      [Save]
      > increment "Count"
                 Counter
      ──────────────────────────────
      Count: 1  [-] [+]
      [Details]
      [Save]
      > tap "Save"
                 Counter
      ──────────────────────────────
      Count: 1  [-] [+]
      [Details]
      [Save]
      > wait
                 Counter
      ──────────────────────────────
      Count: 1  [-] [+]
      [Details]
      [Save]
      > end of input
                 Counter
      ──────────────────────────────
      Count: 1  [-] [+]
      [Details]
      [Save]
      """)
    #expect(CounterPreview.record.launches.first?.mode == .scripted)
  }

  @Test func finalPrintsOnlyTheFrameAfterTheLastStepsWorkIsDone() async throws {
    let console = TestConsole()

    try await CounterPreview.run(
      ["--size", "30x6", "--steps", #"increment "Count""#, #"tap "Save""#, "--final"],
      on: console)

    expectNoDifference(
      console.lines,
      [
        """
                   Counter
        ──────────────────────────────
        Count: 1  [-] [+]
        [Details]
        [Save]
        Saved 1
        """
      ])
  }

  @Test func aScriptFileIsReadLineByLineSkippingCommentsAndBlankLines() async throws {
    let script = try temporaryFile(
      """
      # count to two

      increment "Count"
      increment "Count"

      """)
    let console = TestConsole()

    try await CounterPreview.run(["--script", script.path, "--final"], on: console)

    #expect(console.lines.count == 1)
    #expect(console.lines.first?.contains("Count: 2") == true)
  }

  /// Found by `Scripts/fuzz steps`: a file saved with `\r\n` line breaks was read as one line,
  /// since `"\r\n"` is a single `Character` and splitting on `"\n"` never matched it.
  @Test func aScriptFileWithWindowsLineBreaksIsReadLineByLine() async throws {
    let script = try temporaryFile("# count to two\r\nincrement \"Count\"\r\nincrement Count\r\n")
    let console = TestConsole()

    try await CounterPreview.run(["--script", script.path, "--final"], on: console)

    #expect(console.lines.first?.contains("Count: 2") == true)
  }

  @Test func aFailingStepIsReportedWithItsNumberAndTheControlsOnScreen() async throws {
    let console = TestConsole()

    let error = await #expect(throws: PreviewError.self) {
      try await CounterPreview.run(
        ["--steps", #"increment "Count""#, #"tap "Delete""#], on: console)
    }

    let message = try #require(error).description
    expectNoDifference(
      message,
      """
      step 2 of --steps: Cannot tap "Delete": no control on screen has that label, identifier or \
      label prefix. On screen:
        stepper "Count: 1"
        button "Details"
        button "Save"
      """)
    // The frames up to the failure were printed.
    #expect(console.lines.last?.contains("Count: 1") == true)
  }

  @Test func aFailingScriptLineIsReportedWithTheFileAndLine() async throws {
    let script = try temporaryFile("# first\nfrobnicate\n")
    let console = TestConsole()

    let error = await #expect(throws: PreviewError.self) {
      try await CounterPreview.run(["--script", script.path], on: console)
    }

    expectNoDifference(
      error?.description,
      "\(script.path):2: Cannot read the step \"frobnicate\": unknown verb `frobnicate`; expected "
        + "one of: \(Step.vocabulary).")
  }

  @Test func aScriptThatCannotBeReadSaysSo() async {
    let console = TestConsole()

    let error = await #expect(throws: PreviewError.self) {
      try await CounterPreview.run(["--script", "/nonexistent/session.steps"], on: console)
    }

    #expect(
      error?.description.hasPrefix("Cannot read the script /nonexistent/session.steps:") == true)
  }

  @Test func stepsAndScriptTogetherAreRejected() {
    #expect(throws: (any Error).self) {
      try PreviewCommand<CounterPreview>.parse(["--steps", "wait", "--script", "a.steps"])
    }
    #expect(throws: (any Error).self) {
      try PreviewCommand<CounterPreview>.parse(["--final"])
    }
  }

  // MARK: Line mode and interactive mode

  @Test func withoutATerminalStepsAreReadFromInputAndOnlyTheFinalFrameIsPrinted() async throws {
    let console = TestConsole()
    console.input = [#"increment "Count""#, "", #"increment "Count""#]

    try await CounterPreview.run(["--size", "30x5"], on: console)

    expectNoDifference(
      console.lines,
      [
        """
                   Counter
        ──────────────────────────────
        Count: 2  [-] [+]
        [Details]
        [Save]
        """
      ])
    #expect(CounterPreview.record.launches.first?.mode == .lineMode)
    #expect(CounterPreview.record.finished == 1)
  }

  @Test func inATerminalThePreviewRunsInteractivelyAtTheTerminalsSize() async throws {
    let console = TestConsole()
    console.isInteractive = true

    try await CounterPreview.run(["--url", "details"], on: console)

    #expect(CounterPreview.record.launches.first?.mode == .interactive)
    #expect(console.interactiveSize == .some(nil))
    #expect(console.interactiveFrame?.contains("details(count: 0)") == true)
  }

  @Test func sizeFixesTheInteractiveFrameSize() async throws {
    let console = TestConsole()
    console.isInteractive = true

    try await CounterPreview.run(["--size", "100x30"], on: console)

    #expect(console.interactiveSize == .some(Size(width: 100, height: 30)))
  }

  @Test func aMalformedSizeIsRejected() {
    for size in ["100", "ax3", "10x3", "100x30x2"] {
      #expect(throws: (any Error).self) {
        try PreviewCommand<CounterPreview>.parse(["--size", size])
      }
    }
  }

  // MARK: URLs

  @Test func theURLIsTheFeaturesFragmentWithOrWithoutTheScheme() async throws {
    let console = TestConsole()

    try await CounterPreview.run(["--url", "nav:///3", "--print-url"], on: console)
    try await CounterPreview.run(["--url", "4", "--print-url"], on: console)

    #expect(console.lines.filter { $0.hasPrefix("nav:") } == ["nav:///3", "nav:///4"])
  }

  @Test func printURLPrintsTheURLOfTheFinalStateLast() async throws {
    let console = TestConsole()

    try await CounterPreview.run(
      ["--steps", #"increment "Count""#, #"increment "Count""#, "--final", "--print-url"],
      on: console)

    #expect(console.lines.count == 2)
    #expect(console.lines.last == "nav:///2")
  }

  @Test func aURLWithMoreThanTheFeatureReadsIsRejectedSayingWhere() async {
    let console = TestConsole()

    let error = await #expect(throws: PreviewError.self) {
      try await CounterPreview.run(["--url", "nav:///3/colorPicker"], on: console)
    }

    expectNoDifference(
      error,
      .badURL(
        "nav:///3/colorPicker",
        reason: #"Expected the end of the path after /3, found "colorPicker"."#))
    #expect(CounterPreview.record.finished == 0)
  }

  @Test func aURLWithAQueryTheFeatureDoesNotReadIsRejected() async {
    let console = TestConsole()

    let error = await #expect(throws: PreviewError.self) {
      try await CounterPreview.run(["--url", "nav:///3?color=Blue"], on: console)
    }

    expectNoDifference(
      error?.description,
      #"Cannot open the URL "nav:///3?color=Blue": Expected no query after /3, found "?color=Blue"."#
    )
  }

  @Test func aURLOfAnotherSchemeIsRejected() async {
    let console = TestConsole()

    let error = await #expect(throws: PreviewError.self) {
      try await CounterPreview.run(["--url", "https://example.com/3"], on: console)
    }

    expectNoDifference(
      error?.description,
      #"Cannot open the URL "https://example.com/3": Expected a URL starting with "nav:", "#
        + #"found "https://example.com/3"."#)
  }

  // MARK: Placeholders

  @Test func aDestinationTheFeatureDoesNotOwnOpensAPlaceholderNamingItWithAWayBack()
    async throws
  {
    let console = TestConsole()

    try await CounterPreview.run(
      ["--size", "40x8", "--steps", #"tap "Details""#, "back", "--print-url"], on: console)

    let frames = console.output.components(separatedBy: "> ")
    let placeholder = try #require(frames.first { $0.hasPrefix(#"tap "Details""#) })
    expectNoDifference(
      placeholder,
      """
      tap "Details"
      ╔══════════════════════════════════════╗
      ║ [Back]      Placeholder              ║
      ║ ──────────────────────────────────── ║
      ║ details(count: 0)                    ║
      ║                                      ║
      ║ The feature asked its parent to open ║
      ║ this destination. Only the app knows ║
      ╚══════════════════════════════════════╝

      """)
    #expect(frames.last?.contains("Counter") == true)
    #expect(console.lines.last == "nav:///0")
  }

  @Test func thePlaceholdersValueIsThereForPrintingTheURL() async throws {
    let console = TestConsole()

    try await CounterPreview.run(["--url", "details", "--print-url"], on: console)

    #expect(console.lines.last == "nav:///details?at=0")
  }

  // MARK: Mocks

  @Test func mocksReachThePreview() async throws {
    let console = TestConsole()

    try await CounterPreview.run(
      ["--latency", "0.25", "--fail", "save", "--fail", "delete", "--steps", "wait"], on: console)

    expectNoDifference(
      CounterPreview.record.launches.first?.mocks,
      Mocks(saveLatency: .milliseconds(250), failing: [.save, .delete]))
  }

  @Test func mocksAreRejectedForAPreviewThatMakesNoRequests() async {
    let console = TestConsole()

    await #expect(
      throws: PreviewError.invalidOptions(
        "QuietPreview makes no requests, so --latency and --fail do not apply to it.")
    ) {
      try await QuietPreview.run(["--fail", "load"], on: console)
    }
  }

  @Test func aNegativeLatencyOrAnUnknownRequestIsRejected() {
    #expect(throws: (any Error).self) {
      try PreviewCommand<CounterPreview>.parse(["--latency", "-1"])
    }
    #expect(throws: (any Error).self) {
      try PreviewCommand<CounterPreview>.parse(["--fail", "everything"])
    }
  }

  // MARK: Help

  @Test func helpDocumentsEveryOptionWithExamples() {
    let help = PreviewCommand<CounterPreview>.helpMessage(columns: 100)

    for option in [
      "--list-states", "--state", "--url", "--steps", "--script", "--final", "--print-url",
      "--latency", "--fail", "--size", "--start",
    ] {
      #expect(help.contains(option), "\(option) is not in the help")
    }
    #expect(help.contains("STATES: zero, five"))
    #expect(help.contains("CounterPreview --url 'nav:///3' --print-url </dev/null"))
    #expect(help.contains(#"CounterPreview --steps 'increment "Count"'"#))
    #expect(help.contains("CounterPreview --latency 1.5 --fail delete"))
  }
}

private func temporaryFile(_ text: String) throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("preview-runner-\(UUID().uuidString).steps")
  try text.write(to: url, atomically: true, encoding: .utf8)
  return url
}
