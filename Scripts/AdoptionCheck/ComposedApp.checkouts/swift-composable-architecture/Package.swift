// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "swift-composable-architecture",
  products: [.library(name: "ComposableArchitecture", targets: ["ComposableArchitecture"])],
  dependencies: [.package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.6.0")],
  targets: [
    .target(
      name: "ComposableArchitecture",
      dependencies: [.product(name: "Dependencies", package: "swift-dependencies")]
    )
  ]
)
