import CustomDump
import Foundation
import Testing

@testable import DependencyGraph

@Suite("Pins agree", .timeLimit(.minutes(1)))
struct PinTests {
  private static func manifest(
    tools: String = "6.1", platforms: String? = "[.macOS(.v15)]", clocks: String = #"from: "1.1.1""#
  ) -> String {
    """
    // swift-tools-version: \(tools)
    import PackageDescription

    let package = Package(
      name: "X",
    \(platforms.map { "  platforms: \($0)," } ?? "")
      dependencies: [
        .package(path: "../Models"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", \(clocks)),
        .package(url: "https://github.com/groue/GRDB.swift.git", exact: "7.10.0"),
      ]
    )
    """
  }

  private static func violations(_ manifests: [(String, String)]) throws -> [String] {
    let rules = try RuleBook(data: Fixture.layeredRules)
    return TableReport.violationLines(
      Analysis.pinViolations(manifests: manifests, rules: rules).sorted())
  }

  @Test func manifestsThatAgreeAreClean() throws {
    expectNoDifference(
      try Self.violations([
        ("Packages/A", Self.manifest()), ("Packages/B", Self.manifest()),
        ("Tools/LayerRules", Self.manifest(platforms: nil)),
      ]),
      ["No violations."])
  }

  @Test func theLineThatDisagreesWithTheRestIsReportedWhereItIs() throws {
    expectNoDifference(
      try Self.violations([
        ("Packages/A", Self.manifest()), ("Packages/B", Self.manifest()),
        ("Packages/C", Self.manifest(tools: "6.0", clocks: #"from: "1.0.0""#)),
      ]),
      [
        "2 violation(s):",
        #"Packages/C/Package.swift:1:1: error: [pins-agree] Packages/C: swift-tools-version is 6.0 here, not 6.1 as 2 other manifest(s) do (Packages/A/Package.swift:1, Packages/B/Package.swift:1); breaks pins-agree: every manifest requires a remote package with the same version requirement, and all state the same swift-tools-version and platforms, so that the packages resolve and build alike."#,
        #"Packages/C/Package.swift:9:5: error: [pins-agree] Packages/C: the requirement of swift-clocks is from:"1.0.0" here, not from:"1.1.1" as 2 other manifest(s) do (Packages/A/Package.swift:9, Packages/B/Package.swift:9); breaks pins-agree: every manifest requires a remote package with the same version requirement, and all state the same swift-tools-version and platforms, so that the packages resolve and build alike."#,
      ])
  }

  /// A manifest saved with Windows line endings states the same pins as one saved with `\n`, at
  /// the same places: a tools version read across the whole file would be a false disagreement.
  @Test func aManifestWithWindowsLineEndingsAgreesAtTheSamePlaces() throws {
    let windows = Self.manifest(clocks: #"from: "1.0.0""#)
      .replacingOccurrences(of: "\n", with: "\r\n")

    let lines = try Self.violations([
      ("Packages/A", Self.manifest()), ("Packages/B", Self.manifest()), ("Packages/C", windows),
    ])

    expectNoDifference(
      ManifestPins(manifest: "Packages/C/Package.swift", text: windows).toolsVersion,
      .init(value: "6.1", line: 1, column: 1))
    expectNoDifference(
      lines.map { String($0.prefix { $0 != "]" }) },
      ["1 violation(s):", "Packages/C/Package.swift:9:5: error: [pins-agree"])
  }

  @Test func withoutAMajorityEveryLineIsReported() throws {
    let lines = try Self.violations([
      ("Packages/A", Self.manifest(platforms: "[.macOS(.v14)]")),
      ("Packages/B", Self.manifest(platforms: "[ .macOS(.v15) ]")),
    ])

    expectNoDifference(
      lines.map { $0.prefix { $0 != " " } },
      ["2", "Packages/A/Package.swift:6:15:", "Packages/B/Package.swift:6:16:"])
    #expect(lines[1].contains("the minimum macOS is .v14 here, not the same as the others"))
  }

  /// Found adopting the tool in a browser's repository: its iOS packages and its macOS packages
  /// legitimately state different platforms.
  @Test func packagesForDifferentOperatingSystemsDoNotDisagree() throws {
    expectNoDifference(
      try Self.violations([
        ("Packages/A", Self.manifest(platforms: "[.iOS(.v16)]")),
        ("Packages/B", Self.manifest(platforms: "[.macOS(.v13)]")),
        ("Packages/C", Self.manifest(platforms: "[.iOS(.v16), .macOS(.v13)]")),
      ]),
      ["No violations."])
  }

  /// Found there too: a setting's `.when(platforms: [.macOS])` was read as the package's
  /// platforms.
  @Test func aWhenConditionIsNotThePackagesPlatforms() {
    let text = """
      // swift-tools-version: 6.1
      import PackageDescription

      let package = Package(
        name: "X",
        platforms: [.iOS(.v16)],
        targets: [
          .target(
            name: "X",
            swiftSettings: [.define("MAC", .when(platforms: [.macOS]))]
          )
        ]
      )
      """

    let pins = ManifestPins(manifest: "Packages/X/Package.swift", text: text)

    expectNoDifference(pins.platforms, ["iOS": .init(value: ".v16", line: 6, column: 15)])
  }

  /// Found adopting the tool in a game's repository: empty manifests that only hide folders from
  /// Xcode state an older tools version and were blamed against the real one.
  @Test func aManifestWithoutTargetsIsNotCompared() throws {
    let rules = try RuleBook(data: Fixture.layeredRules)
    let empty = Manifest(name: "Hide", dependencies: [], products: [], targets: [])
    let real = Manifest(
      name: "App", dependencies: [], products: [],
      targets: [Manifest.Target(name: "App", type: "regular", dependencies: [])])

    let violations = Analysis.pinViolations(
      manifests: [
        (".", Self.manifest(tools: "6.1"), real),
        ("Assets", Self.manifest(tools: "5.9", platforms: nil), empty),
        ("Docs", Self.manifest(tools: "5.9", platforms: nil), empty),
      ],
      rules: rules)

    expectNoDifference(violations, [])
  }

  @Test func aPackageIsKnownByItsURLsLastComponent() {
    let pins = ManifestPins(manifest: "Packages/A/Package.swift", text: Self.manifest())

    expectNoDifference(pins.remotes.keys.sorted(), ["grdb.swift", "swift-clocks"])
    expectNoDifference(pins.remotes["grdb.swift"]?.value, #"exact:"7.10.0""#)
  }

  /// Found adopting the tool elsewhere: most manifests spread these over several lines.
  @Test func platformsAndPackagesOverSeveralLinesAreReadWhole() {
    let text = """
      // swift-tools-version: 6.1
      import PackageDescription

      let package = Package(
        name: "X",
        platforms: [
          .iOS(.v17),
          .macOS(.v14),
        ],
        dependencies: [
          // .package(url: "https://example.com/commented-out", from: "9.9.9"),
          .package(
            url: "https://github.com/kean/Nuke.git",
            from: "12.8.0"
          ),
          .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
        ]
      )
      """

    let pins = ManifestPins(manifest: "Modules/X/Package.swift", text: text)

    expectNoDifference(
      pins.platforms,
      [
        "iOS": .init(value: ".v17", line: 7, column: 5),
        "macOS": .init(value: ".v14", line: 8, column: 5),
      ])
    expectNoDifference(
      pins.remotes,
      [
        "nuke": .init(value: #"from:"12.8.0""#, line: 12, column: 5),
        "swift-clocks": .init(value: #"from:"1.1.1""#, line: 16, column: 5),
      ])
  }
}
