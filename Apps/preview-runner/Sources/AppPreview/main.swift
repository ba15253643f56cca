import ApiClient
import ApiClientLive
import AppFeature
import ArgumentParser
import Foundation
import PreviewMocks
import PreviewRunner
import TextUI

/// The whole app, and its entry point: the only executable that links the live SQLite store,
/// which it injects into the app. It takes the whole `nav:///` grammar and, when run
/// interactively on a store, restores the navigation state the last session saved.
enum AppPreview: PreviewDefinition {
  struct Options: ParsableArguments, Sendable {
    @Option(
      help: ArgumentHelp(
        "The SQLite store (created with the sample items if missing); default: "
          + "$XDG_DATA_HOME/inventory/inventory.sqlite, else "
          + "~/.local/share/inventory/inventory.sqlite.",
        valueName: "path"))
    var store: String?

    @Flag(help: "Use mock data in memory (the sample items) instead of a store; nothing is saved.")
    var inMemory = false

    mutating func validate() throws {
      if inMemory, store != nil {
        throw ValidationError("Use either --store or --in-memory, not both.")
      }
    }
  }

  static let preview = Preview<Options>(
    name: "AppPreview",
    abstract: "The whole inventory app (AppFeature) on the SQLite store, or on mock data.",
    states: AppModel.Tab.allCases.map { PreviewState($0.rawValue, "The \($0.title) tab.") },
    urls: ["nav:///inventory/add/colorPicker"]
      + AppModel.Tab.allCases.map { AppState(selectedTab: $0).route.url } + [
        "nav:///inventory/help", "nav:///inventory/add?name=Lamp&color=Blue&quantity=3",
        "nav:///inventory/add?name=Lamp&outOfStock=true&backOrder=true",
        "nav:///inventory/00000000-0000-0000-0000-000000000001/edit",
        "nav:///inventory/00000000-0000-0000-0000-000000000001/edit/colorPicker",
        "nav:///inventory/00000000-0000-0000-0000-000000000002/delete",
        "nav:///inventory/00000000-0000-0000-0000-000000000003/duplicate/colorPicker",
      ],
    exampleSteps: [
      #"tab "Inventory""#, #"tap "Add""#, #"type "Name" "Lamp""#, #"tap "Save""#, "wait",
    ],
    examples: [
      "--in-memory --fail save --url 'nav:///inventory/add?name=Lamp' --steps 'tap \"Save\"' wait",
      "--store /tmp/inventory.sqlite",
    ],
    requests: [.load, .save, .delete],
    mockArguments: ["--in-memory"],
    start: start
  )

  @MainActor
  static func start(_ launch: PreviewLaunch<Options>) async throws -> PreviewSession {
    let options = launch.options
    let client: ApiClient
    var storePath: String?
    if launch.mode == .exploring {
      // An exploration opens a state's URL and saved form on the store that reached it.
      client = launch.kept.value("store") { ApiClient.preview() }
    } else if options.inMemory || launch.mode == .listing {
      client = .preview()
    } else {
      let path = options.store ?? ItemStore.defaultPath()
      do {
        client = .live(store: try ItemStore(path: path))
      } catch {
        throw PreviewError.cannotStart(error.localizedDescription)
      }
      storePath = path
    }
    let tab = AppModel.Tab(rawValue: launch.state) ?? .one
    let mocked = client.mocking(launch.mocks)
    let model = AppModel(
      selectedTab: tab, apiClient: mocked, makeID: launch.makeID)

    // Only a person's session on a store is remembered; every other run (scripted, line mode,
    // a link, a chosen state, mock data) starts fresh, so it gives the same frames every time.
    let remembers = launch.mode == .interactive && launch.url == nil && !launch.isStateChosen
    let savedState = remembers ? storePath.map(NavigationFile.init) : nil
    if let resumed = launch.resumed {
      // A `--watch` reload: back in the whole state the last build was in, drafts included.
      await model.loadInventory()
      do {
        try model.restore(from: resumed)
      } catch {
        FileHandle.standardError.write(Data("note: \(error.description)\n".utf8))
      }
    } else if let url = launch.url {
      await model.loadInventory()
      do {
        try model.open(url: url.contains(":") ? url : "nav:///" + url)
      } catch {
        throw PreviewError.badURL(url, reason: error.runnerReason)
      }
    } else if let savedState {
      await model.loadInventory()
      savedState.restore(into: model)
    }

    func url() -> String { model.url }
    func finish() throws { try savedState?.save(from: model) }
    func snapshot() throws -> Data { try model.navigationSnapshot() }
    return PreviewSession(url: url, snapshot: snapshot, finish: finish) {
      AppView(model: model)
    }
  }
}

/// Where the interactive app keeps its navigation state between sessions: beside its store, as
/// `<store>.navigation.json`, since the state names the store's items.
struct NavigationFile {
  let url: URL

  init(storePath: String) {
    url = URL(fileURLWithPath: storePath + ".navigation.json")
  }

  /// Restores the saved state, if there is one. A state that cannot be restored (unreadable,
  /// from a newer version, naming a deleted item) is reported on standard error and the app
  /// starts fresh; the file is replaced at the next save.
  @MainActor
  func restore(into model: AppModel) {
    guard let data = try? Data(contentsOf: url) else { return }
    do {
      try model.restore(from: data)
    } catch {
      FileHandle.standardError.write(Data("note: \(error.description) (\(url.path))\n".utf8))
    }
  }

  /// Saves the model's navigation state, drafts included.
  @MainActor
  func save(from model: AppModel) throws {
    do {
      try model.navigationSnapshot().write(to: url, options: .atomic)
    } catch {
      throw NavigationFileError(path: url.path, reason: error.localizedDescription)
    }
  }
}

/// The navigation state could not be saved; the next start begins fresh.
struct NavigationFileError: Error, CustomStringConvertible {
  var path: String
  var reason: String

  var description: String {
    "The navigation state could not be saved to \(path), so the next start begins fresh: "
      + reason
  }
}

extension AppRouteError {
  /// What was wrong, without the URL the runner's message already names. The runner loaded the
  /// inventory before opening the link, so an item it cannot check means the load failed.
  fileprivate var runnerReason: String {
    guard case .inventoryNotLoaded(let location) = problem else { return reason }
    return "The inventory could not load its items, so the item at \(location) cannot be found."
  }
}

await AppPreview.main()
