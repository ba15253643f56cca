import CustomDump
import Foundation
import Testing

@testable import DependencyGraph

/// Builds a real fixture package with the EnforceLayers plugin: slow (one plugin compile), so
/// there is exactly one such build.
@Suite("EnforceLayers build plugin", .timeLimit(.minutes(10)))
struct BuildPluginTests {
  /// A manifest whose target depends on the packages in the sibling folders `dependencies`, and
  /// on the packages in its own subfolders `nested` (each folder's name is its product's).
  static func manifest(
    _ name: String, dependsOn dependencies: [String], nested: [String] = []
  ) -> String {
    let packages =
      (dependencies.map { ".package(path: \"../\($0)\"), " }
      + nested.map { ".package(path: \"\($0)\"), " }).joined()
    let products = (dependencies + nested.map { String($0.split(separator: "/").last!) })
      .map { ".product(name: \"\($0)\", package: \"\($0)\"), " }.joined()
    let plugin = Fixture.toolFolder.path
    return """
      // swift-tools-version: 6.1
      import PackageDescription

      let package = Package(
        name: "\(name)",
        products: [.library(name: "\(name)", targets: ["\(name)"])],
        dependencies: [\(packages).package(path: "\(plugin)")],
        targets: [
          .target(
            name: "\(name)", dependencies: [\(products)],
            plugins: [.plugin(name: "EnforceLayers", package: "DependencyGraph")])
        ]
      )

      """
  }

  @Test func addingAForbiddenDependencyToAFeatureFailsItsBuildWithTheRuleID() throws {
    // Given a feature package that also depends on another feature, and on a package nested in
    // its own folder (a vendored library: not a checked package, so third-party, one its layer
    // may use)
    let fixture = try Fixture(
      rules: try Fixture.layeredRules(assigning: [
        "Packages/Models": "model", "Packages/ItemFeature": "feature",
        "Packages/ItemRowFeature": "feature",
      ]))
    let vendored = "Vendor/swift-collections"
    for (name, dependencies) in [
      ("Models", []), ("ItemFeature", ["Models"]), ("ItemRowFeature", ["Models", "ItemFeature"]),
    ] {
      let nested = name == "ItemRowFeature" ? [vendored] : []
      try fixture.write(
        Self.manifest(name, dependsOn: dependencies, nested: nested),
        to: "Packages/\(name)/Package.swift")
      try fixture.write(
        (dependencies + nested.map { _ in "swift_collections" }).map { "import \($0)\n" }.joined()
          + "public let \(name.lowercased()) = 1\n",
        to: "Packages/\(name)/Sources/\(name)/\(name).swift")
    }
    try fixture.write(
      """
      // swift-tools-version: 6.1
      import PackageDescription

      let package = Package(
        name: "swift-collections",
        products: [.library(name: "swift-collections", targets: ["swift-collections"])],
        targets: [.target(name: "swift-collections")]
      )

      """, to: "Packages/ItemRowFeature/\(vendored)/Package.swift")
    try fixture.write(
      "public let collections = 1\n",
      to: "Packages/ItemRowFeature/\(vendored)/Sources/swift-collections/Collections.swift")
    // The report judges the nested package as the build will: one violation, the feature edge
    let report = Analysis(
      monorepo: try Monorepo.load(
        rulesFile: fixture.rulesFile, loader: ManifestLoader(cacheDirectory: nil)))
    expectNoDifference(
      report.violations.map { "\($0.ruleID) \($0.target ?? "") -> \($0.subject)" },
      ["feature-isolation ItemRowFeature -> ItemFeature"])
    // When it is built
    let (status, text) = try Self.build(fixture.root.appending(path: "Packages/ItemRowFeature"))
    // Then the build fails, naming the package, dependency, rule and manifest
    #expect(status != 0)
    // at the manifest's line that declares the dependency
    let manifest = fixture.root.appending(path: "Packages/ItemRowFeature/Package.swift")
      .standardizedFileURL.path
    #expect(
      text.contains(
        "error: \(manifest):10:7: [feature-isolation] Packages/ItemRowFeature: ItemRowFeature "
          + "(feature) -> ItemFeature (feature, Packages/ItemFeature) breaks feature-isolation:"),
      "build output:\n\(text)")
    #expect(text.contains("Remove the dependency from Packages/ItemRowFeature/Package.swift."))
    // and nothing about the nested package: the plugin read its path as the report does
    #expect(!text.contains("swift-collections"), "build output:\n\(text)")

    // And once the baseline accepts that violation, the same build succeeds
    let accepted = Baseline(entries: [
      Baseline.Entry(
        Violation(
          ruleID: "feature-isolation", package: "Packages/ItemRowFeature",
          target: "ItemRowFeature", subject: "ItemFeature", message: ""))
    ])
    try fixture.write(accepted.text, to: "layers-baseline.json")
    let (acceptedStatus, acceptedText) = try Self.build(
      fixture.root.appending(path: "Packages/ItemRowFeature"))
    #expect(acceptedStatus == 0, "build output:\n\(acceptedText)")
  }

  private static func build(_ package: URL) throws -> (status: Int32, output: String) {
    let result = try ChildProcess.run(["swift", "build"], in: package)
    return (result.status, result.outputText + result.errorText)
  }
}
