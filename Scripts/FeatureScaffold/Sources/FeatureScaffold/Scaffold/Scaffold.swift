import Foundation

/// What `Scripts/new-feature` is asked to make.
public struct FeatureRequest: Equatable, Sendable {
  public var feature: FeatureName
  /// The tab's title, with `--tab`.
  public var tabTitle: String?
  /// The tab the new one follows, with `--after`; `nil` puts it last.
  public var after: String?
  /// Whether the feature reads the store (`--store`).
  public var readsStore: Bool
  /// The feature whose list pushes the new one's screen, with `--from`.
  public var source: FeatureName?
  /// The title of the source's button that pushes it (`--button`); by default the name in words.
  public var buttonTitle: String?

  public init(
    feature: FeatureName, tabTitle: String?, after: String?, readsStore: Bool,
    source: FeatureName? = nil, buttonTitle: String? = nil
  ) {
    self.feature = feature
    self.tabTitle = tabTitle
    self.after = after
    self.readsStore = readsStore
    self.source = source
    self.buttonTitle = buttonTitle
  }

  /// The source's button title: `--button`, or the name in words (LowStock: "Low stock").
  var button: String {
    buttonTitle ?? feature.words
  }
}

/// Every file the scaffold writes, worked out before any is written.
public struct ScaffoldPlan: Sendable {
  /// New files, path to text.
  public var created: [String: String] = [:]
  /// Changed files, path to new text.
  public var changed: [String: String] = [:]
  /// Scenarios whose new ending cannot be derived, which must be played again, with their preview
  /// and why.
  public var scenariosToRecord: [(path: String, preview: String, reason: String)] = []
  /// The tab bar after the change, with `--tab`.
  public var tabs: [TabEntry]?
}

/// Plans a feature: the templates instantiated, AppFeature, the manifests, the layering, the
/// scenarios and the preview runner's README edited.
public enum Scaffold {
  public static func plan(
    _ request: FeatureRequest, in repository: Repository
  ) throws(ScaffoldError) -> ScaffoldPlan {
    let feature = request.feature
    let package = "\(RepositoryLayout.packages)/\(feature.module)"
    let preview = "\(RepositoryLayout.previewRunner)/Sources/\(feature.preview)"
    let interpretation =
      "\(RepositoryLayout.app)/Sources/AppFeature/App/AppModel+\(feature.name).swift"
    for path in [package, preview, interpretation] where repository.exists(path) {
      throw .refused("\(path) exists; choose another NAME.")
    }
    let layers = try repository.read(RepositoryLayout.layers)
    if layers.contains("\"\(package)\"") {
      throw .refused("\(RepositoryLayout.layers) already names \(package); choose another NAME.")
    }
    for (title, what) in [(request.tabTitle, "tab title"), (request.buttonTitle, "button title")] {
      guard let title else { continue }
      guard let first = title.unicodeScalars.first, first.isASCIIAlphanumeric,
        title.unicodeScalars.allSatisfy({ $0.isASCIIAlphanumeric || $0 == " " })
      else {
        throw .refused("the \(what) '\(title)' is not ASCII letters, digits and spaces.")
      }
    }
    if request.tabTitle == nil, request.after != nil {
      throw .refused("--after places a tab: give --tab TITLE as well.")
    }
    if request.source == nil, request.buttonTitle != nil {
      throw .refused("--button titles the button that --from adds: give --from FEATURE as well.")
    }
    if request.source != nil, request.tabTitle != nil {
      throw .refused("--tab and --from each give the feature its place: give one of them.")
    }

    var plan = ScaffoldPlan()
    plan.created = try Templates.instantiate(request, in: repository)
    let featureManifest = "\(package)/Package.swift"
    if request.readsStore, let manifest = plan.created[featureManifest] {
      plan.created[featureManifest] = try Manifests.addingStore(to: featureManifest, manifest)
    }

    let appManifest = "\(RepositoryLayout.app)/Package.swift"
    plan.changed[appManifest] = try Manifests.addingFeature(
      feature, toApp: appManifest, try repository.read(appManifest),
      appTargets: RepositoryLayout.appTargets)
    let runnerManifest = "\(RepositoryLayout.previewRunner)/Package.swift"
    plan.changed[runnerManifest] = try Manifests.addingPreview(
      feature, readsStore: request.readsStore, toRunner: runnerManifest,
      try repository.read(runnerManifest), packagePath: "../../\(package)",
      appPackagePath: "../../\(RepositoryLayout.app)", appPreview: RepositoryLayout.appPreview)
    plan.changed[RepositoryLayout.layers] = try Layers.adding(
      package, layer: "feature", before: RepositoryLayout.app, to: layers,
      path: RepositoryLayout.layers)
    if let readme = try? repository.read(RepositoryLayout.previewReadme) {
      plan.changed[RepositoryLayout.previewReadme] = PreviewReadme.adding(request, to: readme)
    }

    if let title = request.tabTitle {
      let addition = try AppFeatureTabEditor(
        sources: try repository.swiftSources(under: "\(RepositoryLayout.app)/Sources"),
        folder: "\(RepositoryLayout.app)/Sources"
      )
      .adding(
        NewTab(feature: feature, title: title, after: request.after, readsStore: request.readsStore)
      )
      plan.changed.merge(addition.changedFiles) { $1 }
      plan.tabs = addition.tabsAfter
      for path in repository.files(under: RepositoryLayout.scenarios, endingIn: ".scenario") {
        let text = try repository.read(path)
        switch TabBar.rewrite(scenario: text, from: addition.tabsBefore, to: addition.tabsAfter) {
        case .unchanged: break
        case .rewritten(let text): plan.changed[path] = text
        case .needsRecording(let reason):
          plan.scenariosToRecord.append((path, try Scenario.preview(of: text, path: path), reason))
        }
      }
    }
    if let source = request.source {
      let addition = try PushedScreenEditor(
        sources: try pushedScreenSources(source, in: repository)
      )
      .adding(PushedScreen(feature: feature, source: source, button: request.button))
      plan.changed.merge(addition.changedFiles) { $1 }
      // The scenarios that end on the source's list show its toolbar: played again.
      for path in repository.files(under: RepositoryLayout.scenarios, endingIn: ".scenario") {
        let text = try repository.read(path)
        guard text.contains(addition.toolbarBefore) else { continue }
        plan.scenariosToRecord.append(
          (
            path, try Scenario.preview(of: text, path: path),
            "its ending shows \(source.name)'s toolbar"
          ))
      }
    }
    return plan
  }

