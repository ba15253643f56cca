// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "ComposedApp",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "AppFeature", targets: ["AppFeature"]),
    .executable(name: "server", targets: ["Server"]),
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.17.0"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.6.0"),
    .package(path: "../BrowserKit"),
  ],
  targets: [
    .target(name: "Models"),
    .target(
      name: "ApiClient",
      dependencies: [
        "Models",
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    ),
    .target(
      name: "ApiClientLive",
      dependencies: [
        "ApiClient",
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    ),
    .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
    .target(name: "Compression", dependencies: ["CZlib"]),
    .target(name: "GamePreview", dependencies: ["Models"]),
    .target(
      name: "BoardFeature",
      dependencies: [
        "Models", "GamePreview",
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
      ]
    ),
    .target(
      name: "ScoreFeature",
      dependencies: [
        "ApiClient", "GamePreview",
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
      ]
    ),
    .target(
      name: "GameFeature",
      dependencies: [
        "BoardFeature", "ScoreFeature", "GamePreview",
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
      ],
      swiftSettings: [.define("MAC_BUILD", .when(platforms: [.macOS]))]
    ),
    .target(
      name: "SettingsFeature",
      dependencies: [
        "Compression", "GamePreview",
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
      ]
    ),
    .target(
      name: "AppFeature",
      dependencies: [
        "GameFeature", "SettingsFeature",
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
      ]
    ),
    .target(
      name: "Sync",
      dependencies: ["Models", .product(name: "BrowserKit", package: "BrowserKit")]
    ),
    .target(name: "ServerBootstrap", dependencies: ["ApiClientLive", "Models"]),
    .executableTarget(name: "Server", dependencies: ["ServerBootstrap"]),
    .testTarget(name: "GameFeatureTests", dependencies: ["GameFeature"]),
  ]
)
