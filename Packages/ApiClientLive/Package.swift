// swift-tools-version: 6.1
import PackageDescription

let enforceLayers: [Target.PluginUsage] = [
  .plugin(name: "EnforceLayers", package: "DependencyGraph")
]

let package = Package(
  name: "ApiClientLive",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "ApiClientLive", targets: ["ApiClientLive"])
  ],
  dependencies: [
    .package(path: "../Models"),
    .package(path: "../ApiClient"),
    .package(path: "../../Scripts/DependencyGraph"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
  ],
  targets: [
    .target(
      name: "ApiClientLive",
      dependencies: [
        "Models",
        "ApiClient",
        .product(name: "GRDB", package: "GRDB.swift"),
      ],
      plugins: enforceLayers
    ),
    .executableTarget(
      name: "StoreStressTool",
      dependencies: [
        "ApiClientLive",
        "Models",
        .product(name: "GRDB", package: "GRDB.swift"),
      ],
      plugins: enforceLayers
    ),
    .testTarget(
      name: "ApiClientLiveTests",
      dependencies: [
        "ApiClientLive",
        "ApiClient",
        "Models",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        // Without it, a failing expectNoDifference only prints and the test passes.
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      resources: [.copy("Fixtures")],
      plugins: enforceLayers
    ),
  ],
  swiftLanguageModes: [.v6]
)
