// swift-tools-version: 6.1
import PackageDescription

// One package, three ways in: the `dependency-graph` command, the `EnforceLayers` build plugin
// (applied to each target of a checked package) and the `check-layers` command plugin (`swift
// package check-layers`). The build plugin depends on nothing, so a package that applies it
// compiles only the plugin, never ArgumentParser or the report. A consumer resolves
// swift-argument-parser only: SwiftPM never resolves a dependency's test-only packages
// (measured: BENCHMARKS.md).
let package = Package(
  name: "DependencyGraph",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "dependency-graph", targets: ["DependencyGraphTool"]),
    .library(name: "DependencyGraph", targets: ["DependencyGraph"]),
    .plugin(name: "EnforceLayers", targets: ["EnforceLayers"]),
    .plugin(name: "CheckLayers", targets: ["CheckLayers"]),
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
    .plugin(name: "EnforceLayers", capability: .buildTool()),
    .plugin(
      name: "CheckLayers",
      capability: .command(
        intent: .custom(
          verb: "check-layers",
          description:
            "Checks the repository's dependency graph against its layers.json (dependency-graph)"),
        permissions: [
          .writeToPackageDirectory(
            reason:
              "`init` writes layers.json and layers-baseline.json, and `baseline --write` "
              + "rewrites the baseline, in this package's folder; the check writes nothing there")
        ]
      ),
      dependencies: ["DependencyGraphTool"]
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
