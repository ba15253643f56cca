// swift-tools-version: 6.1
import PackageDescription

// The app's runtime benchmark: route parsing and printing, deep links into large
// inventories, frame time as the list grows, and memory. It runs the app (AppFeature) over the
// in-memory preview store, so it never links the live store.
let enforceLayers: [Target.PluginUsage] = [
  .plugin(name: "EnforceLayers", package: "DependencyGraph")
]

let package = Package(
  name: "runtime-benchmark",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "RuntimeBenchmark", targets: ["RuntimeBenchmark"])
  ],
  dependencies: [
    .package(path: "../../Packages/Models"),
    .package(path: "../../Packages/ApiClient"),
    .package(path: "../../Packages/TextUI"),
    .package(path: "../../Packages/AppFeature"),
    .package(path: "../../Scripts/DependencyGraph"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
  ],
  targets: [
    .executableTarget(
      name: "RuntimeBenchmark",
      dependencies: [
        .product(name: "AppFeature", package: "AppFeature"),
        .product(name: "ApiClient", package: "ApiClient"),
        .product(name: "Models", package: "Models"),
        // Drives the app the way tests do: keys, waits, frames.
        .product(name: "TextUITesting", package: "TextUI"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      plugins: enforceLayers
    ),
    .testTarget(
      name: "RuntimeBenchmarkTests",
      dependencies: [
        "RuntimeBenchmark",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        // Without it, CustomDump's failures are not reported to Swift Testing.
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      plugins: enforceLayers
    ),
  ],
  swiftLanguageModes: [.v6]
)
