import Foundation
import Testing

@testable import SyntheticMonorepo

@Suite struct GeneratorTests {
  let generator: MonorepoGenerator

  init() throws {
    generator = try MonorepoGenerator.bundled()
  }

  @Test func featureNamesHaveFourDigitsSoTheySort() {
    #expect(MonorepoGenerator.featureName(1) == "Feature0001")
    #expect(MonorepoGenerator.featureName(200) == "Feature0200")
    #expect(MonorepoGenerator.featureName(12_345) == "Feature12345")
    #expect(MonorepoGenerator.leafFeature == "Feature0001")
  }

  @Test func aFeaturePackageSeesOnlyTheHorizontalPackages() throws {
    try withTemporaryFolder { folder in
      try generator.write(count: 3, to: folder.appending(path: "repo"), layout: .packages)
      let manifest = try read(folder.appending(path: "repo/Packages/Feature0002/Package.swift"))
      #expect(localDependencies(manifest) == ["Models", "ApiClient", "TextViews"])
    }
  }

  @Test func theAppPackageDependsOnEveryFeature() throws {
    try withTemporaryFolder { folder in
      let app = try generator.write(
        count: 3, to: folder.appending(path: "repo"), layout: .packages)
      #expect(app.lastPathComponent == "AppFeature")
      let manifest = try read(app.appending(path: "Package.swift"))
      #expect(
        localDependencies(manifest) == [
          "Models", "ApiClient", "TextViews", "Feature0001", "Feature0002", "Feature0003",
        ])
    }
  }

  @Test func bothLayoutsHoldTheSameSources() throws {
    try withTemporaryFolder { folder in
      try generator.write(count: 2, to: folder.appending(path: "split"), layout: .packages)
      try generator.write(
        count: 2, to: folder.appending(path: "single"), layout: .singleManifest)
      let split = try swiftFiles(under: folder.appending(path: "split/Packages"))
        .filter { !$0.key.hasSuffix("Package.swift") }
      // Packages/AppFeature/Sources/App/main.swift is Sources/App/main.swift in one manifest.
      let splitBySource = Dictionary(
        uniqueKeysWithValues: split.map { path, contents in
          (path.split(separator: "/").dropFirst(2).joined(separator: "/"), contents)
        })
      let single = try swiftFiles(under: folder.appending(path: "single/Sources"))
      #expect(splitBySource.count == 2 * 4 + 4 + 3 + 1)
      #expect(splitBySource == single)
    }
  }

  @Test func theSingleManifestDeclaresEveryTargetInDependencyOrder() throws {
    try withTemporaryFolder { folder in
      try generator.write(count: 2, to: folder, layout: .singleManifest)
      let manifest = try read(folder.appending(path: "Package.swift"))
      // Products name their target on the same line (`targets: [...]`); declarations do not.
      let names = manifest.split(separator: "\n").compactMap { line -> String? in
        guard !line.contains("targets:"), let start = line.range(of: "name: \"") else {
          return nil
        }
        return String(line[start.upperBound...].prefix { $0 != "\"" })
      }
      #expect(
        names == [
          "Synthetic", "Models", "ApiClient", "TextViews", "Feature0001", "Feature0002",
          "AppFeature", "App",
        ])
    }
  }

  @Test func destinationsArePlainData() throws {
    let feature = generator.featureTarget(1)
    let destination = feature.files.first { $0.name == "Feature0001Destination.swift" }
    #expect(
      destination?.contents.contains(
        "public enum Feature0001Destination: Hashable, Codable, Sendable") == true)
  }

  @Test func eachFeatureGetsItsOwnFigures() {
    let logic = generator.featureTarget(9).files.first { $0.name == "Feature0009Logic.swift" }
    #expect(logic?.contents.contains("lowStockThreshold: Int = 5)") == true)
    #expect(logic?.contents.contains("public static let nameLimit = 33\n") == true)
    #expect(logic?.contents.contains("FeatureTemplate") == false)
  }

  @Test func theScreenHasACasePerFeatureAndEachRouteLeadsToTheNextTwo() throws {
    let app = try generator.appFeatureTarget(count: 3)
    let screen = try #require(app.files.first { $0.name == "Screen.swift" }).contents
    let cases = screen.split(separator: "\n").filter { $0.hasPrefix("  case ") }
    #expect(
      cases == [
        "  case feature0001(Feature0001Model)",
        "  case feature0002(Feature0002Model)",
        "  case feature0003(Feature0003Model)",
        "  case feature0001(filter: String)",
        "  case feature0002(filter: String)",
        "  case feature0003(filter: String)",
      ])
    let route = try #require(app.files.first { $0.name == "Feature0003Route.swift" }).contents
    #expect(route.contains("      push(.feature0001(makeFeature0001(items: items)))\n"))
    #expect(route.contains("      push(.feature0002(makeFeature0002(filter: filter)))\n"))
  }

  @Test func importsStaySortedAfterTheNamesAreFilledIn() {
    #expect(
      MonorepoGenerator.withSortedImports("import Models\nimport Feature0001\n\nlet x = 1\n")
        == "import Feature0001\nimport Models\n\nlet x = 1\n")
  }

  @Test func theLayersOfThePackagesLayoutFollowTheRulesFile() {
    #expect(
      MonorepoGenerator.layers(count: 2) == [
        "Packages/Models": "model", "Packages/ApiClient": "interface",
        "Packages/TextViews": "helper", "Packages/Feature0001": "feature",
        "Packages/Feature0002": "feature", "Packages/AppFeature": "app",
      ])
  }

  @Test func aTemplateFolderWithoutSourcesIsReported() {
    let partial = MonorepoGenerator(
      templates: Templates(files: generator.templates.files.filter { !$0.key.hasPrefix("App/") }))
    #expect(throws: GeneratorError.missingTemplate("App/*.swift")) {
      try partial.targets(count: 1)
    }
    #expect(throws: GeneratorError.countTooSmall(0)) { try generator.targets(count: 0) }
  }

  @Test func aNonEmptyDirectoryIsRefused() throws {
    try withTemporaryFolder { folder in
      try Data("mine".utf8).write(to: folder.appending(path: "keep.txt"))
      #expect(throws: GeneratorError.notEmpty(folder.path)) {
        try generator.write(count: 1, to: folder, layout: .packages)
      }
      #expect(throws: GeneratorError.countTooSmall(0)) {
        try generator.write(count: 0, to: folder.appending(path: "new"), layout: .packages)
      }
    }
  }
}
