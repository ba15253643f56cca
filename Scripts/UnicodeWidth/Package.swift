// swift-tools-version: 6.1
import PackageDescription

// Generates TextUI's table of terminal column widths from the Unicode Character Database
// (see README.md). Repository tooling: TextUI commits the generated table and never depends on
// this package.
let package = Package(
  name: "UnicodeWidth",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "generate-width-table", targets: ["generate-width-table"])
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
  ],
  targets: [
    .target(name: "UnicodeWidth"),
    .executableTarget(
      name: "generate-width-table",
      dependencies: [
        "UnicodeWidth",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "UnicodeWidthTests",
      dependencies: [
        "UnicodeWidth",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        // Routes CustomDump's failures (expectNoDifference) to Swift Testing.
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
