// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Lists",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "Lists", targets: ["Lists"])
  ],
  dependencies: [
    .package(path: "../Models"),
    .package(path: "../DesignSystem"),
    .package(path: "../Env"),
  ],
  targets: [
    .target(
      name: "Lists",
      dependencies: [
        "Models",
        "DesignSystem",
        "Env",
      ]
    )
  ]
)
