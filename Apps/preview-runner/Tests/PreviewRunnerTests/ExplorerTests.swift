import CustomDump
import Foundation
import Testing
import TextUITesting

@testable import PreviewRunner

/// The explorer on the hall fixture: the walk (shortest steps, each state once, the depth
/// bound), each invariant caught on a hall broken for it, the map and its README section.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(2)))
struct ExplorerTests {
  init() {
    HallPreview.broken = []
    HallPreview.withRoomState = false
  }

  /// The states in the order found, each with its shortest steps.
  private func paths(_ exploration: Exploration) -> [String] {
    exploration.states.map { "\($0.url) \($0.path)" }
  }

  private func edges(_ exploration: Exploration) -> [String] {
    exploration.edges.map { "\($0.from) -[\($0.step)]-> \($0.to)" }
  }

  @Test func everyStateIsFoundOnceWithItsShortestSteps() async {
    let exploration = await Explorer.hall(depth: 3).explore()

    expectNoDifference(
      paths(exploration),
      [
        "nav:/// hall",
        #"nav:/// hall → toggle "Light""#,
        #"nav:///room hall → tap "Enter""#,
        #"nav:///room hall → toggle "Light" → tap "Enter""#,
      ])
    expectNoDifference(
      edges(exploration),
      [
        #"0 -[toggle "Light"]-> 1"#,
        #"0 -[tap "Enter"]-> 2"#,
        #"1 -[toggle "Light"]-> 0"#,
        #"1 -[tap "Enter"]-> 3"#,
        #"2 -[tap "Close"]-> 0"#,
        "2 -[back]-> 0",
        #"3 -[tap "Close"]-> 1"#,
        "3 -[back]-> 1",
      ])
    #expect(exploration.violations == [])
    #expect(exploration.states.allSatisfy { $0.hasURL })
  }

  @Test func aNamedStateReachedAgainIsExploredOnce() async {
    HallPreview.withRoomState = true
    let exploration = await Explorer.hall(depth: 3).explore()

    // The room, dark, is the named state `room`: "tap Enter" from the hall arrives there.
    expectNoDifference(
      paths(exploration),
      [
        "nav:/// hall",
        "nav:///room room",
        #"nav:/// hall → toggle "Light""#,
        #"nav:///room hall → toggle "Light" → tap "Enter""#,
      ])
    #expect(edges(exploration).contains(#"0 -[tap "Enter"]-> 1"#))
    #expect(exploration.edges.count == 8)
  }

