// swift-tools-version: 6.1
import PackageDescription

// The feature scaffold (Scripts/new-feature). SwiftSyntax parses AppFeature's sources so a new
// tab is added where the code's own structure says (the enum named Tab, the switch over it in
// `content(of:)`, …) rather than at marker comments.
let package = Package(
  name: "FeatureScaffold",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "new-feature", targets: ["NewFeatureTool"]),
    .library(name: "FeatureScaffold", targets: ["FeatureScaffold"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
  ],
  targets: [
    .target(
      name: "FeatureScaffold",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]
    ),
    .executableTarget(
      name: "NewFeatureTool",
      dependencies: [
        "FeatureScaffold",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "FeatureScaffoldTests",
      dependencies: [
        "FeatureScaffold",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        // Routes CustomDump's failures (expectNoDifference) to Swift Testing.
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
