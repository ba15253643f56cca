// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Chirp",
  platforms: [.iOS(.v17), .macOS(.v14)],
  dependencies: [
    .package(path: "../../Packages/Account"),
    .package(path: "../../Packages/Timeline"),
    .package(path: "../../Packages/Explore"),
    .package(path: "../../Packages/Lists"),
    .package(path: "../../Packages/Notifications"),
    .package(path: "../../Packages/Conversations"),
    .package(path: "../../Packages/Env"),
    .package(path: "../../Packages/Models"),
    .package(path: "../../Packages/Networking"),
  ],
  targets: [
    .executableTarget(
      name: "Chirp",
      dependencies: [
        "Account",
        "Timeline",
        "Explore",
        "Lists",
        "Notifications",
        "Conversations",
        "Env",
        "Models",
        "Networking",
      ]
    )
  ]
)
