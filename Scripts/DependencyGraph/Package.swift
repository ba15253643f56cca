// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "DependencyGraph",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "dependency-graph", targets: ["DependencyGraphTool"]),
    .library(name: "DependencyGraph", targets: ["DependencyGraph"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
  ],
  targets: [
    .target(name: "DependencyGraph"),
    .executableTarget(
      name: "DependencyGraphTool",
      dependencies: [
        "DependencyGraph",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "DependencyGraphTests",
      dependencies: [
        "DependencyGraph",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        // Routes CustomDump's failures (expectNoDifference) to Swift Testing.
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
