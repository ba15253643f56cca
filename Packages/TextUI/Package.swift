// swift-tools-version: 6.1
import PackageDescription

let enforceLayers: [Target.PluginUsage] = [
  .plugin(name: "EnforceLayers", package: "DependencyGraph")
]
let issueReporting = Target.Dependency.product(
  name: "IssueReporting", package: "xctest-dynamic-overlay")

let package = Package(
  name: "TextUI",
  platforms: [.macOS(.v15)],
  products: [
    // The UI-free values feature models hold: alerts, dialogs, bindings, case paths, routes.
    .library(name: "NavigationState", targets: ["NavigationState"]),
    // The views and the renderer; re-exports NavigationState.
    .library(name: "TextUI", targets: ["TextUI"]),
    // The engine and the hosts that run views: terminal, line mode, steps.
    .library(name: "TextUIHosts", targets: ["TextUIHosts"]),
    // The test driver and `expectRoundTrip`, for test targets only.
    .library(name: "TextUITesting", targets: ["TextUITesting"]),
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    .package(path: "../../Scripts/DependencyGraph"),
  ],
  targets: [
    .target(name: "NavigationState", plugins: enforceLayers),
    .target(name: "TextUI", dependencies: ["NavigationState"], plugins: enforceLayers),
    .target(name: "TextUIHosts", dependencies: ["TextUI", issueReporting], plugins: enforceLayers),
    .target(
      name: "TextUITesting", dependencies: ["TextUIHosts", issueReporting], plugins: enforceLayers),
    .executableTarget(name: "TextUIDemo", dependencies: ["TextUIHosts"], plugins: enforceLayers),
    .testTarget(
      name: "TextUITests",
      dependencies: [
        "TextUITesting",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        // Without it, CustomDump's failures are not reported to Swift Testing.
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      plugins: enforceLayers
    ),
  ],
  swiftLanguageModes: [.v6]
)
