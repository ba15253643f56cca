// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Models",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "Models", targets: ["Models"])
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3")
  ],
  targets: [
    .target(name: "Models"),
    .testTarget(
      name: "ModelsTests",
      dependencies: [
        "Models",
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
