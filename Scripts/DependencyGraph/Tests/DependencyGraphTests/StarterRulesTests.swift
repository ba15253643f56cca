import CustomDump
import Foundation
import Testing

@testable import DependencyGraph

/// `dependency-graph init`'s starter rules, on fixtures of both shapes.
@Suite("Starter rules (init)", .timeLimit(.minutes(2)))
struct StarterRulesTests {
  @Test func packagesAreFoundWithTheRootButNotInsideOthersOrTheTool() throws {
    let fixture = try Fixture()
    for manifest in [
      "Package.swift", "Modules/Core/Package.swift", "Modules/Core/Fixtures/Inner/Package.swift",
      "Tools/DependencyGraph/Package.swift",
      "Tools/DependencyGraph/Plugins/EnforceLayers/EnforceLayers.swift",
      "Tools/Skipped/Package.swift",
      ".build/checkouts/Nuke/Package.swift", "App/iOS/Widgets/Package.swift",
    ] {
      try fixture.write("", to: manifest)
    }

    let found = StarterRules.packagePaths(
      root: fixture.root, skipping: [fixture.root.appending(path: "Tools/Skipped")])

    expectNoDifference(found.packages, [".", "App/iOS/Widgets", "Modules/Core"])
    expectNoDifference(found.tools, ["Tools/DependencyGraph", "Tools/Skipped"])
  }

  @Test func packagesGetLayersFromTheirNamesElseFromTheirHeight() throws {
    // Given packages under Modules/, one feature composing another today
    let fixture = try Fixture()
    try fixture.package("Modules/Core")
    try fixture.package("Modules/Networking", local: ["Core"])
    try fixture.package("Modules/SearchClient", local: ["Core"])
    try fixture.package("Modules/SearchClientLive", local: ["SearchClient", "Networking"])
    try fixture.package(
      "Modules/ItemFeature", local: ["Core", "SearchClient"],
      thirdParty: [("swift-clocks", "Clocks")])
    try fixture.package("Modules/ListFeature", local: ["ItemFeature"])

    // When init writes its rules
    let starter = try StarterRules.make(
      root: fixture.root, packages: fixture.packages, toolFolder: "scripts/DependencyGraph")
    let rules = try RuleBook(data: Data(starter.rules.utf8))

    // Then each package has the guessed layer, and the layers say how they were guessed
    expectNoDifference(
      rules.packages.mapValues { $0.layer ?? "-" },
      [
        "Modules/Core": "core", "Modules/Networking": "shared",
        "Modules/SearchClient": "interface", "Modules/SearchClientLive": "live",
        "Modules/ItemFeature": "feature", "Modules/ListFeature": "parent-feature",
      ])
    expectNoDifference(rules.packageDirectories, ["Modules"])
    #expect(rules.layer(named: "shared")?.summary?.hasPrefix("guessed: ") == true)
    expectNoDifference(rules.layer(named: "feature")?.thirdParty, ["swift-clocks"])
    expectNoDifference(
      rules.affected,
      .init(
        selectEverything: [
          "scripts/DependencyGraph/Plugins/", "scripts/DependencyGraph/Package.swift",
        ], toolingDirectories: []))
    // And today's composition is proposed in the rules, not accepted as a violation
    try Data(starter.rules.utf8).write(to: fixture.rulesFile)
    expectNoDifference(try fixture.analysis().ruleIDs, [])
  }

  /// Found trying init on a feed reader whose features live in its Xcode target: its libraries
  /// all went in one `shared` layer, which may use itself, and a new edge from the data model up
  /// to the network library above it passed with "No violations.".
  @Test func withoutFeaturesAnEdgeUpTodaysGraphFails() throws {
    // Given libraries with plain names over a leaf, and one aggregate that only the app uses
    let fixture = try Fixture()
    try fixture.package("Modules/Core")
    try fixture.package("Modules/Articles", local: ["Core"])
    try fixture.package("Modules/Parsing", local: ["Core"])
    try fixture.package("Modules/FeedFinder", local: ["Articles"])
    try fixture.package("Modules/Account", local: ["FeedFinder", "Parsing"])
    try fixture.package(
      "Apps/Reader", targets: [.init(name: "Reader", type: "executable", local: ["Account"])])
    let starter = try StarterRules.make(
      root: fixture.root, packages: fixture.packages, toolFolder: nil)
    try Data(starter.rules.utf8).write(to: fixture.rulesFile)
    let rules = try RuleBook(data: Data(starter.rules.utf8))
    #expect(try fixture.analysis().ruleIDs.isEmpty)

    // When a library gains an edge to one above it today, which closes no cycle
    try fixture.package("Modules/Parsing", local: ["Core", "FeedFinder"])

    // Then the edge fails, by the rule that keeps edges down the graph
    expectNoDifference(try fixture.analysis().ruleIDs, ["no-upward-edge"])
    expectNoDifference(
      rules.packages.mapValues { $0.layer ?? "-" },
      [
        "Modules/Core": "core", "Modules/Articles": "shared-1", "Modules/Parsing": "shared-1",
        "Modules/FeedFinder": "shared-2", "Modules/Account": "shared-3",
        "Apps/Reader": "entry-point",
      ])
    // And an edge beside it, between libraries of one height, is left unchecked, as init says
    #expect(starter.notes.contains { $0.contains("same height is NOT ENFORCED") })
  }

