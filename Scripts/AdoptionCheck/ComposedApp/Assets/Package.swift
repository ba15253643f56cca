// swift-tools-version: 5.9
// Hides this folder from Xcode's file navigator; declares nothing.
import PackageDescription

let package = Package(name: "Assets", targets: [])
