import CustomDump
import Foundation
import Testing

@testable import DependencyGraph

@Suite("Baseline", .timeLimit(.minutes(1)))
struct BaselineTests {
  /// A monorepo that already breaks two rules: a feature depending on a feature, and a
  /// dependency no source imports where member uses need imports.
  private static func brokenMonorepo() throws -> Fixture {
    let fixture = try Fixture().cleanLayers()
    try fixture.package(
      "Packages/ItemFeature", local: ["Models", "TextUI", "InventoryFeature"],
      source: "import Models\nimport TextUI\nimport InventoryFeature\n")
    try fixture.package(
      "Packages/ApiClient", local: ["Models"], thirdParty: [("swift-clocks", "Clocks")],
      source: "import Models\n", upcomingFeatures: ["MemberImportVisibility"])
    return fixture
  }

  private static func writeBaseline(of fixture: Fixture) throws {
    let analysis = try fixture.analysis()
    let baseline = Baseline(entries: analysis.violations.map(Baseline.Entry.init))
    try fixture.write(baseline.text, to: "layers-baseline.json")
  }

  /// Found adopting the tool elsewhere: the JSON left the accepted violations out.
  @Test func theJSONListsAcceptedViolationsMarkedAccepted() throws {
    // Given a baseline accepting both violations, and a new one after it
    let fixture = try Self.brokenMonorepo()
    try Self.writeBaseline(of: fixture)
    try fixture.package(
      "Packages/InventoryFeature", local: ["ApiClient", "Models", "TextUI", "ItemRowFeature"])
    try fixture.package("Packages/ItemRowFeature", local: ["Models"])

    let json = try JSONReport.render(try fixture.analysis())

    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let violations = try #require(object["violations"] as? [[String: Any]])
    expectNoDifference(
      violations.map { "\($0["ruleID"] ?? "") \($0["subject"] ?? "") \($0["accepted"] ?? "")" },
      [
        "feature-isolation ItemRowFeature 0",
        "unused-dependency Clocks 1",
        "feature-isolation InventoryFeature 1",
      ])
  }

  @Test func theFileListsOneSortedEntryPerLine() throws {
    let fixture = try Self.brokenMonorepo()

    try Self.writeBaseline(of: fixture)

    let text = try String(
      contentsOf: fixture.root.appending(path: "layers-baseline.json"), encoding: .utf8)
    expectNoDifference(
      text.split(separator: "\n").dropFirst(2).map(String.init),
      [
        #"  "violations": ["#,
        #"    {"package":"Packages/ApiClient","rule":"unused-dependency","subject":"Clocks","target":"ApiClient"},"#,
        #"    {"package":"Packages/ItemFeature","rule":"feature-isolation","subject":"InventoryFeature","target":"ItemFeature"}"#,
        "  ]",
        "}",
      ])
  }

  @Test func withTheBaselineOnlyNewViolationsFail() throws {
    // Given a baseline of today's two violations
    let fixture = try Self.brokenMonorepo()
    try Self.writeBaseline(of: fixture)
    let accepted = try fixture.analysis()
    #expect(accepted.violations.isEmpty)
    #expect(accepted.baselined.count == 2)

    // When a third is added
    try fixture.package("Packages/TextUI", local: ["Models"])

    // Then it alone fails
    expectNoDifference(try fixture.analysis().ruleIDs, ["horizontal-is-domain-agnostic"])
  }

  @Test func anEntryThatNoLongerMatchesFailsAtItsLineAsStale() throws {
    // Given a baseline of today's two violations
    let fixture = try Self.brokenMonorepo()
    try Self.writeBaseline(of: fixture)

    // When the unused dependency is removed
    try fixture.package(
      "Packages/ApiClient", local: ["Models"], upcomingFeatures: ["MemberImportVisibility"])

    // Then its entry fails, pointing at its line
    expectNoDifference(
      TableReport.violationLines(try fixture.analysis().violations),
      [
        "1 violation(s):",
        "layers-baseline.json:4:5: error: [stale-baseline] Packages/ApiClient: stale "
          + "baseline entry: unused-dependency ApiClient -> Clocks no longer occurs; remove it "
          + "from layers-baseline.json (or rewrite the file with "
          + "dependency-graph baseline --write), so that it cannot come back unnoticed.",
      ])
  }

  /// A warning never fails, so an entry for one accepts nothing: it is stale, and the file
  /// shrinks.
  @Test func anEntryForWhatIsNowAWarningIsStale() throws {
    // Given a baseline accepting an unused dependency
    let fixture = try Self.brokenMonorepo()
    try Self.writeBaseline(of: fixture)

    // When its target no longer turns on MemberImportVisibility, making it a warning
    try fixture.package(
      "Packages/ApiClient", local: ["Models"], thirdParty: [("swift-clocks", "Clocks")],
      source: "import Models\n")
    let analysis = try fixture.analysis()

    // Then the entry is stale, and the warning is listed apart
    expectNoDifference(analysis.ruleIDs, ["stale-baseline"])
    expectNoDifference(analysis.warnings.map(\.ruleID), ["unused-dependency"])
  }

  @Test func anUnreadableBaselineSaysHowToWriteItAgain() throws {
    let fixture = try Fixture()
    try fixture.write("{ \"violations\": 3 }", to: "layers-baseline.json")

    #expect {
      try Baseline(file: fixture.root.appending(path: "layers-baseline.json"))
    } throws: { error in
      "\(error)".hasPrefix("layers-baseline.json: not a baseline (")
        && "\(error)".hasSuffix("write it again with dependency-graph baseline --write")
    }
  }
}
