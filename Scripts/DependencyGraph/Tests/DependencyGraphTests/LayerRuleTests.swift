import CustomDump
import Foundation
import Testing

@testable import DependencyGraph

@Suite("Layer rules", .timeLimit(.minutes(2)))
struct LayerRuleTests {
  @Test func aCleanlyLayeredAppHasNoViolations() throws {
    // Given a layered app (models, a UI kit, interfaces, live, features, the app) with previews
    let fixture = try Fixture().cleanLayers()
    try fixture.package(
      "Apps/preview-runner",
      targets: [
        .init(name: "PreviewRunner", local: ["TextUI"]),
        .init(
          name: "ItemPreview", type: "executable", samePackage: ["PreviewRunner"],
          local: ["ItemFeature"]),
        .init(
          name: "AppPreview", type: "executable", samePackage: ["PreviewRunner"],
          local: ["AppFeature", "ApiClientLive"]),
      ])
    // When it is analyzed
    let analysis = try fixture.analysis()
    // Then nothing is reported
    expectNoDifference(analysis.violations, [])
  }

  @Test func featureDependingOnFeatureBreaksFeatureIsolation() throws {
    let fixture = try Fixture().cleanLayers()
    try fixture.package("Packages/ItemRowFeature", local: ["Models", "ItemFeature"])

    let analysis = try fixture.analysis()

    expectNoDifference(analysis.ruleIDs, ["feature-isolation"])
    expectNoDifference(
      analysis.violations.first?.message,
      "Packages/ItemRowFeature: ItemRowFeature (feature) -> ItemFeature (feature, "
        + "Packages/ItemFeature) breaks feature-isolation: a feature never depends on another "
        + "feature: emit a destination value and let the app layer interpret it. Remove the "
        + "dependency from Packages/ItemRowFeature/Package.swift.")
  }

  @Test func featureDependingOnLiveBreaksLiveOnlyInEntryPoint() throws {
    let fixture = try Fixture().cleanLayers()
    try fixture.package("Packages/ItemRowFeature", local: ["Models", "ApiClientLive"])

    let analysis = try fixture.analysis()

    expectNoDifference(analysis.ruleIDs, ["live-only-in-entry-point"])
    #expect(analysis.violations.first?.subject == "ApiClientLive")
  }

