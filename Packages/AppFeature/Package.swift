// swift-tools-version: 6.1
import PackageDescription

let enforceLayers: [Target.PluginUsage] = [
  .plugin(name: "EnforceLayers", package: "DependencyGraph")
]

let package = Package(
  name: "AppFeature",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "AppFeature", targets: ["AppFeature"])
  ],
  dependencies: [
    .package(path: "../Models"),
    .package(path: "../ApiClient"),
    .package(path: "../TextUI"),
    .package(path: "../ItemFeature"),
    .package(path: "../ItemRowFeature"),
    .package(path: "../InventoryFeature"),
    .package(path: "../../Scripts/DependencyGraph"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
  ],
  targets: [
    .target(
      name: "AppFeature",
      dependencies: [
        "Models",
        "ApiClient",
        .product(name: "NavigationState", package: "TextUI"),
        "TextUI",
        "ItemFeature",
        "ItemRowFeature",
        "InventoryFeature",
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
      ],
      plugins: enforceLayers
    ),
    .testTarget(
      name: "AppFeatureTests",
      dependencies: [
        "AppFeature",
        "Models",
        "ApiClient",
        .product(name: "TextUITesting", package: "TextUI"),
        "ItemFeature",
        "ItemRowFeature",
        "InventoryFeature",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      plugins: enforceLayers
    ),
  ],
  swiftLanguageModes: [.v6]
)
