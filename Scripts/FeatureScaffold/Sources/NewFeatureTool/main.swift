import ArgumentParser
import FeatureScaffold
import Foundation

/// `Scripts/new-feature`: a feature package, its preview and the app's side, from
/// Scripts/FeatureTemplate, with AppFeature's Swift edited where its structure says.
struct NewFeature: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "Scripts/new-feature",
    abstract: "Create a feature package, its preview and its place in the app.",
    discussion: """
      Creates Packages/<NAME>Feature (model, view, destination, route, preview states, tests, \
      README, a manifest like its siblings'), its preview Apps/preview-runner/Sources/\
      <NAME>Preview (`Scripts/preview <name>`), AppFeature's interpretation of its destination \
      (App/AppModel+<NAME>.swift) and its test, and adds the package to layers.json, \
      AppFeature's and the preview runner's manifests and the preview runner's README; then it \
      redraws the README's dependency diagram and the app's navigation map.

      --tab adds a tab showing the feature where AppFeature declares its tabs: a case of the \
      enum named Tab (its order is the tab bar's) and its arm in the enum's content, \
      .feature(TITLE, <NAME>Model.self); the feature's conformance to FeatureScreen \
      (Tabs/<NAME>Model+Tab.swift: how the app builds, saves and links to it) and its tests \
      come from the template. It says what it looked for, and where, when the declaration is \
      not there. Scenarios whose final frame shows the tab bar get the new bar (those whose \
      bar cannot be derived are played again, and named), and the README's pictures of the \
      app are taken again (Scripts/catalog-check --screenshots, in headless Chromium).

      --from Inventory makes the feature a screen pushed over the inventory list by a new \
      button in the list's toolbar (titled --button, by default the name in words: LowStock \
      gives "Low stock"). In InventoryFeature: a case of InventoryDestination and of \
      InventoryRoute (its URL component is the name in kebab case, \
      nav:///inventory/low-stock), their arms, InventoryModel.lowStockButtonTapped() and the \
      ToolbarItem; in AppFeature, the destination's arm in InventoryDestination.screen; the \
      feature's conformance to FeatureScreen (Screens/<NAME>Model+Screen.swift) and its tests \
      from the template, where Done pops the screen. The inventory's view tests get the bar \
      with the new button, the scenarios that show the toolbar are played again, and the \
      README's pictures are taken again. Only a feature whose destinations AppFeature pushes \
      screens for (a `screen` of its destination) can be FEATURE: Inventory.

      --store makes a feature that reads the store, as InventoryFeature does: built on the \
      app's ApiClient, loading on .task (with Retry on failure), its preview on PreviewMocks \
      (--fail load, --load-latency).

      Everything is written to a scratch folder and formatted there first: a refusal or a \
      failure changes nothing. Afterwards Scripts/test passes with no hand step.

      Examples:
        Scripts/new-feature Stats && Scripts/preview stats
        Scripts/new-feature Stats --store --tab Stats --after inventory
        Scripts/preview app --url stats
        Scripts/new-feature LowStock --store --from Inventory
        Scripts/preview app --url inventory/low-stock
      """)

  @Argument(
    help: "An UpperCamelCase name; a trailing \"Feature\" is dropped (Stats → StatsFeature).")
  var name: String

  @Option(
    help: ArgumentHelp(
      "Show the feature in a new tab titled TITLE (letters, digits, spaces).", valueName: "TITLE"))
  var tab: String?

  @Option(
    help: ArgumentHelp(
      "With --tab: put the tab after this one (a case of AppModel.Tab, e.g. inventory); default: last.",
      valueName: "TAB"))
  var after: String?

  @Flag(help: "Make a feature that reads the store: the app hands it its ApiClient.")
  var store = false

  @Option(
    help: ArgumentHelp(
      "Push the feature's screen over this feature's list, from a new button in its toolbar.",
      valueName: "FEATURE"))
  var from: String?

  @Option(
    help: ArgumentHelp(
      "With --from: the button's title (letters, digits, spaces); default: the name in words.",
      valueName: "TITLE"))
  var button: String?

  func run() throws {
    let root =
      ProcessInfo.processInfo.environment["NEW_FEATURE_ROOT"]
      ?? FileManager.default.currentDirectoryPath
    let repository = Repository(root: URL(filePath: root))
    do {
      let request = FeatureRequest(
        feature: try FeatureName(name), tabTitle: tab, after: after, readsStore: store,
        source: try from.map { source throws(ScaffoldError) in
          do throws(ScaffoldError) { return try FeatureName(source) } catch {
            throw .refused("--from '\(source)' is not a feature's name: give one like Inventory.")
          }
        },
        buttonTitle: button)
      let plan = try Scaffold.plan(request, in: repository)
      try plan.write(to: repository)
      let recorded = try record(plan.scenariosToRecord, root: root)
      let redrawn = redrawDerivedDocuments(
        root: root, retakesPictures: request.tabTitle != nil || request.source != nil)
      report(plan, request, redrawn: recorded.union(redrawn))
    } catch let error as ScaffoldError {
      fail(error.description)
    }
  }

  /// What it made, and what to run next. `redrawn` are the scenarios and derived documents whose
  /// text changed when they were played or drawn again, listed with the files the plan changed.
  private func report(_ plan: ScaffoldPlan, _ request: FeatureRequest, redrawn: Set<String>) {
    let feature = request.feature
    print("Created:")
    for path in plan.created.keys.sorted() { print("  \(path)") }
    print("Changed:")
    for path in Set(plan.changed.keys).union(redrawn).sorted() { print("  \(path)") }
    if let tabs = plan.tabs {
      print("The tabs are now: \(tabs.map(\.title).joined(separator: ", "))")
    }
    let package = "\(RepositoryLayout.packages)/\(feature.module)"
    print(
      """

      Next:
        Scripts/preview \(feature.kebab)\(store ? " --fail load" : "")
      """)
    if request.tabTitle != nil {
      print("  Scripts/preview app --url \(feature.lower)")
    }
    if let source = request.source {
      print("  Scripts/preview app --url \(source.lower)/\(feature.kebab)")
    }
    print(
      """
        Scripts/test --affected main --skip-checks
          builds and tests what the feature changed and everything that depends on it:
          \(package), \(RepositoryLayout.app) and \(RepositoryLayout.previewRunner) (its
          scenarios, and the navigation map in \(RepositoryLayout.previewReadme)) among them
        Scripts/test
          everything, the repository checks included (the README's diagram among them)
      After a change to the feature: `\(RepositoryLayout.preview) app --explore --write-map \
      \(RepositoryLayout.previewReadme)` redraws the app's navigation map, and \
      `\(RepositoryLayout.dependencyGraph) --write-readme` the README's dependency diagram; \
      Scripts/test says when either is stale.
      """)
  }

  /// Redraws the documents derived from the code, which now show the new feature: the README's
  /// dependency diagram, the preview runner's navigation map and, with a new tab or toolbar
  /// button, the README's pictures. Returns the paths of the files whose contents changed.
  private func redrawDerivedDocuments(root: String, retakesPictures: Bool) -> Set<String> {
    var changed: Set<String> = []
    for document in RepositoryLayout.derivedDocuments(
      root: root, retakesPictures: retakesPictures)
    {
      let before = contents(of: document.path, root: root)
      redraw(document.what, document.command, document.arguments, root: root)
      let after = contents(of: document.path, root: root)
      changed.formUnion(Set(before.keys).union(after.keys).filter { before[$0] != after[$0] })
    }
    return changed
  }

  /// The file at `path`, or each file in the folder at `path`, by path from `root`.
  private func contents(of path: String, root: String) -> [String: Data] {
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    let paths =
      manager.fileExists(atPath: "\(root)/\(path)", isDirectory: &isFolder) && isFolder.boolValue
      ? (manager.subpaths(atPath: "\(root)/\(path)") ?? []).map { "\(path)/\($0)" } : [path]
    var contents: [String: Data] = [:]
    for path in paths {
      contents[path] = manager.contents(atPath: "\(root)/\(path)")
    }
    return contents
  }

  private func redraw(_ what: String, _ tool: String, _ arguments: [String], root: String) {
    let command = ([tool] + arguments).joined(separator: " ")
    print("Redrawing \(what): \(command)")
    let process = Process()
    process.executableURL = URL(filePath: "\(root)/\(tool)")
    process.arguments = arguments
    process.currentDirectoryURL = URL(filePath: root)
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    do {
      try process.run()
      process.waitUntilExit()
    } catch {
      fail("cannot run \(command): \(error.localizedDescription). The feature is in place; run it.")
    }
    guard process.terminationStatus == 0 else {
      fail("\(command) failed (above). The feature is in place; fix that and run it again.")
    }
  }

  /// Plays again each scenario whose ending could not be derived, writing how it ends now.
  /// Returns the paths of those whose text changed.
  private func record(
    _ scenarios: [(path: String, preview: String, reason: String)], root: String
  ) throws -> Set<String> {
    var changed: Set<String> = []
    for (path, preview, reason) in scenarios {
      let before = contents(of: path, root: root)
      let arguments = [preview, "--scenario", path, "--record"]
      let command = ([RepositoryLayout.preview] + arguments).joined(separator: " ")
      print("Re-recording \(path) (\(reason)): \(command)")
      let process = Process()
      process.executableURL = URL(filePath: "\(root)/\(RepositoryLayout.preview)")
      process.arguments = arguments
      process.currentDirectoryURL = URL(filePath: root)
      process.standardInput = FileHandle.nullDevice
      // The frames of the whole play; what it recorded, and any error, go to standard error.
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        fail(
          "re-recording \(path) failed; the feature is in place. Run `\(command)`, and review "
            + "its diff.")
      }
      if contents(of: path, root: root) != before { changed.insert(path) }
    }
    return changed
  }
}

/// Prints `message` as an error and exits with status 1.
func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("error: \(message)\n".utf8))
  NewFeature.exit(withError: ExitCode.failure)
}

NewFeature.main()
