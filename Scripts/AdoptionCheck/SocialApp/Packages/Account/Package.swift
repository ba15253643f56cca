// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Account",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "Account", targets: ["Account"])
  ],
  dependencies: [
    .package(path: "../Models"),
    .package(path: "../DesignSystem"),
    .package(path: "../Env"),
    .package(path: "../StatusKit"),
  ],
  targets: [
    .target(
      name: "Account",
      dependencies: [
        "Models",
        "DesignSystem",
        "Env",
        "StatusKit",
      ]
    ),
    .testTarget(name: "AccountTests", dependencies: ["Account"]),
  ]
)
