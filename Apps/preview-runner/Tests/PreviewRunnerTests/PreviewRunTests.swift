import CustomDump
import Foundation
import Testing
import TextUITesting

@testable import PreviewRunner

/// The runner driven through its command line, with a counter standing in for a feature; each
/// test reads the launches it made from its own record.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(2)), RecordsLaunches())
struct PreviewRunTests {
  // MARK: States

  @Test func listStatesPrintsEachStateWithItsURLAndWhatItShowsAndShowsNone() async throws {
    let console = TestConsole()

    try await CounterPreview.run(["--list-states"], on: console)

    expectNoDifference(
      console.lines, ["zero\tnav:///0\tA count of 0.", "five\tnav:///5\tA count of 5."])
    #expect(CounterPreview.record.launches.map(\.mode) == [.listing, .listing])
    #expect(CounterPreview.record.finished == 0)
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
    #expect(console.interactiveFrame?.contains("onDetails(0)") == true)
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
      → onDetails(0)
      ╔══════════════════════════════════════╗
      ║ [Back]      Placeholder              ║
      ║ ──────────────────────────────────── ║
      ║ onDetails(0)                         ║
      ║                                      ║
      ║ The feature asked its parent for     ║
      ║ this. Only the app knows what to     ║
      ╚══════════════════════════════════════╝

      """)
    #expect(frames.last?.contains("Counter") == true)
    #expect(console.lines.last == "nav:///0")
  }

  @Test func scriptedOutputListsEveryCallUnderTheStepThatMadeIt() async throws {
    let console = TestConsole()

    try await CounterPreview.run(
      ["--steps", #"tap "Details""#, "back", #"increment "Count""#, #"tap "Details""#, "--final"],
      on: console)

    #expect(console.lines.filter { $0.hasPrefix("→") } == ["→ onDetails(0)", "→ onDetails(1)"])
    #expect(console.lines.first == "→ onDetails(0)")
  }

  @Test func withoutStepsLineModeListsTheCallsBeforeTheFinalFrame() async throws {
    let console = TestConsole()
    console.input = [#"tap "Details""#, "back"]

    try await CounterPreview.run([], on: console)

    #expect(console.lines.first == "→ onDetails(0)")
    #expect(console.lines.count == 2)
  }

  @Test func interactiveFramesShowTheLastCallOnTheBottomLine() async throws {
    let console = TestConsole()
    console.isInteractive = true

    try await CounterPreview.run(["--url", "details"], on: console)

    let frame = try #require(console.interactiveFrame)
    #expect(!frame.contains("→"), "the placeholder covers the trace:\n\(frame)")
    console.interactiveSteps = [.back]
    try await CounterPreview.run(["--url", "details"], on: console)
    let lines = try #require(console.interactiveFrame).split(separator: "\n")
    #expect(lines.last == "→ onDetails(0)")
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
      [
        "--latency", "0.25", "--load-latency", "2", "--fail", "save", "--fail", "delete",
        "--steps", "wait",
      ], on: console)

    expectNoDifference(
      CounterPreview.record.launches.first?.mocks,
      Mocks(saveLatency: .milliseconds(250), loadLatency: .seconds(2), failing: [.save, .delete]))
  }

  @Test func mocksAreRejectedForAPreviewThatMakesNoRequests() async {
    let console = TestConsole()

    await #expect(
      throws: PreviewError.invalidOptions(
        "QuietPreview makes no requests, so --fail load does not apply to it.")
    ) {
      try await QuietPreview.run(["--fail", "load"], on: console)
    }
  }

  @Test func aReadingFeatureTakesLoadMocksAndRefusesSaveMocks() async throws {
    let console = TestConsole()

    try await ReaderPreview.run(["--load-latency", "0", "--fail", "load"], on: console)
    await #expect(
      throws: PreviewError.invalidOptions(
        "ReaderPreview makes only load requests, so --latency (saves) does not apply to it.")
    ) {
      try await ReaderPreview.run(["--latency", "1"], on: console)
    }
    await #expect(
      throws: PreviewError.invalidOptions(
        "ReaderPreview makes only load requests, so --fail save does not apply to it.")
    ) {
      try await ReaderPreview.run(["--fail", "save"], on: console)
    }
  }

  @Test func theHelpsMockExamplesNameOnlyTheRequestsTheFeatureMakes() {
    expectNoDifference(
      PreviewHelp<NoPreviewOptions>.mockExamples("ReaderPreview", requests: [.load]),
      [
        "ReaderPreview --load-latency 2 </dev/null   # the first frame while it loads",
        "ReaderPreview --fail load   # every request it makes fails",
      ])
    expectNoDifference(
      PreviewHelp<NoPreviewOptions>.mockExamples("QuietPreview", requests: []), [])
  }

  @Test func aNegativeLatencyOrAnUnknownRequestIsRejected() {
    #expect(throws: (any Error).self) {
      try PreviewCommand<CounterPreview>.parse(["--latency", "-1"])
    }
    #expect(throws: (any Error).self) {
      try PreviewCommand<CounterPreview>.parse(["--fail", "everything"])
    }
  }

  // MARK: Scenarios

  @Test func aScenarioFileReadsItsSettingsStepsAndEnding() throws {
    let text = """
      # Opens the details.
      preview: counter
      state: five
      url: details
      size: 40x8
      arguments: --latency 1 --start 2

      steps:
      # the first step
      increment "Count"

      tap "Details"

      expect:
      → onDetails(6)
      Counter

      """

    let scenario = try Scenario(parsing: text, path: "/s/details.scenario")

    expectNoDifference(
      scenario,
      Scenario(
        path: "/s/details.scenario", preview: "counter", state: "five", url: "details",
        size: "40x8", arguments: ["--latency", "1", "--start", "2"],
        steps: [
          .init(number: 10, text: #"increment "Count""#),
          .init(number: 12, text: #"tap "Details""#),
        ],
        expected: "→ onDetails(6)\nCounter"))
    #expect(scenario.name == "details")
    #expect(
      scenario.settingArguments == [
        "--state", "five", "--url", "details", "--size", "40x8", "--latency", "1", "--start", "2",
      ])
  }

  @Test func aMalformedScenarioIsReportedAtItsLine() {
    #expect(
      throws: PreviewError.badScenario(
        path: "a.scenario", line: 2,
        "unknown setting `colour`; the settings are preview, state, url, size and arguments")
    ) {
      try Scenario(parsing: "preview: counter\ncolour: red\nsteps:\n", path: "a.scenario")
    }
    #expect(
      throws: PreviewError.badScenario(
        path: "a.scenario", line: 1, "no `preview:` line says which preview it runs")
    ) {
      try Scenario(parsing: "steps:\nwait\n", path: "a.scenario")
    }
  }

  @Test func aScenarioPlaysHeadlessAndPassesWhenItEndsAsExpected() async throws {
    let file = try temporaryFile(
      """
      preview: counter
      size: 40x8

      steps:
      increment "Count"
      tap "Details"

      expect:
      → onDetails(1)
      ╔══════════════════════════════════════╗
      ║ [Back]      Placeholder              ║
      ║ ──────────────────────────────────── ║
      ║ onDetails(1)                         ║
      ║                                      ║
      ║ The feature asked its parent for     ║
      ║ this. Only the app knows what to     ║
      ╚══════════════════════════════════════╝

      """)
    let console = TestConsole()

    try await CounterPreview.run(["--scenario", file.path], on: console)

    #expect(console.lines.first == "> start")
    #expect(console.lines.contains(#"> increment "Count""#))
  }

  @Test func aScenarioThatEndsDifferentlyFailsShowingTheLinesThatDiffer() async throws {
    let file = try temporaryFile(
      """
      preview: CounterPreview
      size: 40x8
      steps:
      increment "Count"
      expect:
                      Counter
      ────────────────────────────────────────
      Count: 2  [-] [+]
      [Details]
      [Save]
      """)
    let console = TestConsole()

    await #expect(
      throws: PreviewError.scenarioDiffers(
        path: file.path,
        differences: ["line 3:", "- Count: 2  [-] [+]", "+ Count: 1  [-] [+]"])
    ) {
      try await CounterPreview.run(["--scenario", file.path, "--final"], on: console)
    }
  }

  @Test func recordWritesHowTheScenarioEndsIntoTheFile() async throws {
    let file = try temporaryFile(
      """
      # Details.
      preview: counter
      size: 40x8

      steps:
      tap "Details"

      expect:
      out of date
      """)
    let console = TestConsole()

    try await CounterPreview.run(["--scenario", file.path, "--record"], on: console)
    try await CounterPreview.run(["--scenario", file.path], on: console)

    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(
      text.hasPrefix(
        "# Details.\npreview: counter\nsize: 40x8\n\nsteps:\ntap \"Details\"\n\nexpect:\n→ onDetails(0)\n╔═"
      ))
  }

  @Test func aFailingScenarioStepIsNamedByItsLineInTheFile() async throws {
    let file = try temporaryFile("preview: counter\n\nsteps:\nwait\ntap \"Nowhere\"\n")
    let console = TestConsole()

    await #expect {
      try await CounterPreview.run(["--scenario", file.path], on: console)
    } throws: { error in
      "\(error)".hasPrefix("\(file.path):5: Cannot tap \"Nowhere\"")
    }
  }

  @Test func anotherPreviewsScenarioIsRejected() async throws {
    let file = try temporaryFile("preview: item-row\nsteps:\n")

    #expect(
      throws: PreviewError.invalidOptions(
        "\(file.path) is a scenario of the preview \"item-row\"; this is CounterPreview "
          + "(`Scripts/preview counter`).")
    ) {
      try PreviewCommand<CounterPreview>.withScenario(["--scenario", file.path])
    }
  }

  @Test func inATerminalAScenarioIsSteppedThroughAtItsSize() async throws {
    let file = try temporaryFile(
      "preview: counter\nsize: 40x8\nsteps:\nincrement \"Count\"\ntap \"Details\"\n")
    let console = TestConsole()
    console.isInteractive = true

    try await CounterPreview.run(["--scenario", file.path], on: console)

    #expect(console.steppedThrough == [.increment("Count"), .tap("Details")])
    #expect(console.interactiveSize == .some(Size(width: 40, height: 8)))
    #expect(console.interactiveFrame?.contains("onDetails(1)") == true)
  }

  // MARK: Help

  @Test func helpDocumentsEveryOptionWithExamples() {
    let help = PreviewCommand<CounterPreview>.helpMessage(columns: 100)

    for option in [
      "--list-states", "--state", "--url", "--steps", "--script", "--scenario", "--record",
      "--final", "--print-url",
      "--latency", "--load-latency", "--fail", "--size", "--start",
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
