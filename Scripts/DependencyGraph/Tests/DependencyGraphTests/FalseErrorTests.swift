import CustomDump
import Foundation
import Testing

@testable import DependencyGraph

/// Each case here was a false error, or a silent gap, found adopting the tool in real apps: an
/// error is printed only where the tool knows.
@Suite("No false errors", .timeLimit(.minutes(2)))
struct FalseErrorTests {
  private static let manifest = "// swift-tools-version: 6.1\nimport PackageDescription\n"

  /// A system-library target whose module map names its module differently (`zlibLinux`) was
  /// reported as declared and never imported.
  @Test func aSystemLibrarysModuleIsNamedByItsModuleMap() throws {
    let fixture = try Fixture().cleanLayers()
    try fixture.package(
      "Packages/ApiClientLive",
      targets: [
        .init(name: "ZLib", type: "system"),
        .init(
          name: "ApiClientLive", samePackage: ["ZLib"], source: "import zlibLinux\n",
          upcomingFeatures: ["MemberImportVisibility"]),
      ])
    try fixture.write(
      "module zlibLinux [system] {\n  link \"z\"\n}\n",
      to: "Packages/ApiClientLive/Sources/ZLib/module.modulemap")

    let analysis = try fixture.analysis()

    expectNoDifference(analysis.ruleIDs, [])
    expectNoDifference(analysis.warnings, [])
  }

  /// A vendored package (a `path:` dependency outside the checked ones) whose product
  /// `@_exported import`s another package's module declares that module.
  @Test func aModuleReexportedByAVendoredPackageIsDeclared() throws {
    let fixture = try Fixture().cleanLayers()
    try fixture.package(
      "Packages/ApiClient", local: ["Models"], thirdParty: [("swift-dependencies", "Dependencies")])
    try fixture.package(
      "Packages/ItemFeature", local: ["Models"], thirdParty: [("architecture", "Architecture")],
      source: "import Architecture\nimport Dependencies\nimport Models\n")
    fixture.setDependency(
      "architecture", ofPackage: "Packages/ItemFeature", toFolder: "Vendor/Architecture")
    try fixture.write(Self.manifest, to: "Vendor/Architecture/Package.swift")
    try fixture.write(
      "@_exported import Dependencies\n",
      to: "Vendor/Architecture/Sources/Architecture/Exports.swift")

    let analysis = try fixture.analysis()

    expectNoDifference(analysis.violations.filter { $0.ruleID == "implicit-import" }, [])
    expectNoDifference(analysis.unverifiedImports, [])
  }

  /// The sources SwiftPM leaves in `.build/checkouts` after a resolve are read, through
  /// `@_exported` chains across packages.
  @Test func aModuleReexportedThroughResolvedCheckoutsIsDeclared() throws {
    let fixture = try Fixture().cleanLayers()
    try fixture.package(
      "Packages/ApiClient", local: ["Models"], thirdParty: [("swift-clocks", "Clocks")])
    try fixture.package(
      "Packages/ItemFeature", local: ["Models"],
      thirdParty: [("swift-composable-architecture", "ComposableArchitecture")],
      source: "import Clocks\nimport ComposableArchitecture\nimport Models\n")
    let checkouts = "Packages/ItemFeature/.build/checkouts"
    try fixture.write(Self.manifest, to: "\(checkouts)/swift-composable-architecture/Package.swift")
    try fixture.write(
      "@_exported import Dependencies\n",
      to: "\(checkouts)/swift-composable-architecture/Sources/ComposableArchitecture/Exports.swift")
    try fixture.write(Self.manifest, to: "\(checkouts)/swift-dependencies/Package.swift")
    try fixture.write(
      "@_exported import Clocks\n",
      to: "\(checkouts)/swift-dependencies/Sources/Dependencies/Exports.swift")

    let analysis = try fixture.analysis()

    expectNoDifference(analysis.violations.filter { $0.ruleID == "implicit-import" }, [])
    expectNoDifference(analysis.unverifiedImports, [])
  }