  @Test func theDepthBoundsTheStepsFromANamedState() async {
    let none = await Explorer.hall(depth: 0).explore()
    let one = await Explorer.hall(depth: 1).explore()

    expectNoDifference(paths(none), ["nav:/// hall"])
    #expect(none.edges.isEmpty)
    expectNoDifference(
      paths(one),
      ["nav:/// hall", #"nav:/// hall → toggle "Light""#, #"nav:///room hall → tap "Enter""#])
    #expect(one.edges.count == 2)
  }

  /// The invariants a hall broken in `way` breaks, each with the command reaching it.
  private func violations(_ way: Break) async -> [String] {
    HallPreview.broken = [way]
    let exploration = await Explorer.hall(depth: 3).explore()
    return exploration.violations.map {
      "\($0.invariant.rawValue): \(exploration.command($0.path))"
    }
  }

  @Test func aBackThatDoesNotReturnIsReportedWithItsSteps() async {
    let found = await violations(.back)
    expectNoDifference(
      found,
      [
        #"back: Scripts/preview hall --state hall --steps 'tap "Enter"' 'back'"#,
        #"back: Scripts/preview hall --state hall --steps 'toggle "Light"' 'tap "Enter"' 'back'"#,
        #"back: Scripts/preview hall --state hall --steps 'tap "Enter"' 'tap "Close"' 'tap "Enter"' 'back'"#,
      ])
  }

  @Test func anIssueWhileReachingAStateIsReported() async {
    let found = await violations(.issue)
    expectNoDifference(
      found,
      [#"issue: Scripts/preview hall --state hall --steps 'tap "Enter"'"#])
  }

  @Test func aURLThatDoesNotOpenIsReported() async {
    let found = await violations(.url)
    expectNoDifference(
      found,
      [
        #"url: Scripts/preview hall --state hall --steps 'tap "Enter"'"#,
        #"url: Scripts/preview hall --state hall --steps 'toggle "Light"' 'tap "Enter"'"#,
      ])
  }

  @Test func aSavedFormThatLosesPartOfTheStateIsReported() async {
    let found = await violations(.restore)
    expectNoDifference(
      found,
      [#"restore: Scripts/preview hall --state hall --steps 'toggle "Light"'"#])
  }

  @Test func stepsThatReachAnotherStateEachTimeAreReported() async {
    let found = await violations(.replay)
    #expect(found.contains(#"replay: Scripts/preview hall --state hall --steps 'tap "Enter"'"#))
    #expect(found.allSatisfy { $0.hasPrefix("replay: ") || $0.hasPrefix("back: ") })
  }

  @Test func aFrameWiderOrTallerThanItsSizeOrHoldingAControlIsReported() {
    let size = Size(width: 20, height: 2)
    #expect(frameProblems("fits\nin twenty columns", size: size).isEmpty)
    expectNoDifference(
      frameProblems("one\ntwo\nthree columns and more", size: size).map(\.message),
      [
        "At 20x2 the frame has 3 lines.",
        "At 20x2 line 3 is 22 columns wide: three columns and more",
      ])
    expectNoDifference(
      frameProblems("日本語の名前テストです", size: size).map(\.message),
      ["At 20x2 line 1 is 22 columns wide: 日本語の名前テストです"])
    expectNoDifference(
      frameProblems("red \u{1B}[31m", size: size).map(\.invariant), [.controlCharacter])
  }

  @Test func aCommandQuotesStepsForTheShellAndNeverPrintsAControl() {
    #expect(shellQuoted(#"tap "It's""#) == #"'tap "It'\''s"'"#)
    #expect(
      shellQuoted("type \"Name\" \"\u{1B}[31m\u{202E}x\"")
        == #"$'type "Name" "\x1B[31m\u202Ex"'"#)
  }

  @Test func theMapGroupsStatesByURLPatternAndLabelsEdgesByControl() async {
    let exploration = await Explorer.hall(depth: 3).explore()

    expectNoDifference(
      NavigationMap(exploration).mermaid,
      """
      flowchart LR
        n0["nav:///"]
        n1["nav:///room"]
        n0 -->|"tap Enter"| n1
        n1 -->|"back, tap Close"| n0
        classDef noURL stroke-dasharray: 4 4
      """)
    #expect(NavigationMap(exploration).dot.contains(#"n1 -> n0 [label="back, tap Close"];"#))
  }

  @Test func writeMapFillsTheMarkedSectionAndCheckMapFailsUntilItIsCurrent() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("explorer-\(UUID().uuidString).md")
    defer { try? FileManager.default.removeItem(at: file) }
    let before =
      "# Hall\n\n<!-- navigation-map:begin -->\nold\n<!-- navigation-map:end -->\n\nAfter.\n"
    try before.write(to: file, atomically: true, encoding: .utf8)

    let console = TestConsole()
    await #expect(throws: PreviewError.self) {
      try await HallPreview.run(["--explore", "--check-map", file.path], on: console)
    }
    try await HallPreview.run(["--explore", "--write-map", file.path], on: console)
    try await HallPreview.run(["--explore", "--check-map", file.path], on: console)

    let after = try String(contentsOf: file, encoding: .utf8)
    #expect(after.hasPrefix("# Hall\n\n<!-- navigation-map:begin -->\nGenerated by "))
    #expect(after.contains("```mermaid\nflowchart LR\n"))
    #expect(after.hasSuffix("```\n<!-- navigation-map:end -->\n\nAfter.\n"))
    #expect(console.output.hasSuffix("The navigation map in \(file.path) is current."))
  }

  @Test func aStaleMapSaysHowToRefreshIt() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("explorer-\(UUID().uuidString).md")
    defer { try? FileManager.default.removeItem(at: file) }
    try "<!-- navigation-map:begin -->\n<!-- navigation-map:end -->\n".write(
      to: file, atomically: true, encoding: .utf8)

    do {
      try await HallPreview.run(["--explore", "--check-map", file.path], on: TestConsole())
      Issue.record("A stale map was accepted.")
    } catch let error as PreviewError {
      #expect(
        error.description
          == "The navigation map in \(file.path) is out of date. Refresh it with "
          + "`Scripts/preview hall --explore --write-map \(file.path)` and commit the result.")
    }
  }

  @Test func exploringPrintsTheSummaryAndFailsOnAViolation() async throws {
    let console = TestConsole()
    try await HallPreview.run(["--explore", "--depth", "1"], on: console)
    #expect(console.output.hasPrefix("HallPreview: 3 states, 2 edges, depth 1, "))

    HallPreview.broken = [.back]
    let broken = TestConsole()
    await #expect(throws: PreviewError.explorationFailed("2 violations (above).")) {
      try await HallPreview.run(["--explore"], on: broken)
    }
    #expect(broken.output.contains("violation (back): hall → tap \"Enter\" → back"))
  }

  @Test func exploreOptionsNeedExplore() {
    #expect(throws: (any Error).self) {
      try PreviewCommand<HallPreview>.parse(["--depth", "2"])
    }
    #expect(throws: (any Error).self) {
      try PreviewCommand<HallPreview>.parse(["--explore", "--steps", "back"])
    }
  }
}
