// swift-tools-version: 6.1
import PackageDescription

// The synthetic monorepo that the build benchmarks (Scripts/BuildBench) and the graph report's
// benchmark (Scripts/DependencyGraph) both measure, and `Scripts/generate-synthetic`. Repository
// tooling (see README.md); nothing in Packages/ or Apps/ depends on it.
let package = Package(
  name: "SyntheticMonorepo",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "generate-synthetic", targets: ["generate-synthetic"]),
    .library(name: "SyntheticMonorepo", targets: ["SyntheticMonorepo"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
  ],
  targets: [
    // The templates are real Swift files, so `swift format lint` checks them, but they are
    // copied as they are rather than compiled into the generator: their placeholders only
    // compile once a feature's name and figures replace them (the tests build the output).
    .target(name: "SyntheticMonorepo", resources: [.copy("Templates")]),
    .executableTarget(
      name: "generate-synthetic",
      dependencies: [
        "SyntheticMonorepo",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(name: "SyntheticMonorepoTests", dependencies: ["SyntheticMonorepo"]),
  ],
  swiftLanguageModes: [.v6]
)
