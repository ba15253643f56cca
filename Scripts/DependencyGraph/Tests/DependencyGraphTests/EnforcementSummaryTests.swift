import CustomDump
import Foundation
import Testing

@testable import DependencyGraph

/// Every report ends with what it enforced, so that "No violations." never stands for "nothing
/// was checked".
@Suite("What the report enforced", .timeLimit(.minutes(2)))
struct EnforcementSummaryTests {
  @Test func theTableEndsWithTheLayersTheirMembersAndTheRulesThatCheckNothing() throws {
    // Given models, a UI kit and a feature under the fixture's layered rules
    let fixture = try Fixture()
    try fixture.package("Packages/Models")
    try fixture.package("Packages/TextUI")
    try fixture.package(
      "Packages/ItemFeature",
      targets: [
        .init(name: "ItemFeature", local: ["Models", "TextUI"]),
        .init(name: "ItemFeatureTests", type: "test", samePackage: ["ItemFeature"]),
      ])

    // When the report is printed
    let table = TableReport.render(try fixture.analysis())

    // Then it ends with each layer's members, the rules on, and the rules whose layers are empty
    expectNoDifference(
      Array(table.split(separator: "\n").map(String.init).drop { $0 != "No violations." }),
      [
        "No violations.",
        "Enforced by layers.json: 3 packages, 4 targets (tests included) in 8 layers:",
        "  model      1 package   1 target",
        "  helper     1 package   1 target",
        "  interface  0 packages  0 targets",
        "  live       0 packages  0 targets",
        "  feature    1 package   2 targets",
        "  app        0 packages  0 targets",
        "  preview    0 packages  0 targets",
        "  tooling    0 packages  0 targets",
        "Rules on: feature-isolation, live-only-in-entry-point, app-is-root, "
          + "horizontal-is-domain-agnostic, layer-allowlist, third-party-allowlist, "
          + "preview-one-feature, layer-assigned, no-cycles, implicit-import, "
          + "unused-dependency, pins-agree.",
        "NOT ENFORCED: live-only-in-entry-point checks nothing: no target is in layer live; "
          + "assign the packages it is about to it in layers.json.",
        "NOT ENFORCED: app-is-root checks nothing: no target is in layer app; assign the "
          + "packages it is about to it in layers.json.",
        "NOT ENFORCED: preview-one-feature checks nothing: no target is in layer preview; "
          + "assign the packages it is about to it in layers.json.",
      ])
  }

  @Test func aLayerWhoseMembersMayUseEachOtherSaysThoseEdgesAreNotEnforced() throws {
    // Given the rules init writes where it finds no feature: two libraries of one height
    let fixture = try Fixture()
    try fixture.package("Modules/Core")
    try fixture.package("Modules/Articles", local: ["Core"])
    try fixture.package("Modules/Parsing", local: ["Core"])
    try fixture.package("Modules/Account", local: ["Articles", "Parsing"])
    try fixture.package(
      "Apps/Reader", targets: [.init(name: "Reader", type: "executable", local: ["Account"])])
    let starter = try StarterRules.make(
      root: fixture.root, packages: fixture.packages, toolFolder: nil)
    try Data(starter.rules.utf8).write(to: fixture.rulesFile)

    // When the report is printed
    let lines = EnforcementSummary.lines(try fixture.analysis())

    // Then it says what goes up is refused and what goes sideways is not checked
    #expect(lines.contains { $0.hasPrefix("Rules on: feature-isolation, no-upward-edge, ") })
    expectNoDifference(
      lines.filter { $0.hasPrefix("NOT ENFORCED: edges") },
      [
        "NOT ENFORCED: edges between the 2 packages of layer shared-1, which may depend on "
          + "itself; only a cycle among them fails."
      ])
  }
}
