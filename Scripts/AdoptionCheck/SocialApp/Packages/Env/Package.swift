// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Env",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "Env", targets: ["Env"])
  ],
  dependencies: [
    .package(path: "../Models"),
    .package(path: "../Networking"),
  ],
  targets: [
    .target(
      name: "Env",
      dependencies: [
        "Models",
        "Networking",
      ]
    )
  ]
)
