// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "SettingsFeature",
  platforms: [
    .iOS(.v17),
    .macOS(.v15),
  ],
  products: [
    .library(name: "Settings", targets: ["SettingsFeature"])
  ],
  dependencies: [
    .package(path: "../Core")
  ],
  targets: [
    .target(
      name: "SettingsFeature",
      dependencies: [.product(name: "CoreKit", package: "Core")],
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    ),
    .testTarget(name: "SettingsFeatureTests", dependencies: ["SettingsFeature"]),
  ]
)
