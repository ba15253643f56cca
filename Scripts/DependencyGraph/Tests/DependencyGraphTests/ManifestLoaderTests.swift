import CustomDump
import Foundation
import Testing

@testable import DependencyGraph

/// These run `swift package dump-package`, so they take a second or two each.
@Suite("Manifest loading", .timeLimit(.minutes(5)))
struct ManifestLoaderTests {
  static let rules = try! Fixture.layeredRules(
    assigning: ["Packages/Models": "model", "Packages/ApiClient": "interface"])

  static func manifest(_ name: String, dependsOn dependency: String? = nil) -> String {
    let packages = dependency.map { ".package(path: \"../\($0)\")" } ?? ""
    let products = dependency.map { ".product(name: \"\($0)\", package: \"\($0)\")" } ?? ""
    return """
      // swift-tools-version: 6.1
      import PackageDescription

      let package = Package(
        name: "\(name)",
        products: [.library(name: "\(name)", targets: ["\(name)"])],
        dependencies: [\(packages)],
        targets: [
          .target(name: "\(name)", dependencies: [\(products)]),
          .testTarget(name: "\(name)Tests", dependencies: ["\(name)"]),
        ]
      )

      """
  }

  @Test func manifestsAreDumpedOnceThenReadFromTheCache() throws {
    // Given a monorepo of two real packages
    let fixture = try Fixture(rules: Self.rules)
    try fixture.write(Self.manifest("Models"), to: "Packages/Models/Package.swift")
    try fixture.write(
      Self.manifest("ApiClient", dependsOn: "Models"), to: "Packages/ApiClient/Package.swift")
    try fixture.write("public struct Item {}\n", to: "Packages/Models/Sources/Models/Item.swift")
    try fixture.write("import Models\n", to: "Packages/ApiClient/Sources/ApiClient/Client.swift")
    let loader = ManifestLoader(cacheDirectory: fixture.root.appending(path: ".build-graph-cache"))
    // When it is loaded twice
    let cold = try Monorepo.load(rulesFile: fixture.rulesFile, loader: loader)
    let cached = try Monorepo.load(rulesFile: fixture.rulesFile, loader: loader)
    // Then the first load dumps both manifests, the second none, and both agree
    expectNoDifference(cold.statistics, .init(cached: 0, dumped: 2))
    expectNoDifference(cached.statistics, .init(cached: 2, dumped: 0))
    expectNoDifference(cached.packages.map(\.manifest), cold.packages.map(\.manifest))
    let apiClient = try #require(cold.packages.first { $0.path == "Packages/ApiClient" })
    expectNoDifference(
      apiClient.manifest.targets.map(\.dependencies),
      [[.product("Models", package: "Models")], [.byName("ApiClient")]])
    let analysis = Analysis(monorepo: cached)
    expectNoDifference(analysis.violations, [])
    expectNoDifference(
      analysis.rows(includingTests: true).map(\.target.target),
      ["Models", "ModelsTests", "ApiClient", "ApiClientTests"])
  }

  @Test func changedManifestIsDumpedAgain() throws {
    let fixture = try Fixture(rules: Fixture.layeredRules(assigning: ["Packages/Models": "model"]))
    try fixture.write(Self.manifest("Models"), to: "Packages/Models/Package.swift")
    let loader = ManifestLoader(cacheDirectory: fixture.root.appending(path: ".build-graph-cache"))
    _ = try Monorepo.load(rulesFile: fixture.rulesFile, loader: loader)

    try fixture.write(Self.manifest("Models") + "// changed\n", to: "Packages/Models/Package.swift")
    let reloaded = try Monorepo.load(rulesFile: fixture.rulesFile, loader: loader)

    expectNoDifference(reloaded.statistics, .init(cached: 0, dumped: 1))
  }

  @Test func brokenManifestIsAnErrorNamingThePackage() throws {
    let fixture = try Fixture(rules: Fixture.layeredRules(assigning: ["Packages/Models": "model"]))
    try fixture.write(
      "import PackageDescription\nlet package = 1 +\n", to: "Packages/Models/Package.swift")
    let loader = ManifestLoader(cacheDirectory: nil)

    do {
      _ = try Monorepo.load(rulesFile: fixture.rulesFile, loader: loader)
      Issue.record("a broken manifest loaded")
    } catch let error as ManifestLoadingError {
      #expect(
        error.failures.map(\.package) == [fixture.root.appending(path: "Packages/Models").path])
    }
  }
}
