// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Networking",
  platforms: [
    .iOS(.v17),
    .macOS(.v15),
  ],
  products: [
    .library(name: "HTTP", targets: ["APIClient"]),
    .library(name: "Images", targets: ["ImageLoading"]),
  ],
  dependencies: [
    .package(path: "../Core"),
    // Remote: never resolved by the report, which reads manifests without fetching anything.
    .package(
      url: "https://github.com/kean/Nuke.git",
      from: "12.8.0"
    ),
  ],
  targets: [
    .target(
      name: "APIClient",
      dependencies: [.product(name: "CoreKit", package: "Core")]
    ),
    .target(
      name: "ImageLoading",
      dependencies: [.product(name: "NukeUI", package: "Nuke")]
    ),
  ]
)
