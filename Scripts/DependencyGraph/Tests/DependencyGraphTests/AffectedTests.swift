import CustomDump
import Foundation
import Testing

@testable import DependencyGraph

@Suite("Affected packages", .timeLimit(.minutes(2)))
struct AffectedTests {
  /// The shape of this monorepo: horizontal packages, three features, the app, the two apps over
  /// it, and tooling packages (the tool whose plugin every package applies, which is no
  /// dependency here: see `aPackageDeclaredForItsPluginOnlyIsNoDependency`; the fuzzers over the
  /// features, which use the tool's library).
  static let dependencies: [String: [String]] = [
    "Packages/Models": [],
    "Packages/TextUI": [],
    "Packages/ApiClient": ["Packages/Models"],
    "Packages/ItemRowFeature": ["Packages/Models", "Packages/TextUI"],
    "Packages/InventoryFeature": ["Packages/ApiClient", "Packages/Models", "Packages/TextUI"],
    "Packages/AppFeature": ["Packages/InventoryFeature", "Packages/ItemRowFeature"],
    "Apps/preview-runner": ["Packages/AppFeature"],
    "Apps/runtime-benchmark": ["Packages/AppFeature"],
    "Scripts/DependencyGraph": [],
    "Scripts/Fuzz": ["Packages/AppFeature", "Scripts/DependencyGraph"],
  ]

  /// The fixture rules: the plugin, CI and the scripts under `Scripts/` select everything.
  static let rules = try! RuleBook(data: Fixture.layeredRules)

  @Test func aFeatureChangeSelectsItAndWhatDependsOnItInBuildOrder() {
    let affected = AffectedPackages(
      changedFiles: ["Packages/ItemRowFeature/Sources/ItemRowFeature/ItemRowView.swift"],
      dependencies: Self.dependencies, rules: Self.rules)

    expectNoDifference(affected.changed, ["Packages/ItemRowFeature"])
    expectNoDifference(
      affected.packages,
      [
        "Packages/ItemRowFeature", "Packages/AppFeature", "Apps/preview-runner",
        "Apps/runtime-benchmark", "Scripts/Fuzz",
      ])
    #expect(affected.selectingEverything.isEmpty)
  }

  @Test func theRulesCIAndScriptsSelectEverythingAndDocsSelectNothing() {
    for file in [
      "layers.json", "layers-baseline.json",
      "Scripts/DependencyGraph/Plugins/EnforceLayers/EnforceLayers.swift",
      ".ci/run", ".github/workflows/ci.yml", "Scripts/test", "Scripts/lib/time-limit.bash",
    ] {
      let affected = AffectedPackages(
        changedFiles: [file], dependencies: Self.dependencies, rules: Self.rules)
      expectNoDifference(affected.selectingEverything, [file])
      expectNoDifference(affected.packages.count, Self.dependencies.count, "\(file)")
    }
    let docs = AffectedPackages(
      changedFiles: ["README.md", "BENCHMARKS.md"], dependencies: Self.dependencies,
      rules: Self.rules)
    expectNoDifference(docs.packages, [])
  }

  /// Found adding a feature with the scaffold: it assigns the new package in the rules file, and
  /// that selected all 19 packages.
  @Test func aRulesChangeThatOnlyAssignsANewPackageSelectsItAndWhatDependsOnIt() {
    var added = Self.rules
    added.packages["Packages/GaugeFeature"] = .init(layer: "feature")
    var dependencies = Self.dependencies
    dependencies["Packages/GaugeFeature"] = ["Packages/Models"]
    dependencies["Packages/AppFeature", default: []].append("Packages/GaugeFeature")

    let affected = AffectedPackages(
      changedFiles: ["layers.json"], dependencies: dependencies, rules: added,
      previousRules: Self.rules)

    #expect(affected.selectingEverything.isEmpty)
    expectNoDifference(affected.inNoPackage, [])
    expectNoDifference(
      affected.packages,
      [
        "Packages/GaugeFeature", "Packages/AppFeature", "Apps/preview-runner",
        "Apps/runtime-benchmark", "Scripts/Fuzz",
      ])

    // And any other change to the rules still selects everything
    var relayered = added
    relayered.layers[0].summary = "another summary"
    let everything = AffectedPackages(
      changedFiles: ["layers.json"], dependencies: dependencies, rules: relayered,
      previousRules: Self.rules)
    expectNoDifference(everything.selectingEverything, ["layers.json"])
  }