  /// The Swift a screen pushed from `source` changes: AppFeature's sources, the source package's
  /// sources and tests, and its preview's.
  private static func pushedScreenSources(
    _ source: FeatureName, in repository: Repository
  ) throws(ScaffoldError) -> PushedScreenSources {
    let package = "\(RepositoryLayout.packages)/\(source.module)"
    guard repository.exists(package) else {
      throw .refused("there is no \(package) for --from \(source.name).")
    }
    return PushedScreenSources(
      app: try repository.swiftSources(under: "\(RepositoryLayout.app)/Sources"),
      source: try repository.swiftSources(under: "\(package)/Sources"),
      sourceTests: try repository.swiftSources(under: "\(package)/Tests"),
      preview: try repository.swiftSources(
        under: "\(RepositoryLayout.previewRunner)/Sources/\(source.preview)"))
  }
}

extension Unicode.Scalar {
  fileprivate var isASCIIAlphanumeric: Bool {
    ("a"..."z").contains(self) || ("A"..."Z").contains(self) || ("0"..."9").contains(self)
  }
}

/// The feature's files from Scripts/FeatureTemplate.
///
/// Each folder there mirrors where its files go: `Package/` into the new package, `Preview/`
/// into its preview executable's folder, `App/` into AppFeature, `Tab/` into AppFeature with
/// `--tab` and `Screen/` into AppFeature with `--from` (a file there takes the place of `App/`'s
/// at the same path). With `--store`, a file under `Store/<folder>/` takes the place of the one at
/// the same path under `<folder>/`. In paths and text, `__Name__` is the name (Stats), `__lower__`
/// the tab's or destination's case (stats), `__kebab__` the preview's name and URL component
/// (stats), `__Title__` the tab's title, `__Button__` the button that pushes the screen,
/// `__Source__` and `__sourceLower__` the feature it is pushed from (Inventory, inventory),
/// `__layerRulesPackage__` the layering plugin's package and `__modelArguments__` what the model
/// is built with in the app (the app's store, with `--store`).
enum Templates {
  static func instantiate(
    _ request: FeatureRequest, in repository: Repository
  ) throws(ScaffoldError) -> [String: String] {
    let feature = request.feature
    var folders = [
      ("Package", "\(RepositoryLayout.packages)/\(feature.module)"),
      ("Preview", "\(RepositoryLayout.previewRunner)/Sources/\(feature.preview)"),
      ("App", RepositoryLayout.app),
    ]
    if request.tabTitle != nil { folders.append(("Tab", RepositoryLayout.app)) }
    if request.source != nil { folders.append(("Screen", RepositoryLayout.app)) }
    let substitutions = [
      ("__Name__", feature.name), ("__lower__", feature.lower), ("__kebab__", feature.kebab),
      ("__Title__", request.tabTitle ?? feature.name), ("__Button__", request.button),
      ("__Source__", request.source?.name ?? ""), ("__sourceLower__", request.source?.lower ?? ""),
      ("__layerRulesPackage__", RepositoryLayout.layerRulesPackage),
      ("__modelArguments__", request.readsStore ? "apiClient: app.apiClient" : ""),
    ]
    func substitute(_ text: String) -> String {
      substitutions.reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }
    var files: [String: String] = [:]
    for (folder, destination) in folders {
      let base = "\(RepositoryLayout.templates)/\(folder)"
      let store = "\(RepositoryLayout.templates)/Store/\(folder)"
      var templates: [String: String] = [:]
      for path in repository.files(under: base, endingIn: ".template") {
        templates[String(path.dropFirst(base.count))] = path
      }
      if request.readsStore {
        for path in repository.files(under: store, endingIn: ".template") {
          templates[String(path.dropFirst(store.count))] = path
        }
      }
      guard !templates.isEmpty else {
        throw .structureNotFound(file: base, lookingFor: "template files (*.template)")
      }
      for (relative, template) in templates {
        let path = destination + substitute(String(relative.dropLast(".template".count)))
        files[path] = substitute(try repository.read(template))
      }
    }
    return files
  }
}

