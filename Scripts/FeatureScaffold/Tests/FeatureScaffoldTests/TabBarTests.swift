import CustomDump
import Testing

@testable import FeatureScaffold

/// Scenarios' final frames with the new tab bar: only the bar's line changes, what covers it
/// stays, and a bar that cannot be derived asks for a recording.
@Suite(.timeLimit(.minutes(1)))
struct TabBarTests {
  let old = [
    TabEntry(name: "one", title: "One"), TabEntry(name: "inventory", title: "Inventory"),
    TabEntry(name: "three", title: "Three"),
  ]
  var new: [TabEntry] {
    var tabs = old
    tabs.insert(TabEntry(name: "stats", title: "Stats"), at: 2)
    return tabs
  }

  func scenario(_ frame: [String]) -> String {
    (["preview: app", "", "expect:"] + frame + [""]).joined(separator: "\n")
  }

  @Test func theBarIsTheTabsTitlesWithTheSelectedOneMarked() {
    expectNoDifference(TabBar.line(old, selected: "inventory"), " ○ One │ ● Inventory │ ○ Three")
  }

  @Test func theBarLineGetsTheNewTabAndKeepsTheSelection() {
    let rewrite = TabBar.rewrite(
      scenario: scenario([
        "Keyboard", String(repeating: "─", count: 50), " ○ One │ ● Inventory │ ○ Three",
      ]),
      from: old, to: new)

    expectNoDifference(
      rewrite,
      .rewritten(
        scenario([
          "Keyboard", String(repeating: "─", count: 50), " ○ One │ ● Inventory │ ○ Stats │ ○ Three",
        ])))
  }

  @Test func whatASheetCoversStaysAndThePartPastItShowsTheNewBar() {
    let covered = " ○ One │ ● Inv╰────────╯"
    let rewrite = TabBar.rewrite(
      scenario: scenario([String(repeating: "─", count: 50), covered]), from: old, to: new)

    expectNoDifference(
      rewrite,
      .rewritten(
        scenario([String(repeating: "─", count: 50), " ○ One │ ● Inv╰────────╯ Stats │ ○ Three"])))
  }

  @Test func aSheetHidingTheSelectionWhereItShowsAsksForARecording() {
    let covered = " ○╰──────────────────────────╯"
    let rewrite = TabBar.rewrite(
      scenario: scenario([String(repeating: "─", count: 50), covered]), from: old, to: new)

    expectNoDifference(rewrite, .needsRecording(reason: "a sheet covers which tab is selected"))
  }

  @Test func aBarASheetCoversWhollyIsLeftAlone() {
    let covered = " ○╰" + String(repeating: "─", count: 44) + "╯"
    let rewrite = TabBar.rewrite(
      scenario: scenario([String(repeating: "─", count: 50), covered]), from: old, to: new)

    expectNoDifference(rewrite, .unchanged)
  }

  @Test func aBarWiderThanTheFrameIsCutShortWithAnEllipsis() {
    let rewrite = TabBar.rewrite(
      scenario: scenario([String(repeating: "─", count: 32), " ○ One │ ● Inventory │ ○ Three"]),
      from: old, to: new)

    expectNoDifference(
      rewrite,
      .rewritten(
        scenario([String(repeating: "─", count: 32), " ○ One │ ● Inventory │ ○ Stats …"])))
  }

  @Test func aFrameWithoutTheBarIsLeftAlone() {
    expectNoDifference(
      TabBar.rewrite(scenario: scenario(["[Keyboard] Blue", "[Delete]"]), from: old, to: new),
      .unchanged)
  }
}
