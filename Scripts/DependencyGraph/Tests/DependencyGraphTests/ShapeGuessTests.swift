import CustomDump
import Foundation
import Testing

@testable import DependencyGraph

/// `init` finds layers from the graph's shape where names tell nothing, proposes composition,
/// and says when it found no feature.
@Suite("Layers guessed from the graph's shape (init)", .timeLimit(.minutes(2)))
struct ShapeGuessTests {
  /// A social app whose features have plain names: models, a design system, networking, an
  /// environment and a status kit most features use, six features (Notifications composes
  /// Conversations) and the app, an executable.
  static func socialApp() throws -> Fixture {
    let fixture = try Fixture()
    try fixture.package("Packages/Models")
    try fixture.package("Packages/DesignSystem")
    try fixture.package("Packages/Networking", local: ["Models"])
    try fixture.package("Packages/Env", local: ["Models", "Networking"])
    try fixture.package("Packages/StatusKit", local: ["Models", "DesignSystem", "Env"])
    for feature in ["Account", "Timeline", "Explore"] {
      try fixture.package("Packages/\(feature)", local: ["DesignSystem", "Env", "StatusKit"])
    }
    try fixture.package("Packages/Lists", local: ["DesignSystem", "Env"])
    try fixture.package("Packages/Conversations", local: ["DesignSystem", "Env"])
    try fixture.package(
      "Packages/Notifications", local: ["DesignSystem", "Env", "StatusKit", "Conversations"])
    try fixture.package(
      "Apps/Chirp",
      targets: [
        .init(
          name: "Chirp", type: "executable",
          local: [
            "Account", "Timeline", "Explore", "Lists", "Notifications", "Conversations", "Env",
          ])
      ])
    return fixture
  }

  /// Writes init's rules into the fixture and reads them back.
  static func initialize(_ fixture: Fixture) throws -> (rules: RuleBook, text: String) {
    let starter = try StarterRules.make(
      root: fixture.root, packages: fixture.packages, toolFolder: nil)
    try Data(starter.rules.utf8).write(to: fixture.rulesFile)
    return (try RuleBook(file: fixture.rulesFile), starter.rules)
  }

  @Test func plainNamedFeaturesAreFoundByTheirShape() throws {
    // Given an app whose features have plain names
    let fixture = try Self.socialApp()
    // When init guesses the layers
    let (rules, _) = try Self.initialize(fixture)
    // Then the libraries only the app uses are features, the design system, the environment and
    // the kit most features use are not, and the app's executable is the app
    expectNoDifference(
      rules.packages.mapValues { $0.layer ?? "-" },
      [
        "Packages/Models": "model", "Packages/DesignSystem": "core",
        "Packages/Networking": "shared", "Packages/Env": "shared", "Packages/StatusKit": "shared",
        "Packages/Account": "feature", "Packages/Timeline": "feature",
        "Packages/Explore": "feature", "Packages/Lists": "feature",
        "Packages/Conversations": "feature", "Packages/Notifications": "parent-feature",
        "Apps/Chirp": "entry-point",
      ])
    expectNoDifference(
      rules.layers.map { "\($0.name): \($0.summary ?? "")" },
      [
        "model: guessed: domain data: named *Models",
        "core: guessed: a leaf library: no telling name and no local dependency",
        "shared: guessed: a library: no telling name, with local dependencies, not shaped like "
          + "a feature",
        "feature: guessed: one feature: a library with local dependencies that nothing local "
          + "uses but entry points; or a library with local dependencies that an entry point and "
          + "only one or two features (fewer than half of them) use: their child",
        "parent-feature: guessed: a feature that composes child features: a feature that "
          + "depends on other features today",
        "entry-point: guessed: an executable: the app's entry point, a server, a tool: an "
          + "executable",
      ])
    // And a new edge between two features is the one error
    expectNoDifference(try fixture.analysis().ruleIDs, [])
    try fixture.package(
      "Packages/Timeline", local: ["DesignSystem", "Env", "StatusKit", "Explore"])
    expectNoDifference(try fixture.analysis().ruleIDs, ["feature-isolation"])
  }

