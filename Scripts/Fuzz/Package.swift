// swift-tools-version: 6.1
import PackageDescription

// libFuzzer harnesses for every parser of outside input (see README.md). The properties live in
// the FuzzTargets library, which the ordinary tests replay over the seed corpora; each `fuzz-*`
// executable only hands libFuzzer's inputs to one of them, and is meant to be built by
// Scripts/fuzz with `--sanitize=fuzzer --sanitize=address`.
let harnesses = [
  "url", "steps", "saved-state", "imports", "rules", "item-json", "item-row",
]

let package = Package(
  name: "Fuzz",
  platforms: [.macOS(.v15)],
  products: harnesses.map { .executable(name: "fuzz-\($0)", targets: ["fuzz-\($0)"]) },
  dependencies: [
    .package(path: "../../Packages/Models"),
    .package(path: "../../Packages/ApiClient"),
    .package(path: "../../Packages/TextUI"),
    .package(path: "../../Packages/ItemFeature"),
    .package(path: "../../Packages/ItemRowFeature"),
    .package(path: "../../Packages/InventoryFeature"),
    .package(path: "../../Packages/AppFeature"),
    .package(path: "../../Packages/ApiClientLive"),
    .package(path: "../DependencyGraph"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
  ],
  targets: [
    .target(
      name: "FuzzTargets",
      dependencies: [
        .product(name: "Models", package: "Models"),
        .product(name: "ApiClient", package: "ApiClient"),
        .product(name: "NavigationState", package: "TextUI"),
        .product(name: "TextUIHosts", package: "TextUI"),
        .product(name: "ItemFeature", package: "ItemFeature"),
        .product(name: "ItemRowFeature", package: "ItemRowFeature"),
        .product(name: "InventoryFeature", package: "InventoryFeature"),
        .product(name: "AppFeature", package: "AppFeature"),
        .product(name: "ApiClientLive", package: "ApiClientLive"),
        .product(name: "DependencyGraph", package: "DependencyGraph"),
        .product(name: "GRDB", package: "GRDB.swift"),
      ]
    ),
    .testTarget(
      name: "FuzzTargetsTests",
      dependencies: [
        "FuzzTargets",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        // Routes CustomDump's failures (expectNoDifference) to Swift Testing.
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
  ]
    + harnesses.map { name in
      .executableTarget(
        name: "fuzz-\(name)", dependencies: ["FuzzTargets"], path: "Harnesses/\(name)")
    },
  swiftLanguageModes: [.v6]
)
