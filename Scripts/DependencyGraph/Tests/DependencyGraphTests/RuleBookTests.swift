import CustomDump
import Foundation
import Testing

@testable import DependencyGraph

@Suite("Rules file", .timeLimit(.minutes(2)))
struct RuleBookTests {
  @Test func theBuildPluginAndTheReportCompileTheSameRuleBook() throws {
    // Two copies, not a symbolic link (a Windows checkout breaks one, and SwiftPM refuses a
    // source in two targets): a build and the report judge an edge the same way only while they
    // are the same bytes.
    let plugin = try Data(
      contentsOf: Fixture.toolFolder.appending(path: "Plugins/EnforceLayers/RuleBook.swift"))
    let library = try Data(
      contentsOf: Fixture.toolFolder.appending(path: "Sources/DependencyGraph/RuleBook.swift"))
    #expect(
      plugin == library,
      """
      Plugins/EnforceLayers/RuleBook.swift and Sources/DependencyGraph/RuleBook.swift differ; \
      copy the edited one over the other
      """)
  }

  @Test func theFixtureRulesAreValidAndAssignTargetsByNameAndPattern() throws {
    var rules = try RuleBook(data: Fixture.layeredRules)
    rules.packages["."] = .init(
      layer: nil,
      targets: [
        "*Feature": .init(layer: "feature"), "*Client": .init(layer: "interface"),
        "*ClientLive": .init(layer: "live"), "AppFeature": .init(layer: "app"),
      ])

    expectNoDifference(
      rules.layers.map(\.name),
      ["model", "helper", "interface", "live", "feature", "app", "preview", "tooling"])
    #expect(rules.layer(of: "PreviewRunner", inPackage: "Apps/preview-runner") == "tooling")
    #expect(
      rules.allowedLayers(for: "AppPreview", inPackage: "Apps/preview-runner").contains("live"))
    #expect(
      !rules.allowedLayers(for: "ItemPreview", inPackage: "Apps/preview-runner").contains("live"))
    // A name wins over a pattern, and the longer pattern over the shorter.
    #expect(rules.layer(of: "AppFeature", inPackage: ".") == "app")
    #expect(rules.layer(of: "ItemFeature", inPackage: ".") == "feature")
    #expect(rules.layer(of: "ApiClient", inPackage: ".") == "interface")
    #expect(rules.layer(of: "ApiClientLive", inPackage: ".") == "live")
    #expect(rules.layer(of: "Models", inPackage: ".") == nil)
    #expect(rules.isPatternAssigned(TargetRef(package: ".", target: "ItemFeature")))
    #expect(!rules.isPatternAssigned(TargetRef(package: ".", target: "AppFeature")))
  }

  @Test func patternsMatchWithStarsAnywhere() {
    #expect(RuleBook.matches("*Feature", "ItemFeature"))
    #expect(RuleBook.matches("*Feature", "Feature"))
    #expect(!RuleBook.matches("*Feature", "FeatureKit"))
    #expect(RuleBook.matches("Item*Tests", "ItemFeatureTests"))
    #expect(!RuleBook.matches("Item*Tests", "ItemTest"))
    #expect(RuleBook.matches("*", "Anything"))
    #expect(RuleBook.matches("Models", "Models"))
    #expect(!RuleBook.matches("Models", "ModelsTests"))
  }

  @Test func unknownLayerIsAnErrorNamingIt() throws {
    let text = """
      {"version": 1, "packageDirectories": ["Packages"],
       "layers": [{"name": "model", "mayDependOn": ["modle"], "thirdParty": []}],
       "packages": {}, "rules": []}
      """

    #expect(
      throws: RuleBookError(
        path: "layers.json",
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
      #"layers.json: layer "model" may depend on "\u{1B}[2J\u{7F}", which is not a layer"#)
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
    let text = #"{"version": 1, "packageDirectories": [], "packages": {}, "rules": []}"#

    #expect(
      throws: RuleBookError(path: "layers.json", problem: "missing key \"layers\"")
    ) {
      try RuleBook(data: Data(text.utf8))
    }
  }

  @Test func theRulesFileIsFoundByWalkingUp() throws {
    let fixture = try Fixture()
    try fixture.write("", to: "Packages/Models/Sources/Models/Models.swift")

    let file = RuleBook.file(above: fixture.root.appending(path: "Packages/Models/Sources"))

    #expect(file?.standardizedFileURL.path == fixture.rulesFile.standardizedFileURL.path)
    #expect(RuleBook.file(above: URL(filePath: "/")) == nil)
  }
}
