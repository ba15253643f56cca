// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "DocExamples",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "doc-examples", targets: ["DocExamplesTool"]),
    .library(name: "DocExamples", targets: ["DocExamples"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // The checker's manifest model (and its cache of `swift package dump-package`).
    .package(path: "../DependencyGraph"),
  ],
  targets: [
    .target(
      name: "DocExamples",
      dependencies: [.product(name: "DependencyGraph", package: "DependencyGraph")]
    ),
    .executableTarget(
      name: "DocExamplesTool",
      dependencies: [
        "DocExamples", .product(name: "DependencyGraph", package: "DependencyGraph"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "DocExamplesTests",
      dependencies: [
        "DocExamples", .product(name: "DependencyGraph", package: "DependencyGraph"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