/// The layering configuration, edited as text: a line for the package before the app's, so the
/// file keeps its layout.
enum Layers {
  static func adding(
    _ package: String, layer: String, before app: String, to text: String, path: String
  ) throws(ScaffoldError) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let appLine = lines.firstIndex(where: { $0.contains("\"\(app)\":") }) else {
      throw .structureNotFound(
        file: path, lookingFor: "the entry \"\(app)\": { … } in \"packages\"")
    }
    let indentation = String(lines[appLine].prefix { $0 == " " })
    lines.insert("\(indentation)\"\(package)\": { \"layer\": \"\(layer)\" },", at: appLine)
    let result = lines.joined(separator: "\n")
    guard (try? JSONSerialization.jsonObject(with: Data(result.utf8))) != nil else {
      throw .unparsableResult(file: path)
    }
    return result
  }
}

/// The preview runner's README: its tables of previews get the new one's row.
enum PreviewReadme {
  static func adding(_ request: FeatureRequest, to text: String) -> String {
    let feature = request.feature
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // The table of executables: a row before the app's.
    if let app = lines.firstIndex(where: { $0.hasPrefix("| `\(RepositoryLayout.appPreview)`") }) {
      let dependencies = request.readsStore ? "\(feature.module), ApiClient" : feature.module
      lines.insert(
        "| `\(feature.preview)` | \(feature.name) on its own | \(dependencies) | "
          + "`Scripts/preview \(feature.kebab)` |", at: app)
    }
    // The table of the fragments feature previews take: a row at its end.
    if let header = lines.firstIndex(where: { $0.hasPrefix("| preview | fragment") }) {
      var end = header
      while end + 1 < lines.count, lines[end + 1].hasPrefix("|") { end += 1 }
      lines.insert(
        "| \(feature.preview) | \(feature.module)'s `\(feature.name)Route` | `about` |", at: end + 1
      )
    }
    return lines.joined(separator: "\n")
  }
}
