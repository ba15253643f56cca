import CustomDump
import Testing

@testable import FeatureScaffold

/// The names, the manifests, the layering and the README rows a new feature gets.
@Suite(.timeLimit(.minutes(1)))
struct ScaffoldPartsTests {
  @Test func aNameGivesThePackageThePreviewTheCaseAndTheCommand() throws {
    let name = try FeatureName("ItemStatsFeature")

    expectNoDifference(
      [name.name, name.module, name.preview, name.lower, name.kebab, name.words],
      [
        "ItemStats", "ItemStatsFeature", "ItemStatsPreview", "itemStats", "item-stats",
        "Item stats",
      ])
  }

  @Test(arguments: ["itemRow", "9Lives", "Stats-2", "Ünits", ""])
  func aNameThatIsNotUpperCamelCaseIsRefused(_ given: String) {
    #expect(throws: ScaffoldError.self) { try FeatureName(given) }
  }

  static let appManifest = """
    let package = Package(
      name: "AppFeature",
      dependencies: [
        .package(path: "../Models"),
        .package(path: "../InventoryFeature"),
        .package(path: "../../Scripts/DependencyGraph"),
      ],
      targets: [
        .target(name: "AppFeature", dependencies: ["Models", "InventoryFeature", .product(name: "X", package: "x")]),
        .testTarget(
          name: "AppFeatureTests",
          dependencies: [
            "AppFeature",
            .product(name: "Y", package: "y"),
          ]
        ),
      ]
    )

    """

  @Test func theAppDependsOnTheFeatureBesideItsSiblingsInBothTargets() throws {
    let edited = try Manifests.addingFeature(
      try FeatureName("Stats"), toApp: "Package.swift", Self.appManifest,
      appTargets: ["AppFeature", "AppFeatureTests"])

    expectNoDifference(
      edited,
      """
      let package = Package(
        name: "AppFeature",
        dependencies: [
          .package(path: "../Models"),
          .package(path: "../InventoryFeature"),
          .package(path: "../StatsFeature"),
          .package(path: "../../Scripts/DependencyGraph"),
        ],
        targets: [
          .target(name: "AppFeature", dependencies: ["Models", "InventoryFeature",
          "StatsFeature", .product(name: "X", package: "x")]),
          .testTarget(
            name: "AppFeatureTests",
            dependencies: [
              "AppFeature",
              "StatsFeature",
              .product(name: "Y", package: "y"),
            ]
          ),
        ]
      )

      """)
  }

  @Test func aManifestWithoutTheTargetSaysWhatItLookedFor() throws {
    #expect(
      throws: ScaffoldError.structureNotFound(
        file: "Package.swift", lookingFor: "the target named \"AppFeatureUITests\"")
    ) {
      try Manifests.addingFeature(
        try FeatureName("Stats"), toApp: "Package.swift", Self.appManifest,
        appTargets: ["AppFeatureUITests"])
    }
  }

  @Test func theLayeringGetsThePackageBeforeTheApp() throws {
    let layers = """
      {
        "packages": {
          "Packages/Models": { "layer": "model" },
          "Packages/AppFeature": { "layer": "app" }
        }
      }
      """

    expectNoDifference(
      try Layers.adding(
        "Packages/StatsFeature", layer: "feature", before: "Packages/AppFeature", to: layers,
        path: "layers.json"),
      """
      {
        "packages": {
          "Packages/Models": { "layer": "model" },
          "Packages/StatsFeature": { "layer": "feature" },
          "Packages/AppFeature": { "layer": "app" }
        }
      }
      """)
  }

  @Test func thePreviewReadmeGetsARowInEachTable() throws {
    let readme = """
      | executable | shows | depends on (local) | run it |
      |---|---|---|---|
      | `ItemPreview` | the editor | ItemFeature | `Scripts/preview item` |
      | `AppPreview` | the app | AppFeature | `Scripts/preview app` |

      | preview | fragment | examples |
      |---|---|---|
      | ItemPreview | ItemFeature's `ItemFormRoute` | `colorPicker` |

      More.
      """
    let request = FeatureRequest(
      feature: try FeatureName("Stats"), tabTitle: nil, after: nil, readsStore: true)

    expectNoDifference(
      PreviewReadme.adding(request, to: readme),
      """
      | executable | shows | depends on (local) | run it |
      |---|---|---|---|
      | `ItemPreview` | the editor | ItemFeature | `Scripts/preview item` |
      | `StatsPreview` | Stats on its own | StatsFeature, ApiClient | `Scripts/preview stats` |
      | `AppPreview` | the app | AppFeature | `Scripts/preview app` |

      | preview | fragment | examples |
      |---|---|---|
      | ItemPreview | ItemFeature's `ItemFormRoute` | `colorPicker` |
      | StatsPreview | StatsFeature's `StatsRoute` | `about` |

      More.
      """)
  }
}
