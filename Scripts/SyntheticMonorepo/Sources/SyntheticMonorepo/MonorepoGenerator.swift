import Foundation

/// Writes a synthetic monorepo with the layering of the real one and N flat features.
///
/// Layers: `Models` (model) ← `ApiClient` (interface); `TextViews` (helper, nothing local);
/// `FeatureNNNN` (feature: model, interface, helper); `AppFeature` (app: every feature) and the
/// `App` executable, which renders the first frame. The sources use only the toolchain
/// (Foundation and Observation), so builds measure the layout, not third-party code.
public struct MonorepoGenerator: Sendable {
  public static let horizontal = ["Models", "ApiClient", "TextViews"]
  static let toolsVersion = "// swift-tools-version: 6.1\n"

  public var templates: Templates

  public init(templates: Templates) {
    self.templates = templates
  }

  /// A generator with the templates shipped with this module.
  public static func bundled() throws -> MonorepoGenerator {
    MonorepoGenerator(templates: try Templates.bundled())
  }

  /// `Feature0001` for index 1: four digits keep the names sorted up to 9,999 features.
  public static func featureName(_ index: Int) -> String {
    let digits = String(index)
    return "Feature" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// The feature every benchmark builds: it exists at every N, so runs compare like with like.
  public static let leafFeature = featureName(1)

  /// The layer of each package of the `packages` layout, by its folder from the root, in the
  /// vocabulary of `layers.json`.
  public static func layers(count: Int) -> [String: String] {
    var layers = ["Packages/Models": "model", "Packages/ApiClient": "interface"]
    layers["Packages/TextViews"] = "helper"
    layers["Packages/AppFeature"] = "app"
    for index in 1...max(count, 1) {
      layers["Packages/\(featureName(index))"] = "feature"
    }
    return layers
  }

  /// Every module of a monorepo of `count` features, in dependency order.
  public func targets(count: Int) throws -> [SyntheticTarget] {
    guard count >= 1 else { throw GeneratorError.countTooSmall(count) }
    func plain(_ name: String, _ dependencies: [String]) throws -> SyntheticTarget {
      let files = templates.folder(name)
      // A module without sources would only fail later, in SwiftPM, far from the cause.
      guard !files.isEmpty else { throw GeneratorError.missingTemplate("\(name)/*.swift") }
      return SyntheticTarget(
        name: name, dependencies: dependencies,
        files: files.map { .init(name: $0.name, contents: $0.contents) })
    }
    var app = try plain("App", ["ApiClient", "AppFeature"])
    app.isExecutable = true
    return [
      try plain("Models", []),
      try plain("ApiClient", ["Models"]),
      try plain("TextViews", []),
    ]
      + (1...count).map(featureTarget)
      + [try appFeatureTarget(count: count), app]
  }

  func featureTarget(_ index: Int) -> SyntheticTarget {
    let name = Self.featureName(index)
    func fill(_ text: String) -> String {
      text.replacingOccurrences(of: "FeatureTemplate", with: name)
        .replacingOccurrences(of: "THRESHOLD", with: String(3 + index % 7))
        .replacingOccurrences(of: "NAME_LIMIT", with: String(24 + index % 16))
        .replacingOccurrences(of: "RESTOCK", with: String(5 + index % 10))
    }
    return SyntheticTarget(
      name: name, dependencies: Self.horizontal,
      files: templates.folder("Feature").map {
        .init(name: fill($0.name), contents: fill($0.contents))
      }
    )
  }

  func appFeatureTarget(count: Int) throws -> SyntheticTarget {
    let features = (1...count).map(Self.featureName)
    let first = features[0]
    var files: [SyntheticTarget.SourceFile] = [
      .init(
        name: "AppModel.swift",
        contents: Self.naming(first, in: try templates.file("AppFeature/AppModel.swift"))),
      .init(
        name: "Screen.swift",
        contents: Self.everyFeature(features, in: try templates.file("AppFeature/Screen.swift"))),
    ]
    let route = try templates.file("AppFeature/FeatureTemplateRoute.swift")
    for (position, feature) in features.enumerated() {
      // Each feature's destinations lead to the next features, wrapping around, so the app
      // really routes between every pair of neighbours.
      let following = features[(position + 1) % count]
      let after = features[(position + 2) % count]
      let text = Self.naming(after, in: route, placeholder: "AfterNextFeature")
      files.append(
        .init(
          name: "\(feature)Route.swift",
          contents: Self.naming(
            feature, in: Self.naming(following, in: text, placeholder: "NextFeature"))))
    }
    return SyntheticTarget(
      name: "AppFeature", dependencies: ["ApiClient", "Models", "TextViews"] + features,
      files: files)
  }

  /// `text` with `placeholder` (a type name) and its lower-camel-case form (an enum case)
  /// replaced by `feature`'s.
  static func naming(_ feature: String, in text: String, placeholder: String = "FeatureTemplate")
    -> String
  {
    text.replacingOccurrences(of: placeholder, with: feature)
      .replacingOccurrences(of: lowerFirst(placeholder), with: lowerFirst(feature))
  }

  /// `text` with every line that names the feature placeholder written once per feature.
  static func everyFeature(_ features: [String], in text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
      line.contains("FeatureTemplate") || line.contains("featureTemplate")
        ? features.map { naming($0, in: String(line)) } : [String(line)]
    }.joined(separator: "\n")
  }

  /// `feature0001` for `Feature0001`.
  static func lowerFirst(_ name: String) -> String {
    name.prefix(1).lowercased() + name.dropFirst()
  }

