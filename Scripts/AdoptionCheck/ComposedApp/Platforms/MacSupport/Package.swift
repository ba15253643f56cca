// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "MacSupport",
  platforms: [.macOS(.v14)],
  products: [.library(name: "MacSupport", targets: ["MacSupport"])],
  targets: [.target(name: "MacSupport")]
)
