import Foundation

extension Fixture {
  /// The rules of the fixtures: a layered app's (models, a UI kit, interfaces, live
  /// implementations, features, the app, previews and tooling), as a copy kept with the tests so
  /// that they never read the rules of the repository the tool sits in.
  static let layeredRules = Data(
    #"""
    {
      "about": "The rules of the test fixtures: a layered app.",
      "version": 1,
      "packageDirectories": ["Packages", "Apps"],
      "layers": [
        {
          "name": "model",
          "summary": "horizontal: domain data",
          "mayDependOn": [],
          "thirdParty": [
            "swift-custom-dump", "swift-identified-collections", "swift-collections",
            "swift-concurrency-extras", "xctest-dynamic-overlay"
          ]
        },
        {
          "name": "helper",
          "summary": "horizontal: domain-agnostic UI kit",
          "mayDependOn": [],
          "thirdParty": [
            "swift-custom-dump", "swift-identified-collections", "swift-collections",
            "swift-concurrency-extras", "xctest-dynamic-overlay", "swift-clocks"
          ]
        },
        {
          "name": "interface",
          "summary": "horizontal: dependency interfaces, light",
          "mayDependOn": ["model"],
          "thirdParty": [
            "swift-custom-dump", "swift-identified-collections", "swift-collections",
            "swift-concurrency-extras", "xctest-dynamic-overlay", "swift-clocks"
          ]
        },
        {
          "name": "live",
          "summary": "horizontal: live implementations, the only home of heavy libraries",
          "mayDependOn": ["interface", "model"],
          "thirdParty": [
            "swift-custom-dump", "swift-identified-collections", "swift-collections",
            "swift-concurrency-extras", "xctest-dynamic-overlay", "swift-clocks", "grdb.swift"
          ]
        },
        {
          "name": "feature",
          "summary": "vertical: one feature",
          "mayDependOn": ["model", "interface", "helper"],
          "thirdParty": [
            "swift-custom-dump", "swift-identified-collections", "swift-collections",
            "swift-concurrency-extras", "xctest-dynamic-overlay", "swift-clocks"
          ]
        },
        {
          "name": "app",
          "summary": "root: composes the features and interprets their destinations",
          "mayDependOn": ["model", "interface", "helper", "feature"],
          "thirdParty": [
            "swift-custom-dump", "swift-identified-collections", "swift-collections",
            "swift-concurrency-extras", "xctest-dynamic-overlay", "swift-clocks"
          ]
        },
        {
          "name": "preview",
          "summary": "apps: one preview executable per feature, the full app, and the runtime benchmark over the app",
          "mayDependOn": ["model", "interface", "helper", "feature", "app", "tooling"],
          "thirdParty": [
            "swift-custom-dump", "swift-identified-collections", "swift-collections",
            "swift-concurrency-extras", "xctest-dynamic-overlay", "swift-clocks",
            "swift-argument-parser"
          ]
        },
        {
          "name": "tooling",
          "summary": "command-line machinery shared by executables; never a feature",
          "mayDependOn": ["model", "interface", "helper"],
          "thirdParty": [
            "swift-custom-dump", "swift-identified-collections", "swift-collections",
            "swift-concurrency-extras", "xctest-dynamic-overlay", "swift-clocks",
            "swift-argument-parser"
          ]
        }
      ],
      "packages": {
        "Packages/Models": { "layer": "model" },
        "Packages/TextUI": { "layer": "helper" },
        "Packages/ApiClient": { "layer": "interface" },
        "Packages/ApiClientLive": { "layer": "live" },
        "Packages/ItemFeature": { "layer": "feature" },
        "Packages/ItemRowFeature": { "layer": "feature" },
        "Packages/InventoryFeature": { "layer": "feature" },
        "Packages/AppFeature": { "layer": "app" },
        "Apps/preview-runner": {
          "layer": "preview",
          "targets": {
            "PreviewRunner": { "layer": "tooling" },
            "PreviewRunnerTests": { "layer": "tooling" },
            "PreviewMocks": { "layer": "tooling" },
            "AppPreview": { "layer": "preview", "alsoMayDependOn": ["live"] }
          }
        },
        "Apps/runtime-benchmark": { "layer": "preview" }
      },
      "rules": [
        {
          "id": "feature-isolation",
          "check": "edge",
          "from": ["feature"],
          "to": ["feature"],
          "why": "a feature never depends on another feature: emit a destination value and let the app layer interpret it"
        },
        {
          "id": "live-only-in-entry-point",
          "check": "edge",
          "to": ["live"],
          "why": "only the entry point (AppPreview) may link the live implementation; everything else depends on the interface and gets the live value injected"
        },
        {
          "id": "app-is-root",
          "check": "edge",
          "to": ["app"],
          "why": "nothing depends on the app layer except the app and preview executables"
        },
        {
          "id": "horizontal-is-domain-agnostic",
          "check": "edge",
          "from": ["model", "helper"],
          "why": "model and helper packages depend on nothing local"
        },
        {
          "id": "layer-allowlist",
          "check": "edge",
          "why": "a layer depends only on the layers its mayDependOn lists in layers.json"
        },
        {
          "id": "third-party-allowlist",
          "check": "thirdParty",
          "why": "each layer uses only the third-party packages its thirdParty list names (heavy libraries live in the live layer only)"
        },
        {
          "id": "preview-one-feature",
          "check": "exactlyOne",
          "from": ["preview"],
          "to": ["feature", "app"],
          "why": "a preview executable depends on exactly one feature (or the app), so building it compiles no sibling feature"
        },
        {
          "id": "layer-assigned",
          "check": "assignment",
          "why": "every local package has a layer in layers.json"
        },
        { "id": "no-cycles", "check": "cycle", "why": "the dependency graph is acyclic" },
        {
          "id": "implicit-import",
          "check": "implicitImport",
          "why": "a target imports only modules it declares as dependencies"
        },
        {
          "id": "unused-dependency",
          "check": "unusedDependency",
          "why": "a target declares only dependencies it imports"
        },
        {
          "id": "pins-agree",
          "check": "pinsAgree",
          "why": "every manifest requires a remote package with the same version requirement, and all state the same swift-tools-version and platforms, so that the packages resolve and build alike"
        }
      ],
      "affected": {
        "selectEverything": [
          "Scripts/DependencyGraph/Plugins/", "Scripts/DependencyGraph/Package.swift", ".ci/",
          ".github/"
        ],
        "toolingDirectories": ["Scripts"]
      },
      "linkOnlyProducts": ["IssueReportingTestSupport"],
      "productModules": {
        "Collections": [
          "Collections", "BasicContainers", "BitCollections", "DequeModule", "HashTreeCollections",
          "HeapModule", "OrderedCollections", "RopeModule", "TrailingElementsModule"
        ]
      }
    }
    """#.utf8)
}

extension Fixture {
  /// ``layeredRules`` with only these package assignments (folder: layer), for fixtures that
  /// write real manifests: the report fails on an assignment whose package does not exist.
  static func layeredRules(assigning packages: [String: String]) throws -> Data {
    var rules = try JSONSerialization.jsonObject(with: layeredRules) as? [String: Any] ?? [:]
    rules["packages"] = packages.mapValues { ["layer": $0] }
    rules["packageDirectories"] = Set(
      packages.keys.map { $0.split(separator: "/").dropLast().joined(separator: "/") }
    ).sorted()
    return try JSONSerialization.data(withJSONObject: rules, options: [.sortedKeys])
  }
}
