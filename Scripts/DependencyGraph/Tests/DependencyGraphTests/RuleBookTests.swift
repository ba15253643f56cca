import CustomDump
import Foundation
import Testing

@testable import DependencyGraph

@Suite("Rules file", .timeLimit(.minutes(2)))
struct RuleBookTests {
  @Test func theRepositoryRulesFileIsValidAndAssignsEveryPackageOnDisk() throws {
    let rules = try RuleBook(data: Fixture.realRules)

    expectNoDifference(
      rules.layers.map(\.name),
      ["model", "helper", "interface", "live", "feature", "app", "preview", "tooling"])
    // Every package in the package folders has a layer, and every layer entry names a package.
    let repository = Fixture.scripts.deletingLastPathComponent()
    let onDisk = try rules.packageDirectories.flatMap { directory in
      try FileManager.default.contentsOfDirectory(
        atPath: repository.appending(path: directory).path
      )
      .filter {
        FileManager.default.fileExists(
          atPath: repository.appending(path: "\(directory)/\($0)/Package.swift").path)
      }
      .map { "\(directory)/\($0)" }
    }
    expectNoDifference(rules.packages.keys.sorted(), onDisk.sorted())
    #expect(rules.layer(of: "PreviewRunner", inPackage: "Apps/preview-runner") == "tooling")
    #expect(
      rules.allowedLayers(for: "AppPreview", inPackage: "Apps/preview-runner").contains("live"))
    #expect(
      !rules.allowedLayers(for: "ItemPreview", inPackage: "Apps/preview-runner").contains("live"))
  }

  @Test func unknownLayerIsAnErrorNamingIt() throws {
    let text = """
      {"version": 1, "packageDirectories": ["Packages"],
       "layers": [{"name": "model", "mayDependOn": ["modle"], "thirdParty": []}],
       "packages": {}, "rules": []}
      """

    #expect(
      throws: RuleBookError(
        path: "Scripts/layers.json",
        problem: "layer \"model\" may depend on \"modle\", which is not a layer")
    ) {
      try RuleBook(data: Data(text.utf8))
    }
  }

  /// Found by `Scripts/fuzz rules`: the message quoted names from the file as they were.
  @Test func controlsInANameAreEscapedInTheMessage() throws {
    let text = #"""
      {"version": 1, "packageDirectories": ["Packages"],
       "layers": [{"name": "model", "mayDependOn": ["\u001b[2J\u007f"], "thirdParty": []}],
       "packages": {}, "rules": []}
      """#

    let error = #expect(throws: RuleBookError.self) { try RuleBook(data: Data(text.utf8)) }

    expectNoDifference(
      error?.description,
      #"Scripts/layers.json: layer "model" may depend on "\u{1B}[2J\u{7F}", which is not a layer"#)
  }

  @Test func edgeRulesNeedACatchAll() throws {
    let text = """
      {"version": 1, "packageDirectories": ["Packages"],
       "layers": [{"name": "model", "mayDependOn": [], "thirdParty": []}],
       "packages": {},
       "rules": [{"id": "x", "check": "edge", "from": ["model"], "why": "w"}]}
      """

    #expect(throws: RuleBookError.self) { try RuleBook(data: Data(text.utf8)) }
  }

  @Test func missingKeyIsNamed() throws {
    let text = #"{"version": 1, "layers": [], "packages": {}, "rules": []}"#

    #expect(
      throws: RuleBookError(
        path: "Scripts/layers.json", problem: "missing key \"packageDirectories\"")
    ) {
      try RuleBook(data: Data(text.utf8))
    }
  }

  @Test func rootIsFoundByWalkingUp() throws {
    let fixture = try Fixture()
    try fixture.write("", to: "Packages/Models/Sources/Models/Models.swift")

    let root = RuleBook.root(above: fixture.root.appending(path: "Packages/Models/Sources"))

    #expect(root?.standardizedFileURL.path == fixture.root.standardizedFileURL.path)
  }
}
