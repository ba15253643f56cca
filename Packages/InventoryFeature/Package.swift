// swift-tools-version: 6.1
import PackageDescription

let enforceLayers: [Target.PluginUsage] = [
  .plugin(name: "EnforceLayers", package: "DependencyGraph")
]

let package = Package(
  name: "InventoryFeature",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "InventoryFeature", targets: ["InventoryFeature"])
  ],
  dependencies: [
    .package(path: "../Models"),
    .package(path: "../ApiClient"),
    .package(path: "../TextUI"),
    .package(path: "../../Scripts/DependencyGraph"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
  ],
  targets: [
    .target(
      name: "InventoryFeature",
      dependencies: [
        "Models",
        "ApiClient",
        .product(name: "NavigationState", package: "TextUI"),
        "TextUI",
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ],
      plugins: enforceLayers
    ),
    .testTarget(
      name: "InventoryFeatureTests",
      dependencies: [
        "InventoryFeature",
        "Models",
        "ApiClient",
        .product(name: "TextUITesting", package: "TextUI"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      plugins: enforceLayers
    ),
  ],
  swiftLanguageModes: [.v6]
)
