import CustomDump
import Foundation
import Testing

@testable import DependencyGraph

@Suite("Graph measures and queries", .timeLimit(.minutes(2)))
struct GraphQueryTests {
  @Test func rowsShowDirectDependenciesClosureDependentsAndHeight() throws {
    let analysis = try Fixture().cleanLayers().analysis()

    let rows = analysis.rows()

    expectNoDifference(
      rows.map {
        "\($0.target.target) \($0.layer ?? "-") \($0.directDependencies.map(\.target)) \($0.transitiveDependencyCount) \($0.dependentCount) \($0.height)"
      },
      [
        "Models model [] 0 4 0",
        "TextUI helper [] 0 2 0",
        "ApiClient interface [\"Models\"] 1 3 1",
        "ApiClientLive live [\"ApiClient\", \"Models\"] 2 0 2",
        "InventoryFeature feature [\"ApiClient\", \"Models\", \"TextUI\"] 3 1 2",
        "ItemFeature feature [\"Models\", \"TextUI\"] 2 1 1",
        "AppFeature app [\"InventoryFeature\", \"ItemFeature\", \"ApiClient\"] 5 0 3",
      ])
  }

  @Test func impactListsTheChangedPackageAndEverythingAboveIt() throws {
    let analysis = try Fixture().cleanLayers().analysis()

    let impact = try analysis.impact(of: "ApiClient")

    expectNoDifference(
      impact.map(\.target), ["ApiClient", "ApiClientLive", "AppFeature", "InventoryFeature"])
  }

  @Test func whyFindsAShortestPath() throws {
    let analysis = try Fixture().cleanLayers().analysis()

    let path = try analysis.path(from: "AppFeature", to: "Models")
    let none = try analysis.path(from: "Models", to: "AppFeature")

    expectNoDifference(path?.map(\.target), ["AppFeature", "InventoryFeature", "Models"])
    #expect(none == nil)
  }

  @Test func whyShowsTheManifestLineAndTheImportsOfEachEdge() throws {
    let fixture = try Fixture().cleanLayers()
    try fixture.package(
      "Packages/AppFeature",
      targets: [
        .init(
          name: "AppFeature", local: ["ApiClient", "InventoryFeature", "ItemFeature"],
          source: "import InventoryFeature\n\n#if DEBUG\n  import ItemFeature\n#endif\n")
      ])
    try fixture.write(
      """
      // swift-tools-version: 6.1
      import PackageDescription

      let package = Package(
        name: "AppFeature",
        products: [.library(name: "AppFeature", targets: ["AppFeature"])],
        dependencies: [.package(path: "../InventoryFeature"), .package(path: "../ItemFeature")],
        targets: [
          .target(
            name: "AppFeature",
            dependencies: [
              "ItemFeature",
              .product(name: "InventoryFeature", package: "InventoryFeature"),
            ]
          )
        ]
      )

      """, to: "Packages/AppFeature/Package.swift")
    let analysis = try fixture.analysis()

    let app = TargetRef(package: "Packages/AppFeature", target: "AppFeature")
    let evidence = analysis.evidence(along: [
      app, TargetRef(package: "Packages/InventoryFeature", target: "InventoryFeature"),
      TargetRef(package: "Packages/Models", target: "Models"),
    ])
    let conditional = analysis.evidence(
      from: app, to: TargetRef(package: "Packages/ItemFeature", target: "ItemFeature"))
    let unused = analysis.evidence(
      from: app, to: TargetRef(package: "Packages/ApiClient", target: "ApiClient"))

    expectNoDifference(
      evidence.map { edge in
        [edge.declaration?.formatted ?? "-"] + edge.imports.map(\.formatted)
      },
      [
        [
          "Packages/AppFeature/Package.swift:13:9: "
            + ".product(name: \"InventoryFeature\", package: \"InventoryFeature\"),",
          "Packages/AppFeature/Sources/AppFeature/AppFeature.swift:1:1: import InventoryFeature",
        ],
        // The fixture writes no manifest for InventoryFeature: the import is still found.
        [
          "-",
          "Packages/InventoryFeature/Sources/InventoryFeature/InventoryFeature.swift:2:1: "
            + "import Models",
        ],
      ])
    expectNoDifference(
      [conditional.declaration?.formatted] + conditional.imports.map(\.formatted),
      [
        "Packages/AppFeature/Package.swift:12:9: \"ItemFeature\",",
        "Packages/AppFeature/Sources/AppFeature/AppFeature.swift:4:3: import ItemFeature",
      ])
    // Declared in the fixture's own description, but not on any line of the manifest written.
    #expect(unused.declaration == nil)
    #expect(unused.imports.isEmpty)
  }

  @Test func unknownNameSaysWhichPackagesExist() throws {
    let analysis = try Fixture().cleanLayers().analysis()

    #expect(throws: UnknownNameError.self) { try analysis.impact(of: "Nope") }
    do {
      _ = try analysis.impact(of: "Nope")
    } catch {
      #expect(
        error.description.hasPrefix("no package or target is named \"Nope\"; known packages: "))
    }
  }
}
