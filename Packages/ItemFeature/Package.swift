// swift-tools-version: 6.1
import PackageDescription

let enforceLayers: [Target.PluginUsage] = [
  .plugin(name: "EnforceLayers", package: "DependencyGraph")
]

let package = Package(
  name: "ItemFeature",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "ItemFeature", targets: ["ItemFeature"])
  ],
  dependencies: [
    .package(path: "../Models"),
    .package(path: "../TextUI"),
    .package(path: "../../Scripts/DependencyGraph"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
  ],
  targets: [
    .target(
      name: "ItemFeature",
      dependencies: [
        "Models",
        .product(name: "NavigationState", package: "TextUI"),
        "TextUI",
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ],
      plugins: enforceLayers
    ),
    .testTarget(
      name: "ItemFeatureTests",
      dependencies: [
        "ItemFeature",
        "Models",
        .product(name: "TextUITesting", package: "TextUI"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      plugins: enforceLayers
    ),
  ],
  swiftLanguageModes: [.v6]
)
