import CustomDump
import Foundation
import Testing

@testable import DependencyGraph

@Suite("Reports", .timeLimit(.minutes(2)))
struct ReportTests {
  func smallFixture() throws -> Fixture {
    let fixture = try Fixture()
    try fixture.package("Packages/Models")
    try fixture.package("Packages/ApiClient", local: ["Models"])
    try fixture.package("Packages/ItemFeature", local: ["Models"])
    return fixture
  }

  @Test func mermaidGroupsTargetsByLayer() throws {
    let mermaid = DiagramReport.mermaid(try smallFixture().analysis())

    expectNoDifference(
      mermaid,
      """
      flowchart TD
        subgraph model["model"]
          Packages_Models__Models["Models"]
        end
        subgraph interface["interface"]
          Packages_ApiClient__ApiClient["ApiClient"]
        end
        subgraph feature["feature"]
          Packages_ItemFeature__ItemFeature["ItemFeature"]
        end
        Packages_ApiClient__ApiClient --> Packages_Models__Models
        Packages_ItemFeature__ItemFeature --> Packages_Models__Models

      """)
  }

  @Test func dotUsesOneClusterPerLayer() throws {
    let dot = DiagramReport.dot(try smallFixture().analysis())

    #expect(dot.contains("subgraph \"cluster_interface\" {\n    label=\"interface\";"))
    #expect(dot.contains("\"Packages_ItemFeature__ItemFeature\" -> \"Packages_Models__Models\";"))
  }

  @Test func jsonListsTargetsAndViolations() throws {
    let json = try JSONReport.render(try smallFixture().analysis())
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])

    #expect((object["targets"] as? [Any])?.count == 3)
    #expect((object["violations"] as? [Any])?.count == 0)
  }

  @Test func tableEndsWithTheViolationsAtTheirManifestLinesWithTheirImports() throws {
    let fixture = try Fixture()
    try fixture.package("Packages/Models", local: ["TextUI"])
    try fixture.package("Packages/TextUI")
    try fixture.write(
      """
      // swift-tools-version: 6.1
      import PackageDescription

      let package = Package(
        name: "Models",
        products: [.library(name: "Models", targets: ["Models"])],
        dependencies: [.package(path: "../TextUI")],
        targets: [
          .target(name: "Models", dependencies: [
            .product(name: "TextUI", package: "TextUI")
          ])
        ]
      )

      """, to: "Packages/Models/Package.swift")

    let table = TableReport.render(try fixture.analysis())

    expectNoDifference(
      // The summary of what was enforced follows (EnforcementSummaryTests).
      table.split(separator: "\n").map(String.init).prefix { !$0.hasPrefix("Enforced by ") },
      [
        "PACKAGE          TARGET  LAYER   DIRECT LOCAL DEPS  TRANSITIVE  DEPENDENTS  HEIGHT",
        "Packages/Models  Models  model   TextUI             1           0           1",
        "Packages/TextUI  TextUI  helper  -                  0           1           0",
        "1 violation(s):",
        "Packages/Models/Package.swift:10:7: error: [horizontal-is-domain-agnostic] "
          + "Packages/Models: Models (model) -> TextUI (helper, Packages/TextUI) breaks "
          + "horizontal-is-domain-agnostic: model and helper packages depend on nothing local. "
          + "Remove the dependency from Packages/Models/Package.swift.",
        "Packages/Models/Sources/Models/Models.swift:1:1: note: import TextUI",
      ])
  }

  @Test func readmeBlockIsReplacedBetweenTheMarkers() throws {
    let readme =
      "# Repo\n\n<!-- dependency-graph:begin -->\nold\n<!-- dependency-graph:end -->\n\nMore.\n"

    let updated = try ReadmeDiagram.replacingBlock(in: readme, with: "NEW")

    expectNoDifference(updated, "# Repo\n\nNEW\n\nMore.\n")
  }

  @Test func staleReadmeIsReportedThenRewrittenThenUpToDate() throws {
    // Given a README whose diagram block is empty
    let fixture = try smallFixture()
    let analysis = try fixture.analysis()
    let path = analysis.monorepo.root.appending(path: "README.md").path
    let readme = "# Repo\n\n\(ReadmeDiagram.beginMarker)\n\(ReadmeDiagram.endMarker)\n"
    try readme.write(toFile: path, atomically: true, encoding: .utf8)
    // When it is checked, written, then checked again
    let checked = try ReadmeDiagram.sync(readmeAt: path, with: analysis, write: false)
    let unchanged = try String(contentsOfFile: path, encoding: .utf8)
    let written = try ReadmeDiagram.sync(readmeAt: path, with: analysis, write: true)
    let rechecked = try ReadmeDiagram.sync(readmeAt: path, with: analysis, write: false)
    // Then it is stale and untouched, then rewritten with the Mermaid block, then up to date
    #expect(checked == .stale)
    #expect(unchanged == readme)
    #expect(written == .rewritten)
    #expect(rechecked == .upToDate)
    expectNoDifference(
      try String(contentsOfFile: path, encoding: .utf8),
      "# Repo\n\n\(ReadmeDiagram.beginMarker)\n```mermaid\n\(DiagramReport.mermaid(analysis))```\n"
        + "\(ReadmeDiagram.endMarker)\n")
  }

  @Test func readmeWithoutMarkersIsAnError() {
    #expect(throws: ReadmeError.missingMarkers) {
      try ReadmeDiagram.replacingBlock(in: "# Repo\n", with: "NEW")
    }
  }
}
