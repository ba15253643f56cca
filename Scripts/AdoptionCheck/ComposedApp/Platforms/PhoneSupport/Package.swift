// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "PhoneSupport",
  platforms: [.iOS(.v17)],
  products: [.library(name: "PhoneSupport", targets: ["PhoneSupport"])],
  targets: [.target(name: "PhoneSupport")]
)
