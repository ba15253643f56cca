// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "StatusKit",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "StatusKit", targets: ["StatusKit"])
  ],
  dependencies: [
    .package(path: "../Models"),
    .package(path: "../DesignSystem"),
    .package(path: "../Env"),
  ],
  targets: [
    .target(
      name: "StatusKit",
      dependencies: [
        "Models",
        "DesignSystem",
        "Env",
      ]
    )
  ]
)
