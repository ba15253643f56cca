// swift-tools-version: 6.1
import PackageDescription

// One manifest for the whole app, in the layered naming style: models, clients and their live
// implementations, a design kit, features, the app and previews.
let package = Package(
  name: "LayeredApp",
  platforms: [
    .macOS(.v15)
  ],
  products: [
    .library(name: "AppFeature", targets: ["AppFeature"])
  ],
  targets: [
    .target(name: "Models"),
    .target(name: "DesignKit"),
    .target(name: "ApiClient", dependencies: ["Models"]),
    .target(name: "ApiClientLive", dependencies: ["ApiClient", "Models"]),
    .target(name: "StorageClient", dependencies: ["Models"]),
    .target(name: "StorageClientLive", dependencies: ["StorageClient", "Models"]),
    .target(
      name: "ItemFeature", dependencies: ["ApiClient", "ApiClientLive", "DesignKit", "Models"]
    ),
    .target(
      name: "InventoryFeature",
      dependencies: ["ApiClient", "DesignKit", "ItemFeature", "Models", "StorageClient"]
    ),
    .target(name: "SettingsFeature", dependencies: ["DesignKit", "StorageClient"]),
    .target(
      name: "AppFeature",
      dependencies: [
        "ApiClient", "ApiClientLive", "InventoryFeature", "ItemFeature", "SettingsFeature",
        "StorageClient", "StorageClientLive",
      ]
    ),
    .executableTarget(name: "ItemPreview", dependencies: ["ItemFeature", "ApiClient"]),
    .executableTarget(name: "SettingsPreview", dependencies: ["SettingsFeature", "StorageClient"]),
    .testTarget(name: "ItemFeatureTests", dependencies: ["ApiClient", "ItemFeature", "Models"]),
  ],
  swiftLanguageModes: [.v6]
)