  @Test func dependingOnTheAppBreaksAppIsRoot() throws {
    let fixture = try Fixture().cleanLayers()
    try fixture.package("Packages/ApiClient", local: ["Models", "AppFeature"])

    let analysis = try fixture.analysis()

    // ApiClient -> AppFeature -> ... -> ApiClient is also a cycle, reported once on its own.
    expectNoDifference(analysis.ruleIDs, ["app-is-root", "no-cycles"])
    #expect(
      analysis.violations.first { $0.ruleID == "app-is-root" }?.package == "Packages/ApiClient")
  }

  @Test func horizontalPackagesDependOnNothingLocal() throws {
    let fixture = try Fixture().cleanLayers()
    try fixture.package("Packages/TextUI", local: ["Models"])

    let analysis = try fixture.analysis()

    expectNoDifference(analysis.ruleIDs, ["horizontal-is-domain-agnostic"])
  }

  @Test func packageCycleIsReportedOnce() throws {
    // Given a rules file whose one layer may depend on itself, and two packages that do
    let rules = """
      {
        "version": 1, "packageDirectories": ["Packages"],
        "layers": [{ "name": "helper", "mayDependOn": ["helper"], "thirdParty": [] }],
        "packages": {
          "Packages/Layout": { "layer": "helper" }, "Packages/TextUI": { "layer": "helper" }
        },
        "rules": [
          { "id": "layer-allowlist", "check": "edge", "why": "layers" },
          { "id": "no-cycles", "check": "cycle", "why": "the dependency graph is acyclic" }
        ]
      }
      """
    let fixture = try Fixture(rules: Data(rules.utf8))
    try fixture.package("Packages/Layout", local: ["TextUI"])
    try fixture.package("Packages/TextUI", local: ["Layout"])

    let analysis = try fixture.analysis()

    expectNoDifference(analysis.ruleIDs, ["no-cycles"])
    expectNoDifference(
      analysis.violations.first?.message,
      "Packages/Layout: dependency cycle Packages/Layout -> Packages/TextUI -> Packages/Layout; "
        + "breaks no-cycles: the dependency graph is acyclic. Remove one of its dependencies in "
        + "Packages/Layout/Package.swift or Packages/TextUI/Package.swift.")
  }

  @Test func targetCycleInsideOnePackageIsReportedOnce() throws {
    let fixture = try Fixture()
    try fixture.package(
      "Packages/Models",
      targets: [
        .init(name: "Models", samePackage: ["ModelsCore"]),
        .init(name: "ModelsCore", samePackage: ["Models"]),
      ])

    let analysis = try fixture.analysis()

    expectNoDifference(analysis.ruleIDs, ["no-cycles"])
    #expect(analysis.violations.first?.subject == "Models -> ModelsCore -> Models")
  }

  @Test func heavyLibraryOutsideLiveBreaksThirdPartyAllowlist() throws {
    let fixture = try Fixture().cleanLayers()
    try fixture.package(
      "Packages/ItemRowFeature", local: ["Models"], thirdParty: [("grdb.swift", "GRDB")])

    let analysis = try fixture.analysis()

    expectNoDifference(analysis.ruleIDs, ["third-party-allowlist"])
    expectNoDifference(
      analysis.violations.first?.message,
      "Packages/ItemRowFeature: ItemRowFeature (feature) -> GRDB (third-party grdb.swift) breaks "
        + "third-party-allowlist: each layer uses only the third-party packages its thirdParty "
        + "list names (heavy libraries live in the live layer only). Remove the dependency from "
        + "Packages/ItemRowFeature/Package.swift, or allow grdb.swift for layer feature in "
        + "layers.json.")
  }

  @Test func argumentParserIsForPreviewsAndToolingOnly() throws {
    let fixture = try Fixture().cleanLayers()
    try fixture.package(
      "Packages/ItemRowFeature", local: ["Models"],
      thirdParty: [("swift-argument-parser", "ArgumentParser")])

    let analysis = try fixture.analysis()

    expectNoDifference(analysis.ruleIDs, ["third-party-allowlist"])
  }

  @Test func previewOfTwoFeaturesBreaksPreviewOneFeature() throws {
    let fixture = try Fixture().cleanLayers()
    try fixture.package(
      "Apps/preview-runner",
      targets: [
        .init(name: "ItemPreview", type: "executable", local: ["ItemFeature", "InventoryFeature"])
      ])

    let analysis = try fixture.analysis()

    expectNoDifference(analysis.ruleIDs, ["preview-one-feature"])
    #expect(analysis.violations.first?.subject == "InventoryFeature, ItemFeature")
  }

  @Test func previewOfNoFeatureBreaksPreviewOneFeature() throws {
    let fixture = try Fixture().cleanLayers()
    try fixture.package(
      "Apps/preview-runner",
      targets: [.init(name: "ItemPreview", type: "executable", local: ["Models"])])

    let analysis = try fixture.analysis()

    expectNoDifference(analysis.ruleIDs, ["preview-one-feature"])
  }

  @Test func onlyTheEntryPointPreviewMayUseLive() throws {
    let fixture = try Fixture().cleanLayers()
    try fixture.package(
      "Apps/preview-runner",
      targets: [
        .init(name: "ItemPreview", type: "executable", local: ["ItemFeature", "ApiClientLive"]),
        .init(name: "AppPreview", type: "executable", local: ["AppFeature", "ApiClientLive"]),
      ])

    let analysis = try fixture.analysis()

    expectNoDifference(analysis.ruleIDs, ["live-only-in-entry-point"])
    #expect(analysis.violations.first?.target == "ItemPreview")
  }

  @Test func previewRunnerLibraryMayNotDependOnAFeature() throws {
    let fixture = try Fixture().cleanLayers()
    try fixture.package(
      "Apps/preview-runner", targets: [.init(name: "PreviewRunner", local: ["ItemFeature"])])

    let analysis = try fixture.analysis()

    expectNoDifference(analysis.ruleIDs, ["layer-allowlist"])
  }

  @Test func packageWithoutLayerBreaksLayerAssigned() throws {
    let fixture = try Fixture().cleanLayers()
    try fixture.package("Packages/SearchFeature", local: ["Models"])

    let analysis = try fixture.analysis()

    expectNoDifference(analysis.ruleIDs, ["layer-assigned"])
    expectNoDifference(
      analysis.violations.first?.message,
      "Packages/SearchFeature: has no layer; breaks layer-assigned: every local package has a "
        + "layer in layers.json. Add \"Packages/SearchFeature\": { \"layer\": \"...\" } "
        + "to layers.json.")
  }
}