  @Test func aDesignSystemAKitThatHalfTheFeaturesUseAndAHelperOfOneAreNoFeatures() throws {
    // Given four features; a design system above its tokens that all use, a kit two use, and
    // an index only one uses (and no entry point: it is that feature's helper, not its child)
    let fixture = try Fixture()
    try fixture.package("Packages/Tokens")
    try fixture.package("Packages/DesignSystem", local: ["Tokens"])
    try fixture.package("Packages/MediaKit", local: ["DesignSystem"])
    try fixture.package("Packages/SearchIndex", local: ["Tokens"])
    try fixture.package("Packages/Search", local: ["DesignSystem", "MediaKit", "SearchIndex"])
    try fixture.package("Packages/Profile", local: ["DesignSystem", "MediaKit"])
    try fixture.package("Packages/Inbox", local: ["DesignSystem"])
    try fixture.package("Packages/Settings", local: ["DesignSystem"])

    let (rules, _) = try Self.initialize(fixture)

    expectNoDifference(
      rules.packages.mapValues { $0.layer ?? "-" },
      [
        "Packages/Tokens": "core", "Packages/DesignSystem": "shared",
        "Packages/MediaKit": "shared", "Packages/SearchIndex": "shared",
        "Packages/Search": "feature",
        "Packages/Profile": "feature", "Packages/Inbox": "feature",
        "Packages/Settings": "feature",
      ])
  }