  /// Without the sources, the tool cannot know whether a declared package re-exports a module:
  /// no error, and one note per run saying what was not verified and how to verify it.
  @Test func withoutThoseSourcesTheImportIsNotAnErrorButNotedOnce() throws {
    let fixture = try Fixture().cleanLayers()
    try fixture.package(
      "Packages/ApiClient", local: ["Models"], thirdParty: [("swift-clocks", "Clocks")])
    try fixture.package(
      "Packages/ItemFeature", local: ["Models"],
      thirdParty: [("swift-composable-architecture", "ComposableArchitecture")],
      source: "import Clocks\nimport ComposableArchitecture\nimport Models\n")

    let analysis = try fixture.analysis()

    expectNoDifference(analysis.violations.filter { $0.ruleID == "implicit-import" }, [])
    expectNoDifference(
      TableReport.unverifiedLines(analysis),
      [
        "note: 1 import(s) not verified: the sources of swift-composable-architecture, which may "
          + "re-export them, are not on disk (ItemFeature imports Clocks "
          + "(Packages/ItemFeature/Sources/ItemFeature/ItemFeature.swift:1)). Run `swift package "
          + "resolve` in Packages/ItemFeature so that .build/checkouts holds them, then run this "
          + "again to check these imports."
      ])
  }

  /// "Declare the dependency" was said for an import whose declaration breaks feature
  /// isolation.
  @Test func whereDeclaringTheImportBreaksALayerRuleTheAdviceSaysSo() throws {
    let fixture = try Fixture().cleanLayers()
    try fixture.package(
      "Packages/ItemFeature", local: ["Models", "TextUI"],
      source: "import InventoryFeature\nimport Models\nimport TextUI\n")

    let analysis = try fixture.analysis()

    expectNoDifference(analysis.ruleIDs, ["implicit-import"])
    expectNoDifference(
      analysis.violations.first?.message,
      "Packages/ItemFeature: ItemFeature imports InventoryFeature "
        + "(Packages/ItemFeature/Sources/ItemFeature/ItemFeature.swift:1) without declaring it; "
        + "breaks implicit-import: a target imports only modules it declares as dependencies. "
        + "Declaring it would itself break feature-isolation (feature may not depend on "
        + "InventoryFeature): remove the import and what uses it from ItemFeature, reaching it "
        + "through a layer feature may depend on, or change the layering in layers.json.")
  }

  /// A path dependency on a folder that is not there (a submodule not checked out) was dropped
  /// without a word, so none of its edges was checked.
  @Test func aPathDependencyWithoutAPackageIsAWarningAtItsLine() throws {
    let fixture = try Fixture().cleanLayers()
    try fixture.package(
      "Packages/ItemFeature", local: ["Models", "TextUI"],
      thirdParty: [("browserserviceskit", "BrowserServicesKit")],
      source: "import BrowserServicesKit\nimport Models\nimport TextUI\n")
    fixture.setDependency(
      "browserserviceskit", ofPackage: "Packages/ItemFeature", toFolder: "BrowserServicesKit")
    try fixture.write(
      Self.manifest + """
        let package = Package(
          name: "ItemFeature",
          dependencies: [
            .package(path: "../../BrowserServicesKit"),
          ],
          targets: []
        )
        """, to: "Packages/ItemFeature/Package.swift")

    let analysis = try fixture.analysis()

    // Not a third-party package outside the layer's list, which would be a guess
    expectNoDifference(analysis.ruleIDs, [])
    expectNoDifference(
      analysis.warnings.map(TableReport.lines(of:)),
      [
        [
          "Packages/ItemFeature/Package.swift:6:5: warning: [unresolved-dependency] "
            + "Packages/ItemFeature: the path dependency ../../BrowserServicesKit holds no "
            + "Package.swift (a git submodule not checked out, or a moved folder), so these edges "
            + "were not checked against the layers, and imports of its modules were not judged: "
            + "ItemFeature -> BrowserServicesKit. Check it out (git submodule update --init), or "
            + "fix the path in Packages/ItemFeature/Package.swift."
        ]
      ])
  }
}
