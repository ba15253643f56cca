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
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
  ],
  targets: [
    .target(name: "DocExamples"),
    .executableTarget(
      name: "DocExamplesTool",
      dependencies: [
        "DocExamples",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(name: "DocExamplesTests", dependencies: ["DocExamples"]),
  ],
  swiftLanguageModes: [.v6]
)
