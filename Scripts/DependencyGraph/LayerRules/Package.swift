// swift-tools-version: 6.1
import PackageDescription

// A build-tool plugin with no package dependencies, so applying it to a package costs that
// package one small plugin compile and a few milliseconds per build.
let package = Package(
  name: "LayerRules",
  products: [
    .plugin(name: "EnforceLayers", targets: ["EnforceLayers"])
  ],
  targets: [
    .plugin(name: "EnforceLayers", capability: .buildTool())
  ],
  swiftLanguageModes: [.v6]
)
