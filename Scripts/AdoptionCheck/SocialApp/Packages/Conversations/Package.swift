// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Conversations",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "Conversations", targets: ["Conversations"])
  ],
  dependencies: [
    .package(path: "../Models"),
    .package(path: "../DesignSystem"),
    .package(path: "../Env"),
  ],
  targets: [
    .target(
      name: "Conversations",
      dependencies: [
        "Models",
        "DesignSystem",
        "Env",
      ]
    )
  ]
)
