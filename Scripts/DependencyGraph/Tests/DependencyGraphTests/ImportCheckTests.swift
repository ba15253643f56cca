import CustomDump
import Foundation
import Testing

@testable import DependencyGraph

@Suite("Implicit imports and unused dependencies", .timeLimit(.minutes(2)))
struct ImportCheckTests {
  @Test func importWithoutDeclaredDependencyIsReportedOnceWithItsPlace() throws {
    // Given a feature that imports ApiClient in two files without declaring it
    let fixture = try Fixture().cleanLayers()
    try fixture.package(
      "Packages/ItemFeature", local: ["Models"], source: "import ApiClient\nimport Models\n")
    try fixture.write(
      "import ApiClient\n", to: "Packages/ItemFeature/Sources/ItemFeature/More.swift")
    // When it is analyzed
    let analysis = try fixture.analysis()
    // Then one implicit import is reported, at its first place
    expectNoDifference(analysis.ruleIDs, ["implicit-import"])
    expectNoDifference(
      analysis.violations.first?.message,
      "Packages/ItemFeature: ItemFeature imports ApiClient "
        + "(Packages/ItemFeature/Sources/ItemFeature/ItemFeature.swift:1) without declaring it; "
        + "breaks implicit-import: a target imports only modules it declares as dependencies. "
        + "Declare it in Packages/ItemFeature/Package.swift: add "
        + ".product(name: \"ApiClient\", package: \"ApiClient\") to ItemFeature's dependencies, "
        + "and .package(path: \"../ApiClient\") to the package's dependencies, where "
        + "Packages/ApiClient is not declared yet; or remove the import.")
  }

  /// Where the package is declared already (for another of its products), only the product is
  /// to add, named as SwiftPM names a `path:` package: by its folder.
  @Test func anImportOfAnotherProductOfADeclaredPackageSaysOnlyTheProductToAdd() throws {
    let fixture = try Fixture().cleanLayers()
    try fixture.package(
      "Packages/ApiClient",
      targets: [
        .init(name: "ApiClient", local: ["Models"]),
        .init(name: "ApiClientTesting", samePackage: ["ApiClient"]),
      ])
    try fixture.package(
      "Packages/InventoryFeature", local: ["ApiClient", "Models", "TextUI"],
      source: "import ApiClient\nimport ApiClientTesting\nimport Models\nimport TextUI\n")

    let analysis = try fixture.analysis()

    expectNoDifference(
      analysis.violations.map(\.message),
      [
        "Packages/InventoryFeature: InventoryFeature imports ApiClientTesting "
          + "(Packages/InventoryFeature/Sources/InventoryFeature/InventoryFeature.swift:2) "
          + "without declaring it; breaks implicit-import: a target imports only modules it "
          + "declares as dependencies. Declare it in Packages/InventoryFeature/Package.swift: add "
          + ".product(name: \"ApiClientTesting\", package: \"ApiClient\") to InventoryFeature's "
          + "dependencies; or remove the import."
      ])
  }

  /// A target in no product of its package cannot be declared from another package: the advice
  /// says so rather than naming a product that does not exist.
  @Test func anImportOfATargetInNoProductSaysToAddAProductFirst() throws {
    let fixture = try Fixture().cleanLayers()
    try fixture.package(
      "Packages/ApiClient",
      targets: [
        .init(name: "ApiClient", local: ["Models"]),
        .init(name: "ApiClientTesting", samePackage: ["ApiClient"]),
      ])
    fixture.makeProduct(ofPackage: "Packages/ApiClient", hold: ["ApiClient"])
    try fixture.package(
      "Packages/InventoryFeature", local: ["ApiClient", "Models", "TextUI"],
      source: "import ApiClient\nimport ApiClientTesting\nimport Models\nimport TextUI\n")

    let analysis = try fixture.analysis()

    expectNoDifference(
      analysis.violations.map(\.message),
      [
        "Packages/InventoryFeature: InventoryFeature imports ApiClientTesting "
          + "(Packages/InventoryFeature/Sources/InventoryFeature/InventoryFeature.swift:2) "
          + "without declaring it; breaks implicit-import: a target imports only modules it "
          + "declares as dependencies. Declare it in Packages/InventoryFeature/Package.swift: "
          + "Packages/ApiClient has no product that holds ApiClientTesting, so another package "
          + "cannot depend on it: add a library product for it to "
          + "Packages/ApiClient/Package.swift first; or remove the import."
      ])
  }

