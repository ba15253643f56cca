// swift-tools-version: 6.1
import PackageDescription

let enforceLayers: [Target.PluginUsage] = [
  .plugin(name: "EnforceLayers", package: "DependencyGraph")
]

let package = Package(
  name: "Models",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "Models", targets: ["Models"])
  ],
  dependencies: [
    .package(path: "../../Scripts/DependencyGraph"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
  ],
  targets: [
    .target(name: "Models", plugins: enforceLayers),
    .testTarget(
      name: "ModelsTests",
      dependencies: [
        "Models",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      plugins: enforceLayers
    ),
  ],
  swiftLanguageModes: [.v6]
)
