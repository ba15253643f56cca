// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Notifications",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "Notifications", targets: ["Notifications"])
  ],
  dependencies: [
    .package(path: "../Models"),
    .package(path: "../DesignSystem"),
    .package(path: "../Env"),
    .package(path: "../StatusKit"),
    .package(path: "../Conversations"),
  ],
  targets: [
    .target(
      name: "Notifications",
      dependencies: [
        "Models",
        "DesignSystem",
        "Env",
        "StatusKit",
        "Conversations",
      ]
    )
  ]
)
