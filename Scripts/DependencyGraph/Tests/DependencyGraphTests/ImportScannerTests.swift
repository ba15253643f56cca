import CustomDump
import Testing

@testable import DependencyGraph

@Suite("Import scanner", .timeLimit(.minutes(2)))
struct ImportScannerTests {
  @Test func findsEveryFormOfImportWithItsLineAndConditions() {
    // Given a source using every import form
    let source = """
      // import Commented
      @testable import Models
      @_exported public import ApiClient
      internal import struct TextUI.Text
      @_spi(Testing) @preconcurrency import Clocks; import CustomDump
      #if canImport(GRDB)
        import GRDB
      #elseif DEBUG
        import IssueReporting
      #else
        import Foundation
      #endif
      let text = "import Quoted"
      """
    // When it is scanned
    let imports = ImportScanner.imports(in: source)
    // Then each import is found once, with its attributes and enclosing branch
    let notGRDB = Condition.not(.canImport("GRDB"))
    expectNoDifference(
      imports,
      [
        ImportDeclaration(module: "Models", line: 2),
        ImportDeclaration(module: "ApiClient", line: 3, isExported: true),
        ImportDeclaration(module: "TextUI", line: 4),
        ImportDeclaration(module: "Clocks", line: 5),
        ImportDeclaration(module: "CustomDump", line: 5),
        ImportDeclaration(module: "GRDB", line: 7, conditions: [.canImport("GRDB")]),
        ImportDeclaration(
          module: "IssueReporting", line: 9, conditions: [.and(notGRDB, .configuration("DEBUG"))]),
        ImportDeclaration(
          module: "Foundation", line: 11,
          conditions: [.and(notGRDB, .not(.configuration("DEBUG")))]
        ),
      ])
  }

  @Test func linesAfterMultiLineLiteralsAndCommentsAreCountedRight() {
    let source = "let a = \"\"\"\n\n\"\"\"\n/*\n\n*/\nimport Models\n"

    let imports = ImportScanner.imports(in: source)

    expectNoDifference(imports, [ImportDeclaration(module: "Models", line: 7)])
  }

  @Test func unterminatedStringDoesNotHideTheRestOfTheFile() {
    let source = "let a = \"oops\nimport Models\n"

    let imports = ImportScanner.imports(in: source)

    expectNoDifference(imports, [ImportDeclaration(module: "Models", line: 2)])
  }

  @Test func configurationConditionsAreNamedAndVersionChecksDecided() {
    let source = """
      #if os(Linux) && !DEBUG
      import A
      #elseif arch(arm64) || targetEnvironment(simulator)
      import B
      #endif
      #if compiler(>=5.9) && swift(>=6.0)
      import C
      #endif
      #if compiler(<6.0)
      import D
      #endif
      """

    let imports = ImportScanner.imports(in: source)

    expectNoDifference(
      imports.map { "\($0.module): \($0.conditions.map(\.description))" },
      [
        #"A: ["os(Linux) && !DEBUG"]"#,
        #"B: ["!(os(Linux) && !DEBUG) && (arch(arm64) || targetEnvironment(simulator))"]"#,
        #"C: ["true && true"]"#,
        #"D: ["false"]"#,
      ])
  }

  @Test func conditionsEvaluateWithThreeValues() {
    let canImport: (String) -> Bool? = { ["Models": true, "GRDB": false][$0] }

    #expect(Condition.canImport("Models").evaluate(canImport: canImport) == true)
    #expect(Condition.canImport("GRDB").evaluate(canImport: canImport) == false)
    #expect(Condition.canImport("UIKit").evaluate(canImport: canImport) == nil)
    #expect(Condition.and(.unknown, .canImport("GRDB")).evaluate(canImport: canImport) == false)
    #expect(Condition.or(.unknown, .canImport("Models")).evaluate(canImport: canImport) == true)
    #expect(Condition.not(.unknown).evaluate(canImport: canImport) == nil)
  }

  /// Found by `Scripts/fuzz imports`: backticks around text with controls and spaces, or a `#`,
  /// gave a module name that the checker's messages would print as it was.
  @Test func backticksAroundAnythingButAnIdentifierAreNoImport() {
    let source =
      "import `Models`\nimport `\u{2}\0 Obs ervation`\nimport `a test`\nimport #Observation\n"
      + "import struct #Foundation.URL\nimport TextUI\n"

    expectNoDifference(
      ImportScanner.imports(in: source).map(\.module), ["Models", "TextUI"])
  }
}
