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
    .package(path: "../SyntheticMonorepo"),
    // The dependency-graph report, which bench-graph-report times.
    .package(path: "../DependencyGraph"),
  ],
  targets: [
    .target(name: "BuildBench", dependencies: ["SyntheticMonorepo"]),
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
        "SyntheticMonorepo", .product(name: "DependencyGraph", package: "DependencyGraph"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(name: "BuildBenchTests", dependencies: ["BuildBench"]),
  ],
  swiftLanguageModes: [.v6]
)
