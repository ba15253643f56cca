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
