// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "OnboardingFeature",
  platforms: [
    .iOS(.v17),
    .macOS(.v15),
  ],
  products: [
    .library(name: "Onboarding", targets: ["OnboardingFeature"])
  ],
  dependencies: [
    .package(path: "../Core")
  ],
  targets: [
    .target(
      name: "OnboardingFeature",
      dependencies: [.product(name: "CoreKit", package: "Core")]
    )
  ]
)