  /// An array literal laid out as swift-format wants it: `[]`, one element alone on its line,
  /// or one element per line each with a trailing comma.
  static func swiftList(_ elements: [String], indent: String) -> String {
    switch elements.count {
    case 0: return "[]"
    case 1: return "[\n\(indent)  \(elements[0])\n\(indent)]"
    default: return "[\n" + elements.map { "\(indent)  \($0),\n" }.joined() + "\(indent)]"
    }
  }

  static func targetDeclaration(_ target: SyntheticTarget, indent: String) -> String {
    // Dependencies are spelled by name: SwiftPM finds a target of the same package or a product
    // of a package dependency, so both layouts declare targets identically.
    let kind = target.isExecutable ? ".executableTarget" : ".target"
    if target.dependencies.isEmpty {
      return "\(kind)(name: \"\(target.name)\")"
    }
    let dependencies = swiftList(target.dependencies.map { "\"\($0)\"" }, indent: indent + "  ")
    return "\(kind)(\n\(indent)  name: \"\(target.name)\",\n"
      + "\(indent)  dependencies: \(dependencies)\n\(indent))"
  }

  /// A `Package.swift` declaring `targets`, a product for each, and sibling packages by path.
  static func manifest(
    packageName: String, targets: [SyntheticTarget], localPackages: [String]
  ) -> String {
    let products = targets.map { target in
      ".\(target.isExecutable ? "executable" : "library")"
        + "(name: \"\(target.name)\", targets: [\"\(target.name)\"])"
    }
    let dependencies = localPackages.map { ".package(path: \"../\($0)\")" }
    let declarations = targets.map { targetDeclaration($0, indent: "    ") }
    return toolsVersion
      + "import PackageDescription\n\n"
      + "let package = Package(\n"
      + "  name: \"\(packageName)\",\n"
      + "  platforms: [.macOS(.v15)],\n"
      + "  products: \(swiftList(products, indent: "  ")),\n"
      + "  dependencies: \(swiftList(dependencies, indent: "  ")),\n"
      + "  targets: \(swiftList(declarations, indent: "  ")),\n"
      + "  swiftLanguageModes: [.v6]\n"
      + ")\n"
  }

  /// `text` with its leading block of `import` lines sorted, as swift-format wants: a feature's
  /// name replacing a placeholder may sort elsewhere.
  static func withSortedImports(_ text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let count = lines.prefix { $0.hasPrefix("import ") }.count
    return (lines.prefix(count).sorted() + lines.dropFirst(count)).joined(separator: "\n")
  }

  static func readme(count: Int, layout: MonorepoLayout) -> String {
    let leaf = leafFeature
    let howToBuild =
      switch layout {
      case .packages:
        "Each module is its own package under `Packages/`; build one with\n"
          + "`swift build --package-path Packages/\(leaf)`."
      case .singleManifest:
        "Every module is a target of the root `Package.swift`; build one with\n"
          + "`swift build --target \(leaf)`."
      }
    return """
      # Synthetic monorepo: \(count) features, `\(layout.rawValue)` layout

      Generated by `Scripts/generate-synthetic` for `Scripts/bench-build --synthetic`; do not
      edit. Models <- ApiClient, TextViews, flat features Feature0001... (each seeing only
      those three), AppFeature interpreting every feature's destinations, and the App
      executable.

      \(howToBuild)

      """
  }

  /// Writes the monorepo into `root` (which must not exist or be empty) and returns the folder
  /// to build the app from: the root for `singleManifest`, the app's package for `packages`.
  @discardableResult
  public func write(count: Int, to root: URL, layout: MonorepoLayout) throws -> URL {
    guard count >= 1 else { throw GeneratorError.countTooSmall(count) }
    let fileManager = FileManager.default
    if let contents = try? fileManager.contentsOfDirectory(atPath: root.path), !contents.isEmpty {
      throw GeneratorError.notEmpty(root.path)
    }
    try fileManager.createDirectory(at: root, withIntermediateDirectories: true)
    let targets = try targets(count: count)
    try write(Self.readme(count: count, layout: layout), to: root.appending(path: "README.md"))
    switch layout {
    case .singleManifest:
      try write(
        Self.manifest(packageName: "Synthetic", targets: targets, localPackages: []),
        to: root.appending(path: "Package.swift"))
      for target in targets {
        try writeSources(of: target, into: root.appending(path: "Sources"))
      }
      return root
    case .packages:
      // The App executable lives in the AppFeature package, as the preview executables live
      // next to what they preview; every other module is alone in its package.
      let packages = targets.filter { $0.name != "App" }.map { target in
        target.name == "AppFeature" ? [target] + targets.filter { $0.name == "App" } : [target]
      }
      for members in packages {
        let directory = root.appending(path: "Packages/\(members[0].name)")
        for target in members {
          try writeSources(of: target, into: directory.appending(path: "Sources"))
        }
        let own = Set(members.map(\.name))
        let local = Set(members.flatMap(\.dependencies)).subtracting(own).sorted()
        try write(
          Self.manifest(packageName: members[0].name, targets: members, localPackages: local),
          to: directory.appending(path: "Package.swift"))
      }
      return root.appending(path: "Packages/AppFeature")
    }
  }

  private func writeSources(of target: SyntheticTarget, into sources: URL) throws {
    let folder = sources.appending(path: target.name)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for file in target.files {
      try write(Self.withSortedImports(file.contents), to: folder.appending(path: file.name))
    }
  }

  private func write(_ text: String, to url: URL) throws {
    try Data(text.utf8).write(to: url)
  }
}
