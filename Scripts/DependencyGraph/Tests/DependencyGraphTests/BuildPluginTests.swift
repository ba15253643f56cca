import Foundation
import Testing

@testable import DependencyGraph

/// Builds a real fixture package with the EnforceLayers plugin: slow (one plugin compile), so
/// there is exactly one such build.
@Suite("EnforceLayers build plugin", .timeLimit(.minutes(10)))
struct BuildPluginTests {
  static func manifest(_ name: String, dependsOn dependencies: [String]) -> String {
    let packages = dependencies.map { ".package(path: \"../\($0)\"), " }.joined()
    let products = dependencies.map { ".product(name: \"\($0)\", package: \"\($0)\"), " }.joined()
    let plugin = Fixture.toolFolder.appending(path: "LayerRules").path
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
            plugins: [.plugin(name: "EnforceLayers", package: "LayerRules")])
        ]
      )

      """
  }

  @Test func addingAForbiddenDependencyToAFeatureFailsItsBuildWithTheRuleID() throws {
    // Given a feature package that also depends on another feature
    let fixture = try Fixture()
    for (name, dependencies) in [
      ("Models", []), ("ItemFeature", ["Models"]), ("ItemRowFeature", ["Models", "ItemFeature"]),
    ] {
      try fixture.write(
        Self.manifest(name, dependsOn: dependencies), to: "Packages/\(name)/Package.swift")
      try fixture.write(
        dependencies.map { "import \($0)\n" }.joined() + "public let \(name.lowercased()) = 1\n",
        to: "Packages/\(name)/Sources/\(name)/\(name).swift")
    }
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
    let process = Process()
    process.executableURL = URL(filePath: "/usr/bin/env")
    process.arguments = ["swift", "build"]
    process.currentDirectoryURL = package
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }
}
