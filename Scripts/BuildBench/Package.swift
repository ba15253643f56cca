// swift-tools-version: 6.1
import PackageDescription

// Scripts/bench-build: the build benchmarks and build-isolation checks of the monorepo (see
// README.md and BENCHMARKS.md). Repository tooling; nothing in Packages/ or Apps/ depends on it.
let package = Package(
  name: "BuildBench",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "bench-build", targets: ["bench-build"]),
    .executable(name: "bench-graph-report", targets: ["bench-graph-report"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // The checker's rule book and manifest model; the report bench-graph-report times.
    .package(path: "../DependencyGraph"),
    // The feature scaffold, which grows bench-graph-report's generated monorepo.
    .package(path: "../FeatureScaffold"),
  ],
  targets: [
    .target(
      name: "BuildBench",
      dependencies: [.product(name: "DependencyGraph", package: "DependencyGraph")]
    ),
    .executableTarget(
      name: "bench-build",
      dependencies: [
        "BuildBench",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "bench-graph-report",
      dependencies: [
        "BuildBench", .product(name: "DependencyGraph", package: "DependencyGraph"),
        .product(name: "FeatureScaffold", package: "FeatureScaffold"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(name: "BuildBenchTests", dependencies: ["BuildBench"]),
  ],
  swiftLanguageModes: [.v6]
)
