// swift-tools-version: 6.1
import PackageDescription

// One preview executable per feature, each depending on exactly one feature package, so building
// `ItemRowPreview` compiles ItemRowFeature and the horizontal packages and nothing else. The
// command line they share lives in `PreviewRunner`, which knows no feature.
let enforceLayers: [Target.PluginUsage] = [
  .plugin(name: "EnforceLayers", package: "DependencyGraph")
]

let package = Package(
  name: "preview-runner",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "PreviewRunner", targets: ["PreviewRunner"]),
    .executable(name: "ItemPreview", targets: ["ItemPreview"]),
    .executable(name: "ItemRowPreview", targets: ["ItemRowPreview"]),
    .executable(name: "InventoryPreview", targets: ["InventoryPreview"]),
    .executable(name: "AppPreview", targets: ["AppPreview"]),
  ],
  dependencies: [
    .package(path: "../../Packages/TextUI"),
    .package(path: "../../Packages/Models"),
    .package(path: "../../Packages/ApiClient"),
    .package(path: "../../Packages/ItemFeature"),
    .package(path: "../../Packages/ItemRowFeature"),
    .package(path: "../../Packages/InventoryFeature"),
    .package(path: "../../Packages/AppFeature"),
    .package(path: "../../Scripts/DependencyGraph"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
  ],
  targets: [
    .target(
      name: "PreviewRunner",
      dependencies: [
        .product(name: "TextUIHosts", package: "TextUI"),
        .product(name: "TextUITesting", package: "TextUI"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      plugins: enforceLayers
    ),
    .target(
      name: "PreviewMocks",
      dependencies: [
        "PreviewRunner",
        .product(name: "ApiClient", package: "ApiClient"),
      ],
      plugins: enforceLayers
    ),
    .executableTarget(
      name: "ItemPreview",
      dependencies: [
        "PreviewRunner",
        .product(name: "ItemFeature", package: "ItemFeature"),
        .product(name: "Models", package: "Models"),
        .product(name: "TextUI", package: "TextUI"),
      ],
      plugins: enforceLayers
    ),
    .executableTarget(
      name: "ItemRowPreview",
      dependencies: [
        "PreviewRunner",
        .product(name: "ItemRowFeature", package: "ItemRowFeature"),
        .product(name: "Models", package: "Models"),
        .product(name: "TextUI", package: "TextUI"),
      ],
      plugins: enforceLayers
    ),
    .executableTarget(
      name: "InventoryPreview",
      dependencies: [
        "PreviewRunner",
        "PreviewMocks",
        .product(name: "InventoryFeature", package: "InventoryFeature"),
        .product(name: "ApiClient", package: "ApiClient"),
        .product(name: "Models", package: "Models"),
        .product(name: "TextUI", package: "TextUI"),
      ],
      plugins: enforceLayers
    ),
    .executableTarget(
      name: "AppPreview",
      dependencies: [
        "PreviewRunner",
        "PreviewMocks",
        .product(name: "AppFeature", package: "AppFeature"),
        .product(name: "ApiClient", package: "ApiClient"),
        .product(name: "TextUI", package: "TextUI"),
      ],
      plugins: enforceLayers
    ),
    .testTarget(
      name: "PreviewRunnerTests",
      dependencies: [
        "PreviewRunner",
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "TextUITesting", package: "TextUI"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      plugins: enforceLayers
    ),
    .testTarget(
      name: "PreviewMocksTests",
      dependencies: [
        "PreviewMocks",
        "PreviewRunner",
        .product(name: "ApiClient", package: "ApiClient"),
        .product(name: "Models", package: "Models"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      plugins: enforceLayers
    ),
    .testTarget(
      name: "PreviewGoldenTests",
      dependencies: [
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      plugins: enforceLayers
    ),
  ],
  swiftLanguageModes: [.v6]
)
