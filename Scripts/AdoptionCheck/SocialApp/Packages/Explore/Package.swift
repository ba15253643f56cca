// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Explore",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "Explore", targets: ["Explore"])
  ],
  dependencies: [
    .package(path: "../Models"),
    .package(path: "../DesignSystem"),
    .package(path: "../Env"),
    .package(path: "../StatusKit"),
  ],
  targets: [
    .target(
      name: "Explore",
      dependencies: [
        "Models",
        "DesignSystem",
        "Env",
        "StatusKit",
      ]
    )
  ]
)