  @Test func undeclaredThirdPartyImportIsImplicit() throws {
    let fixture = try Fixture().cleanLayers()
    try fixture.package(
      "Packages/ItemFeature", local: ["Models"],
      source: "import IdentifiedCollections\nimport Models\n")

    let analysis = try fixture.analysis()

    expectNoDifference(analysis.ruleIDs, ["implicit-import"])
    #expect(analysis.violations.first?.subject == "IdentifiedCollections")
  }

  @Test func whereMemberUsesNeedImportsADependencyNoSourceImportsIsAnUnusedError() throws {
    let fixture = try Fixture().cleanLayers()
    try fixture.package(
      "Packages/ItemFeature", local: ["Models", "ApiClient"], source: "import Models\n",
      upcomingFeatures: ["MemberImportVisibility"])

    let analysis = try fixture.analysis()

    expectNoDifference(analysis.ruleIDs, ["unused-dependency"])
    expectNoDifference(
      analysis.violations.first?.message,
      "Packages/ItemFeature: ItemFeature declares ApiClient but no source imports it, and with "
        + "MemberImportVisibility on nothing of it is usable without an import; breaks "
        + "unused-dependency: a target declares only dependencies it imports. Remove it from "
        + "Packages/ItemFeature/Package.swift.")
    // The fixture writes no manifest, so the note can name only the file.
    expectNoDifference(
      analysis.violations.first?.notes,
      ["Packages/ItemFeature/Package.swift: note: declared, never imported"])
  }

