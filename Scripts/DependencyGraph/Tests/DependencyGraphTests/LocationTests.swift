import CustomDump
import Foundation
import Testing

@testable import DependencyGraph

/// Every finding about a dependency starts at its line, whatever the manifest's layout: found
/// trying the tool on two public apps, whose manifests indented with tabs lost every location.
@Suite("Locations in any manifest", .timeLimit(.minutes(2)))
struct LocationTests {
  /// A feature that depends on another feature (an edge error), on TextUI that nothing imports
  /// (an unused warning), and on Models, imported under an indented `#if`.
  func featureFixture(layout: Fixture.ManifestLayout) throws -> Fixture {
    let fixture = try Fixture().cleanLayers()
    try fixture.package(
      "Packages/ItemFeature", local: ["Models", "TextUI", "InventoryFeature"],
      source:
        "import InventoryFeature\n\n#if DEBUG\n\(layout.indentation(1))import Models\n#endif\n")
    try fixture.writeManifest(of: "Packages/ItemFeature", layout: layout)
    return fixture
  }

  /// The report's lines of every finding, then `why`'s evidence of two edges.
  func located(_ fixture: Fixture) throws -> [String] {
    let analysis = try fixture.analysis()
    let item = TargetRef(package: "Packages/ItemFeature", target: "ItemFeature")
    let evidence = ["InventoryFeature", "Models"].map {
      analysis.evidence(from: item, to: TargetRef(package: "Packages/\($0)", target: $0))
    }
    let findings: [String] = (analysis.violations + analysis.warnings).flatMap {
      TableReport.lines(of: $0)
    }
    let edges: [String] = evidence.flatMap { edge in
      [edge.declaration?.formatted ?? "(line not found)"] + edge.imports.map(\.formatted)
    }
    return findings + edges
  }

  /// What the report prints for ``featureFixture(layout:)`` when the dependencies' lines start
  /// at `column` and the indented import at `importColumn`.
  func expected(column: Int, importColumn: Int) -> [String] {
    let manifest = "Packages/ItemFeature/Package.swift"
    let source = "Packages/ItemFeature/Sources/ItemFeature/ItemFeature.swift"
    return [
      "\(manifest):20:\(column): error: [feature-isolation] Packages/ItemFeature: ItemFeature "
        + "(feature) -> InventoryFeature (feature, Packages/InventoryFeature) breaks "
        + "feature-isolation: a feature never depends on another feature: emit a destination "
        + "value and let the app layer interpret it. Remove the dependency from \(manifest).",
      "\(source):1:1: note: import InventoryFeature",
      "\(manifest):19:\(column): warning: [unused-dependency] Packages/ItemFeature: ItemFeature "
        + "declares TextUI but no source imports it; it may still be used through members only "
        + "(a key path into an extension, an extension's method), which need no import while "
        + "MemberImportVisibility is off; breaks unused-dependency if unused: a target declares "
        + "only dependencies it imports. To know, turn on "
        + ".enableUpcomingFeature(\"MemberImportVisibility\") for ItemFeature in \(manifest) and "
        + "build: every member use then needs an import, and this check reports it as an error.",
      "\(manifest):19:\(column): note: declared, never imported",
      "\(manifest):20:\(column): "
        + ".product(name: \"InventoryFeature\", package: \"InventoryFeature\"),",
      "\(source):1:1: import InventoryFeature",
      "\(manifest):18:\(column): .product(name: \"Models\", package: \"Models\"),",
      "\(source):4:\(importColumn): import Models",
    ]
  }

  @Test func aManifestIndentedWithSpacesLocatesEachFinding() throws {
    expectNoDifference(
      try located(featureFixture(layout: .spaces)), expected(column: 9, importColumn: 3))
  }

  /// A tab is one column, as compilers count it: the column is the token's, one past the
  /// indentation's characters.
  @Test func aManifestIndentedWithTabsLocatesEachFindingAtTheSameLinesAndTokens() throws {
    expectNoDifference(
      try located(featureFixture(layout: .tabs)), expected(column: 5, importColumn: 2))
  }

  @Test func aManifestOfMixedIndentationLocatesEachFindingAtTheSameLinesAndTokens() throws {
    expectNoDifference(
      try located(featureFixture(layout: .mixed)), expected(column: 8, importColumn: 2))
  }

  @Test func aManifestWithWindowsLineEndingsLocatesEachFindingAtTheSameLines() throws {
    var layout = Fixture.ManifestLayout.spaces
    layout.lineEnding = "\r\n"

    expectNoDifference(
      try located(featureFixture(layout: layout)), expected(column: 9, importColumn: 3))
  }

  /// The build plugin reads the manifest through the same lines: a tab-indented target whose
  /// `name:` is on the line after `.target(` is found, at its token.
  @Test func theBuildPluginFindsATabIndentedTargetAndDependency() {
    let manifest =
      "let package = Package(\n\ttargets: [\n\t\t.target(\t\n\t\t\tname: \"A\",\n"
      + "\t\t\tdependencies: [\n\t \t\t\"B\",\n\t\t\t]\n\t\t),\n\t]\n)\n"

    expectNoDifference(
      ManifestLines.target("A", in: manifest),
      ManifestLines.Place(line: 4, column: 4, text: "name: \"A\","))
    expectNoDifference(
      ManifestLines.dependency(named: ["B"], ofTarget: "A", in: manifest),
      ManifestLines.Place(line: 6, column: 5, text: "\"B\","))
  }

  /// Manifests that share dependencies through constants name none of them in the target's
  /// list: an unused one is then at the `.package(…)` line of its package, local or remote.
  @Test func anUnusedDependencyNamedThroughAConstantIsAtItsPackageLine() throws {
    let fixture = try Fixture().cleanLayers()
    try fixture.package(
      "Packages/ItemFeature", local: ["Models", "TextUI"],
      thirdParty: [("xctest-dynamic-overlay", "IssueReporting")], source: "import TextUI\n")
    try fixture.write(
      """
      // swift-tools-version: 6.1
      import PackageDescription

      let models: Target.Dependency = .product(name: "Models", package: "Models")
      let reporting: Target.Dependency = .product(
      \tname: "IssueReporting", package: "xctest-dynamic-overlay")

      let package = Package(
      \tname: "ItemFeature",
      \tproducts: [.library(name: "ItemFeature", targets: ["ItemFeature"])],
      \tdependencies: [
      \t\t.package(path: "../Models"),
      \t\t.package(path: "../TextUI"),
      \t\t.package(
      \t\t\turl: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.4.0"),
      \t],
      \ttargets: [
      \t\t.target(name: "ItemFeature", dependencies: [models, "TextUI", reporting])
      \t]
      )

      """, to: "Packages/ItemFeature/Package.swift")

    let warnings = try fixture.analysis().warnings

    expectNoDifference(
      warnings.map { [$0.location ?? "-", $0.subject] + $0.notes },
      [
        [
          "Packages/ItemFeature/Package.swift:14:3", "IssueReporting",
          "Packages/ItemFeature/Package.swift:14:3: note: declared, never imported",
        ],
        [
          "Packages/ItemFeature/Package.swift:12:3", "Models",
          "Packages/ItemFeature/Package.swift:12:3: note: declared, never imported",
        ],
      ])
  }
}