  /// Found trying init on a mail app whose two packages hold many targets each: both went into
  /// `core` whole, so an edge between their targets passed, and the command-line tool among
  /// them was no entry point.
  @Test func aPackageOfSeveralLibrariesIsLayeredByTargetAndItsExecutableIsAnEntryPoint() throws {
    // Given a domain package with models, an account, a sync engine and a command-line tool,
    // and a design system whose composer uses the sync engine, under an app
    let fixture = try Fixture()
    try fixture.package(
      "Packages/Core",
      targets: [
        .init(name: "Models"), .init(name: "Account", samePackage: ["Models"]),
        .init(name: "Core", samePackage: ["Account"]),
        .init(name: "AutoconfigurationCLI", type: "executable", samePackage: ["Account"]),
        .init(name: "CoreTests", type: "test", samePackage: ["Core"]),
      ])
    try fixture.package(
      "Packages/DesignSystem",
      targets: [
        .init(name: "Theme"), .init(name: "Editor", samePackage: ["Theme"]),
        .init(name: "DesignSystem", samePackage: ["Editor"], local: ["Core"]),
      ])
    try fixture.package(
      "Apps/Mail", targets: [.init(name: "Mail", type: "executable", local: ["DesignSystem"])])
    let starter = try StarterRules.make(
      root: fixture.root, packages: fixture.packages, toolFolder: nil)
    try Data(starter.rules.utf8).write(to: fixture.rulesFile)
    let rules = try RuleBook(data: Data(starter.rules.utf8))
    #expect(try fixture.analysis().ruleIDs.isEmpty)

    // Then each target has a layer of its own, the tool an entry point's
    expectNoDifference(
      rules.packages["Packages/Core"]?.targets?.mapValues(\.layer),
      [
        "Models": "model", "Account": "shared-1", "Core": "shared-2",
        "AutoconfigurationCLI": "entry-point", "CoreTests": "test",
      ])
    expectNoDifference(
      rules.packages["Packages/DesignSystem"]?.targets?.mapValues(\.layer),
      ["Theme": "core", "Editor": "shared-1", "DesignSystem": "shared-3"])

    // And when the editor gains an edge up to the sync engine, it fails
    try fixture.package(
      "Packages/DesignSystem",
      targets: [
        .init(name: "Theme"), .init(name: "Editor", samePackage: ["Theme"], local: ["Core"]),
        .init(name: "DesignSystem", samePackage: ["Editor"], local: ["Core"]),
      ])
    expectNoDifference(try fixture.analysis().ruleIDs, ["no-upward-edge"])
  }

  @Test func aRootManifestGetsPatternsForItsTargets() throws {
    let fixture = try Fixture()
    try fixture.package(
      ".",
      targets: [
        .init(name: "Models"), .init(name: "Logging"),
        .init(name: "ApiClient", samePackage: ["Models"]),
        .init(name: "ApiClientLive", samePackage: ["ApiClient", "Logging"]),
        .init(name: "ItemFeature", samePackage: ["ApiClient"]),
        .init(name: "ListFeature", samePackage: ["ApiClient", "ItemFeature"]),
        .init(name: "AppFeature", samePackage: ["ItemFeature", "ListFeature", "ApiClientLive"]),
        .init(name: "ItemPreview", type: "executable", samePackage: ["ItemFeature"]),
        .init(name: "ItemFeatureTests", type: "test", samePackage: ["ItemFeature"]),
      ])

    let starter = try StarterRules.make(
      root: fixture.root, packages: fixture.packages, toolFolder: nil)
    let rules = try RuleBook(data: Data(starter.rules.utf8))

    expectNoDifference(
      rules.packages["."]?.targets?.mapValues(\.layer),
      [
        "*Models": "model", "Logging": "core", "*Client": "interface", "*ClientLive": "live",
        "*Feature": "feature", "ListFeature": "parent-feature", "AppFeature": "app",
        "*Preview": "preview", "*Tests": "test",
      ])
    try Data(starter.rules.utf8).write(to: fixture.rulesFile)
    expectNoDifference(try fixture.analysis().ruleIDs, [])
  }
}
