// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "ProfileFeature",
  platforms: [
    .iOS(.v17),
    .macOS(.v15),
  ],
  products: [
    .library(name: "Profile", targets: ["ProfileFeature"])
  ],
  dependencies: [
    .package(path: "../Core"),
    .package(path: "../Networking"),
  ],
  targets: [
    .target(
      name: "ProfileFeature",
      dependencies: [
        .product(name: "CoreKit", package: "Core"),
        .product(name: "HTTP", package: "Networking"),
        .product(name: "Images", package: "Networking"),
      ]
    ),
    .testTarget(name: "ProfileFeatureTests", dependencies: ["ProfileFeature"]),
  ]
)
