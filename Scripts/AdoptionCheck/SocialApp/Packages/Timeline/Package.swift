// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Timeline",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "Timeline", targets: ["Timeline"])
  ],
  dependencies: [
    .package(path: "../Models"),
    .package(path: "../DesignSystem"),
    .package(path: "../Env"),
    .package(path: "../StatusKit"),
  ],
  targets: [
    .target(
      name: "Timeline",
      dependencies: [
        "Models",
        "DesignSystem",
        "Env",
        "StatusKit",
      ]
    ),
    .testTarget(name: "TimelineTests", dependencies: ["Timeline"]),
  ]
)
