import DependencyGraph
import Foundation
import Testing

@testable import DocExamples

@Suite(.timeLimit(.minutes(1)))
struct PackageLocatorTests {
  let locator = PackageLocator { folder in
    ["Packages/TextUI", "Scripts/Tool", "Scripts/Tool/Tests/Fixture"].contains(folder)
  }

  @Test func aFileBelongsToTheNearestPackageAboveIt() {
    #expect(locator.package(of: "Packages/TextUI/README.md") == "Packages/TextUI")
    #expect(
      locator.package(of: "Packages/TextUI/Sources/TextUI/Views/Text.swift") == "Packages/TextUI")
    #expect(
      locator.package(of: "Scripts/Tool/Tests/Fixture/README.md") == "Scripts/Tool/Tests/Fixture")
    #expect(locator.package(of: "Scripts/Tool/Tests/ToolTests/A.swift") == "Scripts/Tool")
  }

  @Test func aFileOutsideEveryPackageHasNone() {
    #expect(locator.package(of: "README.md") == nil)
    #expect(locator.package(of: "Packages/README.md") == nil)
  }
}

@Suite(.timeLimit(.minutes(1)))
struct DocumentedPackageTests {
  /// The shape `swift package dump-package` prints, cut to what the tool reads.
  static let dump = """
    {
      "name": "Feature",
      "platforms": [{ "platformName": "macos", "version": "15.0", "options": [] }],
      "products": [
        { "name": "Feature", "targets": ["Feature", "FeatureSupport"], "settings": [],
          "type": { "library": ["automatic"] } },
        { "name": "feature-demo", "targets": ["Demo"], "settings": [], "type": { "executable": null } }
      ],
      "dependencies": [
        { "fileSystem": [{ "identity": "models", "path": "/repo/Packages/Models", "productFilter": null }] },
        { "sourceControl": [{ "identity": "swift-custom-dump",
          "location": { "remote": [{ "urlString": "https://github.com/pointfreeco/swift-custom-dump" }] },
          "productFilter": null,
          "requirement": { "range": [{ "lowerBound": "1.7.3", "upperBound": "2.0.0" }] } }] }
      ],
      "targets": [
        { "name": "Feature", "type": "regular",
          "dependencies": [{ "byName": ["Models", null] }, { "byName": ["FeatureSupport", null] }] },
        { "name": "FeatureSupport", "type": "regular", "dependencies": [] },
        { "name": "Demo", "type": "executable", "dependencies": [{ "target": ["Feature", null] }] },
        { "name": "FeatureTests", "type": "test",
          "dependencies": [{ "product": ["CustomDump", "swift-custom-dump", null, null] }] }
      ]
    }
    """

  let package: DocumentedPackage

  init() throws {
    package = DocumentedPackage(
      directory: "Packages/Feature",
      manifest: try JSONDecoder().decode(Manifest.self, from: Data(Self.dump.utf8)),
      examples: [])
  }

  @Test func decodesTheDumpedManifest() {
    #expect(package.manifest?.products.map(\.isLibrary) == [true, false])
    #expect(
      package.manifest?.dependencies == [
        .init(identity: "models", source: .path("/repo/Packages/Models")),
        .init(
          identity: "swift-custom-dump",
          source: .versions(
            url: "https://github.com/pointfreeco/swift-custom-dump", lowerBound: "1.7.3",
            upperBound: "2.0.0")),
      ])
  }

  @Test func examplesMayImportTheLibrariesAndEveryProductTheTargetsUse() {
    #expect(
      package.products == [
        .init(name: "Feature", package: "feature"),
        .init(name: "Models", package: "models"),
        .init(name: "CustomDump", package: "swift-custom-dump"),
      ])
    #expect(package.implicitImports == ["Feature", "FeatureSupport"])
  }

  @Test func theScratchPackageDependsOnTheDocumentedPackageAndWhatItsProductsComeFrom() {
    var documented = package
    documented.examples = [
      Example(
        file: "Packages/Feature/README.md", line: 5, kind: .statements, code: ["run()"],
        columnOffsets: [0])
    ]
    let scratch = ScratchPackage(packages: [documented], root: "/repo")
    #expect(
      scratch.files.map(\.path) == [
        "Examples/DocExamples_Packages_Feature/Packages_Feature_README_md_5.swift"
      ])
    #expect(scratch.manifest.contains(#".package(path: "/repo/Packages/Feature"),"#))
    #expect(scratch.manifest.contains(#".package(path: "/repo/Packages/Models"),"#))
    #expect(
      scratch.manifest.contains(
        #".package(url: "https://github.com/pointfreeco/swift-custom-dump", "1.7.3"..<"2.0.0"),"#))
    #expect(
      scratch.manifest.contains(#".product(name: "CustomDump", package: "swift-custom-dump"),"#))
    #expect(scratch.manifest.contains(#".custom("macos", versionString: "15.0"),"#))
  }
}

@Suite(.timeLimit(.minutes(1)))
struct DiagnosticMapperTests {
  let example = Example(
    file: "Sources/A/B.swift", line: 10, kind: .statements, code: ["let a = b", "c()"],
    columnOffsets: [4, 6])

  var mapper: DiagnosticMapper {
    DiagnosticMapper(
      root: "/repo", scratch: "/repo/.build-doc-examples",
      package: ScratchPackage(
        packages: [DocumentedPackage(directory: nil, manifest: nil, examples: [example])],
        root: "/repo"))
  }

  @Test func pointsAtTheFileLineAndColumnOfTheExample() {
    let output = """
      Building for debugging...
      /repo/Sources/A/B.swift:11:1: error: cannot find 'c' in scope
        c()
        ^
      /repo/Sources/A/B.swift:11:1: error: cannot find 'c' in scope
      /repo/Sources/A/C.swift:3:5: note: 'd' declared here
      /repo/Sources/A/B.swift:10:9: warning: never used
      """
    #expect(
      mapper.diagnostics(in: output) == [
        "Sources/A/B.swift:11:7: error: cannot find 'c' in scope",
        "Sources/A/C.swift:3:5: note: 'd' declared here",
      ])
  }

  @Test func anErrorInTheWrappingPointsAtTheExamplesFirstLine() {
    let output = """
      /repo/.build-doc-examples/Examples/DocExamples_Repository/Sources_A_B_swift_10.swift:8:1: \
      error: expected '}' in function
      """
    #expect(
      mapper.diagnostics(in: output) == [
        "Sources/A/B.swift:10: error: expected '}' in function (in the code wrapped around this example)"
      ])
  }
}
