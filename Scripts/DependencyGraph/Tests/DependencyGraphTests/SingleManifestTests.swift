import CustomDump
import Foundation
import Testing

@testable import DependencyGraph

/// A repository whose root `Package.swift` declares every target, assigned layers by pattern.
@Suite("One root manifest", .timeLimit(.minutes(2)))
struct SingleManifestTests {
  /// The fixture rules with the root package assigned by patterns only.
  static func rules(targets: [String: String]) throws -> Data {
    var rules =
      try JSONSerialization.jsonObject(with: Fixture.layeredRules) as? [String: Any] ?? [:]
    rules["packages"] = [".": ["targets": targets.mapValues { ["layer": $0] }]]
    return try JSONSerialization.data(withJSONObject: rules, options: [.sortedKeys])
  }

  static let patterns = [
    "Models": "model", "*Client": "interface", "*ClientLive": "live", "*Feature": "feature",
    "AppFeature": "app", "*Tests": "preview",
  ]

  /// Models, ApiClient, ApiClientLive, two features and the app in one package.
  static func layeredApp(itemFeatureAlsoUses extra: [String] = []) throws -> Fixture {
    let fixture = try Fixture(rules: rules(targets: patterns))
    try fixture.package(
      ".",
      targets: [
        .init(name: "Models"),
        .init(name: "ApiClient", samePackage: ["Models"]),
        .init(name: "ApiClientLive", samePackage: ["ApiClient", "Models"]),
        .init(name: "ItemFeature", samePackage: ["Models"] + extra),
        .init(name: "InventoryFeature", samePackage: ["ApiClient", "Models"]),
        .init(
          name: "AppFeature", samePackage: ["ItemFeature", "InventoryFeature"]),
        .init(name: "ItemFeatureTests", type: "test", samePackage: ["ItemFeature"]),
      ])
    return fixture
  }

  @Test func aCleanSingleManifestHasNoViolations() throws {
    let analysis = try Self.layeredApp().analysis()

    expectNoDifference(analysis.violations, [])
    expectNoDifference(
      analysis.rows().map { "\($0.target.target) \($0.layer ?? "-")" },
      [
        "Models model", "ApiClient interface", "ApiClientLive live", "InventoryFeature feature",
        "ItemFeature feature", "AppFeature app",
      ])
  }

  @Test func aFeatureDependingOnAFeatureInTheSameManifestBreaksIsolation() throws {
    let analysis = try Self.layeredApp(itemFeatureAlsoUses: ["InventoryFeature"]).analysis()

    expectNoDifference(analysis.ruleIDs, ["feature-isolation"])
    expectNoDifference(
      analysis.violations.first?.message,
      ".: ItemFeature (feature) -> InventoryFeature (feature, .) breaks feature-isolation: a "
        + "feature never depends on another feature: emit a destination value and let the app "
        + "layer interpret it. Remove the dependency from Package.swift.")
  }

  @Test func aTargetNoPatternMatchesHasNoLayer() throws {
    let fixture = try Self.layeredApp()
    try fixture.package(
      ".",
      targets: fixture.packages[0].manifest.targets.map {
        .init(name: $0.name, type: $0.type, samePackage: [])
      } + [.init(name: "Analytics")])

    let analysis = try fixture.analysis()

    #expect(analysis.ruleIDs.contains("layer-assigned"))
    #expect(
      analysis.violations.contains {
        $0.message.hasPrefix(".: target Analytics has no layer; breaks layer-assigned")
      }, "\(analysis.violations)")
  }

  @Test func aPatternThatMatchesNoTargetIsAnErrorNamingTheTargets() throws {
    let fixture = try Fixture(
      rules: Self.rules(targets: ["*Feature": "feature", "*Kit": "helper"]))
    try fixture.package(".", targets: [.init(name: "ItemFeature")])

    #expect(
      throws: RuleBookError(
        path: "layers.json",
        problem:
          "the \"targets\" of \".\" name \"*Kit\", which matches none of its targets "
          + "(ItemFeature); fix or remove the entry")
    ) {
      try Monorepo.checkTargetEntries(
        fixture.packages, rules: RuleBook(file: fixture.rulesFile), rulesFile: fixture.rulesFile)
    }
  }

  @Test func aRulesFileThatFindsNoPackageIsAnErrorSayingWhereItLooked() throws {
    let fixture = try Fixture()
    var rules = try RuleBook(file: fixture.rulesFile)
    rules.packages = [:]

    let error = #expect(throws: RuleBookError.self) {
      try Monorepo.packagePaths(root: fixture.root, rules: rules)
    }
    (rules.packageDirectories, rules.packages) = ([], [:])
    let none = #expect(throws: RuleBookError.self) {
      try Monorepo.packagePaths(root: fixture.root, rules: rules)
    }

    #expect(
      error?.problem.hasPrefix(
        "lists \"Packages\" in \"packageDirectories\", but no Packages/*/Package.swift exists under "
      )
        == true, "\(String(describing: error))")
    #expect(
      none?.problem.hasPrefix(
        "leads to no package (no \"packageDirectories\" and no \"packages\" under ") == true,
      "\(String(describing: none))")
  }

  @Test func aRulesEntryForAMissingPackageIsAnError() throws {
    let fixture = try Fixture(rules: Fixture.layeredRules(assigning: ["Packages/Gone": "model"]))

    let error = #expect(throws: RuleBookError.self) {
      try Monorepo.packagePaths(root: fixture.root, rules: RuleBook(file: fixture.rulesFile))
    }

    #expect(
      error?.problem.hasPrefix("names the package \"Packages/Gone\", but ") == true,
      "\(String(describing: error))")
  }
}
