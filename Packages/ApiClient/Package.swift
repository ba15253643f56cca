// swift-tools-version: 6.1
import PackageDescription

let enforceLayers: [Target.PluginUsage] = [
  .plugin(name: "EnforceLayers", package: "DependencyGraph")
]

let package = Package(
  name: "ApiClient",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "ApiClient", targets: ["ApiClient"])
  ],
  dependencies: [
    .package(path: "../../Scripts/DependencyGraph"),
    .package(path: "../Models"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
  ],
  targets: [
    .target(
      name: "ApiClient",
      dependencies: [
        "Models",
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ],
      plugins: enforceLayers
    ),
    .testTarget(
      name: "ApiClientTests",
      dependencies: [
        "ApiClient",
        "Models",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ],
      plugins: enforceLayers
    ),
  ],
  swiftLanguageModes: [.v6]
)
