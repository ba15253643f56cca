// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Core",
  platforms: [
    .iOS(.v17),
    .macOS(.v15),
  ],
  products: [
    // One product for two modules, named after neither.
    .library(name: "CoreKit", targets: ["CoreModels", "CoreUtilities"])
  ],
  targets: [
    .target(name: "CoreModels"),
    .target(name: "CoreUtilities", dependencies: ["CoreModels"]),
    .testTarget(name: "CoreModelsTests", dependencies: ["CoreModels"]),
  ]
)
