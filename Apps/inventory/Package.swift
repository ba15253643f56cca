// swift-tools-version: 6.1
import PackageDescription

// The app itself: a thin executable that opens the SQLite store, injects it into AppFeature and
// runs the app in TextUI's hosts. It is the only package that links the live store; the previews
// run the same app on mocks.
let enforceLayers: [Target.PluginUsage] = [
  .plugin(name: "EnforceLayers", package: "DependencyGraph")
]

let package = Package(
  name: "inventory",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "Inventory", targets: ["Inventory"])
  ],
  dependencies: [
    .package(path: "../../Packages/TextUI"),
    .package(path: "../../Packages/AppFeature"),
    .package(path: "../../Packages/ApiClientLive"),
    .package(path: "../../Scripts/DependencyGraph"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
  ],
  targets: [
    .executableTarget(
      name: "Inventory",
      dependencies: [
        .product(name: "AppFeature", package: "AppFeature"),
        .product(name: "ApiClientLive", package: "ApiClientLive"),
        .product(name: "TextUIHosts", package: "TextUI"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      plugins: enforceLayers
    ),
    // Runs the built executable as a person or a script would: headless, on temporary stores.
    .testTarget(
      name: "InventoryTests",
      dependencies: [
        .product(name: "CustomDump", package: "swift-custom-dump"),
        // Without it, CustomDump's failures are not reported to Swift Testing.
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      plugins: enforceLayers
    ),
  ],
  swiftLanguageModes: [.v6]
)