  /// Found adopting the tool in a game's repository: a client used only through a key path into
  /// an extension (`@Dependency(\.apiClient)`) was reported unused with "Remove it", which
  /// breaks the build.
  @Test func elsewhereADependencyNoSourceImportsIsAWarningWithSafeAdvice() throws {
    let fixture = try Fixture().cleanLayers()
    try fixture.package(
      "Packages/ItemFeature", local: ["Models", "ApiClient"],
      source: "import Models\n\nlet client = Dependency(\\.apiClient)\n")

    let analysis = try fixture.analysis()

    expectNoDifference(analysis.ruleIDs, [])
    expectNoDifference(analysis.warnings.map(\.ruleID), ["unused-dependency"])
    expectNoDifference(
      analysis.warnings.first?.message,
      "Packages/ItemFeature: ItemFeature declares ApiClient but no source imports it; it may "
        + "still be used through members only (a key path into an extension, an extension's "
        + "method), which need no import while MemberImportVisibility is off; "
        + "breaks unused-dependency if unused: a target declares only dependencies it imports. "
        + "To know, turn on .enableUpcomingFeature(\"MemberImportVisibility\") for ItemFeature "
        + "in Packages/ItemFeature/Package.swift and build: every member use then needs an "
        + "import, and this check reports it as an error.")
    #expect(
      TableReport.lines(of: analysis.warnings[0])[0].hasPrefix(
        "warning: [unused-dependency] Packages/ItemFeature: "))
    // The JSON lists it with its severity, so that other tools do not fail on it
    let json =
      try JSONSerialization.jsonObject(
        with: Data(try JSONReport.render(analysis).utf8)) as? [String: Any]
    let listed = json?["violations"] as? [[String: Any]] ?? []
    expectNoDifference(
      listed.map { "\($0["ruleID"] ?? "") \($0["severity"] ?? "") \($0["accepted"] ?? "")" },
      ["unused-dependency warning 0"])
  }

  /// Found adopting the tool elsewhere: a product mapped in `productModules` and imported by
  /// one of its other modules was still noted as "declared, never imported".
  @Test func aProductImportedByAnotherOfItsModulesIsNotedAtThatImport() throws {
    // Given a feature using a third-party product its layer may not use, through a module of
    // the product that is not named after it
    let fixture = try Fixture().cleanLayers()
    try fixture.package(
      "Packages/ItemFeature", local: ["Models"],
      thirdParty: [("swift-collections-fork", "Collections")],
      source: "import Models\nimport OrderedCollections\n")

    let analysis = try fixture.analysis()

    expectNoDifference(analysis.ruleIDs, ["third-party-allowlist"])
    expectNoDifference(
      analysis.violations.first?.notes,
      [
        "Packages/ItemFeature/Sources/ItemFeature/ItemFeature.swift:2:1: note: import OrderedCollections"
      ])
  }

  /// Found adopting the tool elsewhere: a product of two modules, imported through one of
  /// them, had its other module reported unused, although no manifest can declare it alone.
  @Test func aProductOfSeveralTargetsIsUsedByAnImportOfAnyOfThem() throws {
    let fixture = try Fixture().cleanLayers()
    try fixture.package(
      "Packages/Models",
      targets: [.init(name: "Models"), .init(name: "ModelsFormatting", samePackage: ["Models"])])
    fixture.makeProduct(ofPackage: "Packages/Models", hold: ["Models", "ModelsFormatting"])
    try fixture.package("Packages/ItemFeature", local: ["Models"], source: "import Models\n")

    let analysis = try fixture.analysis()

    expectNoDifference(analysis.violations.filter { $0.package == "Packages/ItemFeature" }, [])
  }

  @Test func linkOnlyProductsAndExecutablesAreNeverUnused() throws {
    let fixture = try Fixture().cleanLayers()
    try fixture.package(
      "Packages/ApiClientLive",
      targets: [
        .init(name: "ApiClientLive", local: ["ApiClient"]),
        .init(name: "StoreTool", type: "executable", samePackage: ["ApiClientLive"]),
        .init(
          name: "ApiClientLiveTests", type: "test", samePackage: ["ApiClientLive", "StoreTool"],
          thirdParty: [("xctest-dynamic-overlay", "IssueReportingTestSupport")],
          source: "@testable import ApiClientLive\n"),
      ])

    let analysis = try fixture.analysis()

    expectNoDifference(analysis.violations, [])
  }

  /// Sources that mention modules the target does not declare, in places that are not imports.
  /// Each trap would be read as an import, or hide one, by a scanner without that rule: a `;`
  /// or a line start puts the fake `import` where a statement begins.
  static let traps: [(name: String, source: String)] = [
    ("line comment", "import Models\nlet a = 1 // ; import ApiClientLive\n"),
    (
      "nested block comment",
      "/* outer /* inner */\nimport ApiClientLive\n*/\nimport Models\n"
    ),
    ("string literal", "import Models\nlet s = \"; import ApiClientLive; \"\n"),
    ("multi-line string", "import Models\nlet s = \"\"\"\n  import ApiClientLive\n  \"\"\"\n"),
    ("raw string", "import Models\nlet s = #\"\"\"\n\"\"\"\nimport ApiClientLive\n\"\"\"#\n"),
    (
      "interpolation with a nested string",
      #"import Models\#nlet s = "\("\"");import ApiClientLive"\#n"#
    ),
    (
      "#if canImport", "import Models\n#if canImport(ApiClientLive)\nimport ApiClientLive\n#endif\n"
    ),
    ("#if false", "import Models\n#if false\nimport ApiClientLive\n#endif\n"),
    (
      "#else of canImport",
      "#if !canImport(ApiClientLive)\nimport Models\n#else\nimport ApiClientLive\n#endif\n"
    ),
    ("@testable", "@testable import Models\n"),
    ("public import", "public import Models\n"),
    ("internal import", "internal import Models\n"),
    ("import kind", "import struct Models.Item\n"),
    ("submodule", "import Models.Fixtures\n"),
    ("attribute on its own line", "@preconcurrency\nimport Models\n"),
    ("parameter named import", "import Models\nfunc f(\n  import ApiClientLive: Int\n) {}\n"),
    // A `/*` inside a regex literal would open a comment that hides the import after it.
    ("regex literal holding /*", "let r = /[/*]+/\nimport Models\n"),
    ("regex literal holding a quote", "let r = (/\"+/)\nimport Models\n"),
    ("extended regex literal", "let r = #/\n  /*\"\n/#\nimport Models\n"),
    ("division is no regex", "import Models\nlet a = 6 / 3 / 2\n"),
    (
      "#elseif chain",
      "#if false\nimport ApiClientLive\n#elseif true\nimport Models\n#else\nimport ApiClientLive\n#endif\n"
    ),
    (
      "compiler version",
      "#if compiler(>=5.9)\nimport Models\n#else\nimport ApiClientLive\n#endif\n"
    ),
    ("language mode", "import Models\n#if swift(<5.0)\nimport ApiClientLive\n#endif\n"),
  ]

  @Test(arguments: traps)
  func textThatIsNotAnImportIsNeitherImplicitNorUsage(trap: (name: String, source: String)) throws {
    // Given a feature declaring only Models, whose source holds the trap
    let fixture = try Fixture().cleanLayers()
    try fixture.package("Packages/ItemFeature", local: ["Models"], source: trap.source)
    // When it is analyzed
    let analysis = try fixture.analysis()
    // Then Models counts as used and nothing else is seen
    expectNoDifference(analysis.violations, [], "trap: \(trap.name)")
  }

  @Test func exportedImportMakesTheModuleAvailableToDependents() throws {
    // Given ApiClient re-exporting Models, and a feature importing Models through it
    let fixture = try Fixture().cleanLayers()
    try fixture.package(
      "Packages/ApiClient", local: ["Models"], source: "@_exported import Models\n")
    try fixture.package(
      "Packages/InventoryFeature", local: ["ApiClient", "TextUI"],
      source: "import Models\nimport TextUI\n")

    let analysis = try fixture.analysis()

    expectNoDifference(analysis.violations, [])
  }

  /// Found adopting the tool elsewhere: `#if canImport(NukeUI) import NukeUI` was skipped
  /// although NukeUI came in through a dependency, so the import was compiled, undeclared.
  @Test func canImportOfAModuleReachableThroughDependenciesIsAnImplicitImport() throws {
    // Given a feature declaring ApiClient (which depends on Models), importing Models and
    // ApiClientLive only where they can be imported
    let fixture = try Fixture().cleanLayers()
    try fixture.package(
      "Packages/InventoryFeature", local: ["ApiClient", "TextUI"],
      source: """
        import ApiClient
        import TextUI
        #if canImport(Models)
        import Models
        #endif
        #if canImport(ApiClientLive)
        import ApiClientLive
        #endif
        """)
    // When it is analyzed
    let analysis = try fixture.analysis()
    // Then Models, which is reachable, is an implicit import under its condition; ApiClientLive,
    // which is not, stays optional
    expectNoDifference(analysis.ruleIDs, ["implicit-import"])
    #expect(
      analysis.violations.first?.message.contains(
        "imports Models (Packages/InventoryFeature/Sources/InventoryFeature/InventoryFeature.swift:4) "
          + "under #if canImport(Models) without declaring it") == true,
      "\(analysis.violations)")
  }

  @Test func importUnderAnOperatingSystemConditionStillCounts() throws {
    let fixture = try Fixture().cleanLayers()
    try fixture.package(
      "Packages/ItemFeature", local: ["Models"],
      source: "import Models\n#if os(Linux)\nimport ApiClient\n#endif\n")

    let analysis = try fixture.analysis()

    expectNoDifference(analysis.ruleIDs, ["implicit-import"])
    #expect(
      analysis.violations.first?.message.contains(
        "imports ApiClient (Packages/ItemFeature/Sources/ItemFeature/ItemFeature.swift:3) "
          + "under #if os(Linux) without declaring it") == true,
      "\(analysis.violations)")
  }

  @Test func testTargetImportsAreChecked() throws {
    let fixture = try Fixture().cleanLayers()
    try fixture.package(
      "Packages/ItemFeature",
      targets: [
        .init(name: "ItemFeature", local: ["Models"]),
        .init(
          name: "ItemFeatureTests", type: "test", samePackage: ["ItemFeature"],
          source: "@testable import ItemFeature\nimport Models\n"),
      ])

    let analysis = try fixture.analysis()

    // As warnings: a test target's imports never reach the product (see the README).
    expectNoDifference(analysis.ruleIDs, [])
    expectNoDifference(analysis.warnings.map(\.ruleID), ["implicit-import"])
    #expect(analysis.warnings.first?.target == "ItemFeatureTests")
  }
}
