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

      --tab adds a tab showing the feature. The scaffold parses AppFeature's sources and adds \
      the tab where each is stated: the case of the enum named Tab (its order is the tab bar's) \
      and its title; AppModel's property, creation and onDestination wiring; the arm in the \
      View's content(of:); AppRoute's case, tab, parsing and printing; AppState's property, \
      initialiser and route; AppModel's state, restore(_:) and state(for:). It says what it \
      looked for, and where, when a place is not there. Scenarios whose final frame shows the \
      tab bar get the new bar (those whose bar cannot be derived are played again, and named).

      --store makes a feature that reads the store, as InventoryFeature does: built on the \
      app's ApiClient, loading on .task (with Retry on failure), its preview on PreviewMocks \
      (--fail load, --latency).

      Everything is written to a scratch folder and formatted there first: a refusal or a \
      failure changes nothing. Afterwards Scripts/test passes with no hand step.

      Examples:
        Scripts/new-feature Stats && Scripts/preview stats
        Scripts/new-feature Stats --store --tab Stats --after inventory
        Scripts/preview app --url stats
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

  func run() throws {
    let root =
      ProcessInfo.processInfo.environment["NEW_FEATURE_ROOT"]
      ?? FileManager.default.currentDirectoryPath
    let repository = Repository(root: URL(filePath: root))
    do {
      let request = FeatureRequest(
        feature: try FeatureName(name), tabTitle: tab, after: after, readsStore: store)
      let plan = try Scaffold.plan(request, in: repository)
      try plan.write(to: repository)
      report(plan, request)
      redrawDerivedDocuments(root: root)
      try record(plan.scenariosToRecord, root: root)
    } catch let error as ScaffoldError {
      fail(error.description)
    }
  }

  private func report(_ plan: ScaffoldPlan, _ request: FeatureRequest) {
    let feature = request.feature
    print("Created:")
    for path in plan.created.keys.sorted() { print("  \(path)") }
    print("Changed:")
    for path in plan.changed.keys.sorted() { print("  \(path)") }
    if let tabs = plan.tabs {
      print("The tabs are now: \(tabs.map(\.title).joined(separator: ", "))")
    }
    print(
      """

      Next:
        Scripts/preview \(feature.kebab)\(store ? " --fail load" : "")
        swift test --package-path \(RepositoryLayout.packages)/\(feature.module)
        swift test --package-path \(RepositoryLayout.app)
      """)
    if request.tabTitle != nil {
      print("  Scripts/preview app --url \(feature.lower)")
    }
  }

  /// Redraws the documents derived from the code, which now show the new feature: the README's
  /// dependency diagram and the preview runner's navigation map.
  private func redrawDerivedDocuments(root: String) {
    for document in RepositoryLayout.derivedDocuments(root: root) {
      redraw(document.what, document.command, document.arguments, root: root)
    }
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

  /// Plays again each scenario whose tab bar could not be derived, writing how it ends now.
  private func record(_ scenarios: [(path: String, reason: String)], root: String) throws {
    for (path, reason) in scenarios {
      print(
        "Re-recording \(path) (\(reason)): \(RepositoryLayout.preview) app --scenario \(path) --record"
      )
      let process = Process()
      process.executableURL = URL(filePath: "\(root)/\(RepositoryLayout.preview)")
      process.arguments = ["app", "--scenario", path, "--record"]
      process.currentDirectoryURL = URL(filePath: root)
      process.standardInput = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        fail(
          "re-recording \(path) failed; the feature is in place. Run "
            + "`Scripts/preview app --scenario \(path) --record`, and review its diff.")
      }
    }
  }
}

/// Prints `message` as an error and exits with status 1.
func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("error: \(message)\n".utf8))
  NewFeature.exit(withError: ExitCode.failure)
}

NewFeature.main()