  @Test func aParentComposingChildrenIsProposedAsAChoiceNotBaselined() throws {
    // Given a home feature that composes two child features today
    let fixture = try Fixture()
    try fixture.package("Packages/Models")
    try fixture.package("Packages/SettingsFeature", local: ["Models"])
    try fixture.package("Packages/LeaderboardFeature", local: ["Models"])
    try fixture.package("Packages/GameFeature", local: ["Models"])
    try fixture.package(
      "Packages/HomeFeature", local: ["Models", "SettingsFeature", "LeaderboardFeature"])
    try fixture.package(
      "Packages/AppFeature", local: ["HomeFeature", "GameFeature", "SettingsFeature"])

    // When init writes its rules
    let (rules, text) = try Self.initialize(fixture)

    // Then the parent is named in a layer that may use features, and the file says so
    expectNoDifference(
      rules.packages.mapValues { $0.layer ?? "-" },
      [
        "Packages/Models": "model", "Packages/SettingsFeature": "feature",
        "Packages/LeaderboardFeature": "feature", "Packages/GameFeature": "feature",
        "Packages/HomeFeature": "parent-feature", "Packages/AppFeature": "app",
      ])
    expectNoDifference(
      rules.layer(named: "parent-feature")?.mayDependOn, ["model", "feature"])
    #expect(
      text.contains(
        "Composition: Packages/HomeFeature depends on other features today, so init put it in "
          + "layer parent-feature, which may depend on features"), "\(text)")
    // And today's composition is no violation; a new child of the parent is allowed
    expectNoDifference(try fixture.analysis().ruleIDs, [])
    try fixture.package(
      "Packages/HomeFeature",
      local: ["Models", "SettingsFeature", "LeaderboardFeature", "GameFeature"])
    expectNoDifference(try fixture.analysis().ruleIDs, [])
    // But a feature using another feature, or its parent, still breaks isolation
    try fixture.package("Packages/GameFeature", local: ["Models", "SettingsFeature"])
    try fixture.package("Packages/LeaderboardFeature", local: ["Models", "HomeFeature"])
    expectNoDifference(
      try fixture.analysis().ruleIDs, ["feature-isolation", "feature-isolation", "no-cycles"])
  }

  @Test func aCompositionRootIsProposedAndAPreviewLibraryIsNoPreview() throws {
    // Given one root manifest with a server whose bootstrap links the live client, and a
    // library named *Preview that features use beside a preview executable
    let fixture = try Fixture()
    try fixture.package(
      ".",
      targets: [
        .init(name: "Models"),
        .init(name: "ApiClient", samePackage: ["Models"]),
        .init(name: "ApiClientLive", samePackage: ["ApiClient"]),
        .init(name: "ServerBootstrap", samePackage: ["ApiClient", "ApiClientLive"]),
        .init(name: "server", type: "executable", samePackage: ["ServerBootstrap"]),
        .init(name: "StylePreview", samePackage: ["Models"]),
        .init(name: "GameFeature", samePackage: ["ApiClient", "StylePreview"]),
        .init(name: "HomeFeature", samePackage: ["ApiClient", "StylePreview"]),
        .init(name: "GamePreview", type: "executable", samePackage: ["GameFeature"]),
      ])

    let (rules, _) = try Self.initialize(fixture)

    expectNoDifference(
      rules.packages["."]?.targets?.mapValues(\.layer),
      [
        "*Models": "model", "*Client": "interface", "*ClientLive": "live",
        "ServerBootstrap": "composition-root", "server": "entry-point", "StylePreview": "shared",
        "*Feature": "feature", "*Preview": "preview",
      ])
    expectNoDifference(try fixture.analysis().ruleIDs, [])
  }

  @Test func theAppsExecutableMayUseTheAppAndLiveAndAPackageOfPreviewsIsAnEntryPoint() throws {
    // Given the app's executable on the root feature and a live store, and a package of
    // previews (mostly executables, with a runner library)
    let fixture = try Fixture()
    try fixture.package("Packages/Models")
    try fixture.package("Packages/TextUI")
    try fixture.package("Packages/StoreLive", local: ["Models"])
    try fixture.package("Packages/ItemFeature", local: ["Models", "TextUI"])
    try fixture.package("Packages/ListFeature", local: ["Models", "TextUI"])
    try fixture.package("Packages/AppFeature", local: ["ItemFeature", "ListFeature"])
    try fixture.package(
      "Apps/Inventory",
      targets: [.init(name: "Inventory", type: "executable", local: ["AppFeature", "StoreLive"])])
    try fixture.package(
      "Apps/previews",
      targets: [
        .init(name: "PreviewKit", local: ["TextUI"]),
        .init(
          name: "ItemPreview", type: "executable", samePackage: ["PreviewKit"],
          local: ["ItemFeature"]),
        .init(
          name: "ListPreview", type: "executable", samePackage: ["PreviewKit"],
          local: ["ListFeature"]),
      ])

    let (rules, _) = try Self.initialize(fixture)

    expectNoDifference(
      rules.packages.mapValues { $0.layer ?? "-" },
      [
        "Packages/Models": "model", "Packages/TextUI": "core", "Packages/StoreLive": "live",
        "Packages/ItemFeature": "feature", "Packages/ListFeature": "feature",
        "Packages/AppFeature": "app", "Apps/Inventory": "entry-point",
        "Apps/previews": "entry-point",
      ])
    expectNoDifference(try fixture.analysis().ruleIDs, [])
  }

  @Test func withNoFeatureInitSaysLoudlyThatIsolationIsNotEnforced() throws {
    // Given libraries and a command-line tool: one library only the tool uses, no siblings
    let fixture = try Fixture()
    try fixture.package("Packages/Models")
    try fixture.package("Packages/Storage", local: ["Models"])
    try fixture.package("Packages/Networking", local: ["Models"])
    try fixture.package("Packages/SyncEngine", local: ["Storage", "Networking"])
    try fixture.package(
      "Apps/sync", targets: [.init(name: "sync", type: "executable", local: ["SyncEngine"])])

    let (rules, text) = try Self.initialize(fixture)

    #expect(rules.packages.values.allSatisfy { $0.layer != "feature" })
    #expect(
      text.contains(
        "WARNING: no feature found (no package or target is named *Feature, and none has a "
          + "feature's shape: libraries that only entry points use, two or more), so feature "
          + "isolation is NOT enforced. To turn it on, give each feature \\\"layer\\\": "
          + "\\\"feature\\\" in layers.json and run `dependency-graph baseline --write`."),
      "\(text)")
    let report = TableReport.render(try fixture.analysis())
    #expect(
      report.contains(
        "NOT ENFORCED: feature-isolation checks nothing: no target is in layer feature; assign "
          + "the packages it is about to it in layers.json."), "\(report)")
  }

  @Test func featuresOfARootManifestAssignedByNameAreIsolatedToo() throws {
    // Given a root manifest whose plain-named features get their layer by name, not pattern
    let fixture = try Fixture(
      rules: SingleManifestTests.rules(targets: [
        "Models": "model", "Timeline": "feature", "Explore": "feature",
      ]))
    try fixture.package(
      ".",
      targets: [
        .init(name: "Models"),
        .init(name: "Explore", samePackage: ["Models"]),
        .init(name: "Timeline", samePackage: ["Models", "Explore"]),
      ])
    // Then one depending on the other breaks isolation
    expectNoDifference(try fixture.analysis().ruleIDs, ["feature-isolation"])
  }
}