  @Test func theRulesAsTheyWereAtTheBaseAreReadFromGit() throws {
    let fixture = try Fixture().cleanLayers()
    try git(["init", "--quiet", "--initial-branch=main"], in: fixture.root)
    try git(["add", "."], in: fixture.root)
    try git(["commit", "--quiet", "-m", "Start"], in: fixture.root)
    let committed = try String(
      contentsOf: fixture.root.appending(path: "layers.json"), encoding: .utf8)
    try fixture.write("{}", to: "layers.json")

    let changes = try ChangedFiles.since("main", in: fixture.root)

    expectNoDifference(changes.files, ["layers.json"])
    expectNoDifference(
      ChangedFiles.contents(of: "layers.json", at: changes.base, in: fixture.root), committed)
    #expect(ChangedFiles.contents(of: "absent.json", at: changes.base, in: fixture.root) == nil)
  }

  @Test func everyPackageComesAfterItsDependencies() {
    let order = AffectedPackages(
      changedFiles: ["layers.json"], dependencies: Self.dependencies, rules: Self.rules
    ).packages
    for (package, needs) in Self.dependencies {
      for need in needs {
        let (before, after) = (order.firstIndex(of: need), order.firstIndex(of: package))
        #expect(before != nil && after != nil && before! < after!, "\(need) before \(package)")
      }
    }
  }

  @Test func toolingPackagesComeFromTheRulesTheCheckedOnesExcepted() throws {
    let fixture = try Fixture()
    for manifest in [
      "Scripts/Fuzz/Package.swift", "Scripts/DependencyGraph/Package.swift",
      "Scripts/Packages/Package.swift", "Tools/Other/Package.swift", "Scripts/NotAPackage/a.swift",
    ] {
      try fixture.write("", to: manifest)
    }

    let tools = Monorepo.toolPackagePaths(root: fixture.root, rules: Self.rules)

    expectNoDifference(
      tools, ["Scripts/DependencyGraph", "Scripts/Fuzz", "Scripts/Packages"])
  }

  @Test func aRootPackageOwnsTheFilesNoOtherPackageOwns() {
    let dependencies = [".": ["Tools/Vendor"], "Tools/Vendor": []]

    let root = AffectedPackages(
      changedFiles: ["Sources/ItemFeature/ItemView.swift"], dependencies: dependencies,
      rules: Self.rules)
    let vendor = AffectedPackages(
      changedFiles: ["Tools/Vendor/Sources/Vendor/Vendor.swift"], dependencies: dependencies,
      rules: Self.rules)

    expectNoDifference(root.packages, ["."])
    expectNoDifference(vendor.packages, ["Tools/Vendor", "."])
  }

  @Test func aPackageDeclaredForItsPluginOnlyIsNoDependency() throws {
    // Given a feature that applies the tool's build plugin (declared, no target depends on a
    // product of it), and a fuzzer that depends on the tool's library
    let fixture = try Fixture().cleanLayers()
    try fixture.package("Scripts/DependencyGraph")
    try fixture.package("Packages/ItemFeature")
    try fixture.package("Scripts/Fuzz", local: ["DependencyGraph"])
    var packages = fixture.packages
    let feature = try #require(packages.firstIndex { $0.path == "Packages/ItemFeature" })
    packages[feature].manifest.dependencies.append(
      .init(
        identity: "dependencygraph",
        path: fixture.root.appending(path: "Scripts/DependencyGraph").path))

    let dependencies = Monorepo.localDependencies(of: packages, root: fixture.root)

    // Then only the fuzzer depends on it
    expectNoDifference(dependencies["Packages/ItemFeature"], [])
    expectNoDifference(dependencies["Scripts/Fuzz"], ["Scripts/DependencyGraph"])
  }

  @Test func aToolChangeSelectsOnlyTheToolsThatUseIt() {
    let affected = AffectedPackages(
      changedFiles: ["Scripts/DependencyGraph/Sources/DependencyGraph/Graph/Monorepo.swift"],
      dependencies: Self.dependencies, rules: Self.rules)

    expectNoDifference(affected.packages, ["Scripts/DependencyGraph", "Scripts/Fuzz"])
  }

