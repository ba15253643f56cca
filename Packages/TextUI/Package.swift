// swift-tools-version: 6.1
import PackageDescription

let enforceLayers: [Target.PluginUsage] = [.plugin(name: "EnforceLayers", package: "LayerRules")]

let package = Package(
  name: "TextUI",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "TextUI", targets: ["TextUI"])
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    .package(path: "../../Scripts/LayerRules"),
  ],
  targets: [
    .target(
      name: "TextUI",
      dependencies: [.product(name: "IssueReporting", package: "xctest-dynamic-overlay")],
      plugins: enforceLayers
    ),
    .executableTarget(name: "TextUIDemo", dependencies: ["TextUI"], plugins: enforceLayers),
    .executableTarget(name: "TextUIBenchmark", dependencies: ["TextUI"], plugins: enforceLayers),
    .testTarget(
      name: "TextUITests",
      dependencies: [
        "TextUI",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        // Without it, CustomDump's failures are not reported to Swift Testing.
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      plugins: enforceLayers
    ),
  ],
  swiftLanguageModes: [.v6]
)
