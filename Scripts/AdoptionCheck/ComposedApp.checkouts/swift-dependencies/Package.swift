// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "swift-dependencies",
  products: [.library(name: "Dependencies", targets: ["Dependencies"])],
  targets: [.target(name: "Dependencies")]
)