  @Test func theMatrixForAGitChangeInOneFeatureIsExact() throws {
    // Given a monorepo in git, and a commit changing one feature's source
    let fixture = try Fixture().cleanLayers()
    try fixture.package("Packages/ItemRowFeature", local: ["Models", "TextUI"])
    try fixture.package("Packages/AppFeature", local: ["InventoryFeature", "ItemRowFeature"])
    try fixture.package("Apps/preview-runner", local: ["AppFeature"])
    try fixture.write("# Docs\n", to: "README.md")
    try git(["init", "--quiet", "--initial-branch=main"], in: fixture.root)
    try git(["add", "."], in: fixture.root)
    try git(["commit", "--quiet", "-m", "Start"], in: fixture.root)
    try git(["checkout", "--quiet", "-b", "change"], in: fixture.root)
    try fixture.write(
      "import Models\nimport TextUI\n\nlet marker = 1\n",
      to: "Packages/ItemRowFeature/Sources/ItemRowFeature/ItemRowFeature.swift")
    try git(["commit", "--quiet", "-am", "Change a row"], in: fixture.root)
    // And main moving on with a change of its own, which the branch does not have
    try git(["checkout", "--quiet", "main"], in: fixture.root)
    try fixture.write(
      "import Models\n\nlet marker = 2\n",
      to: "Packages/ApiClient/Sources/ApiClient/ApiClient.swift")
    try git(["commit", "--quiet", "-am", "Change the client"], in: fixture.root)
    try git(["checkout", "--quiet", "change"], in: fixture.root)
    // And an untracked new file in a package
    try fixture.write("let extra = 0\n", to: "Packages/TextUI/Sources/TextUI/Extra.swift")

    let affected = AffectedPackages(
      changedFiles: try ChangedFiles.since("main", in: fixture.root).files,
      dependencies: Monorepo.localDependencies(of: fixture.packages, root: fixture.root),
      rules: Self.rules)

    // Then the branch's own change and the untracked file count, main's does not
    expectNoDifference(
      affected.changedFiles,
      [
        "Packages/ItemRowFeature/Sources/ItemRowFeature/ItemRowFeature.swift",
        "Packages/TextUI/Sources/TextUI/Extra.swift",
      ])
    expectNoDifference(
      try affected.matrixJSON(),
      #"{"include":[{"name":"TextUI","package":"Packages/TextUI"},{"name":"InventoryFeature","package":"Packages/InventoryFeature"},{"name":"ItemFeature","package":"Packages/ItemFeature"},{"name":"ItemRowFeature","package":"Packages/ItemRowFeature"},{"name":"AppFeature","package":"Packages/AppFeature"},{"name":"preview-runner","package":"Apps/preview-runner"}]}"#
    )
  }

  /// Found reading the tool's sources: git prints changed files relative to the work tree's
  /// top level, which is not the rules file's folder when that is a subfolder, so a branch's
  /// committed changes mapped to no package and `affected` selected nothing, without a word.
  @Test func theRulesFileInASubfolderOfTheWorkTreeSeesEveryChange() throws {
    // Given a work tree whose rules file is in Monorepo/, with a committed change in a package,
    // an untracked file in another, and a change outside Monorepo/
    let fixture = try Fixture()
    let root = fixture.root.appending(path: "Monorepo")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    for path in ["Packages/TextUI", "Packages/ItemRowFeature"] {
      try fixture.write("let marker = 0\n", to: "Monorepo/\(path)/Sources/Main.swift")
    }
    try fixture.write("# Docs\n", to: "README.md")
    try git(["init", "--quiet", "--initial-branch=main"], in: fixture.root)
    try git(["add", "."], in: fixture.root)
    try git(["commit", "--quiet", "-m", "Start"], in: fixture.root)
    try fixture.write("let marker = 1\n", to: "Monorepo/Packages/ItemRowFeature/Sources/Main.swift")
    try fixture.write("# More docs\n", to: "README.md")
    try git(["commit", "--quiet", "-am", "Change a row"], in: fixture.root)
    try fixture.write("let extra = 0\n", to: "Monorepo/Packages/TextUI/Sources/Extra.swift")

    // When the changes are read from the rules file's folder
    let changes = try ChangedFiles.since("HEAD~1", in: root)

    // Then every path is relative to that folder, and the one outside it is named apart
    expectNoDifference(
      changes.files,
      ["Packages/ItemRowFeature/Sources/Main.swift", "Packages/TextUI/Sources/Extra.swift"])
    expectNoDifference(changes.outsideRoot, ["README.md"])
  }

  @Test func anUnknownRevisionIsAGitErrorWithGitsMessage() throws {
    let fixture = try Fixture()
    try git(["init", "--quiet"], in: fixture.root)

    #expect {
      try ChangedFiles.since("no-such-branch", in: fixture.root)
    } throws: { error in
      (error as? GitError)?.message.contains("no-such-branch") == true
    }
  }

  private func git(_ arguments: [String], in root: URL) throws {
    let result = try ChildProcess.run(
      ["git", "-C", root.path, "-c", "user.name=Test", "-c", "user.email=test@example.com"]
        + arguments)
    try #require(result.status == 0, "git \(arguments.joined(separator: " ")): \(result.errorText)")
  }
}
