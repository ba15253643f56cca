import ApiClient
import AppFeature
import Foundation
import PreviewMocks
import PreviewRunner
import TextUI

/// The whole app on mock data, like every other preview: the sample items in memory, shaped by
/// `--latency` and `--fail`, nothing saved. It takes the whole `nav:///` grammar. The app itself,
/// on its SQLite store, is `Apps/inventory`.
enum AppPreview: PreviewDefinition {
  static let preview = Preview<NoPreviewOptions>(
    name: "AppPreview",
    abstract: "The whole inventory app (AppFeature) on mock data in memory.",
    states: AppModel.Tab.allCases.map { PreviewState($0.rawValue, "The \($0.title) tab.") },
    urls: ["nav:///inventory/add/colorPicker"]
      + AppModel.Tab.allCases.map { AppState(selectedTab: $0).url } + [
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
      "--fail save --url 'nav:///inventory/add?name=Lamp' --steps 'tap \"Save\"' wait",
      "--latency 2 --url 'nav:///inventory/00000000-0000-0000-0000-000000000001/edit'",
    ],
    requests: [.load, .save, .delete],
    start: start
  )

  @MainActor
  static func start(_ launch: PreviewLaunch<NoPreviewOptions>) async throws -> PreviewSession {
    // An exploration opens a state's URL and saved form on the store that reached it.
    let store = launch.kept.value("store") { ApiClient.preview() }
    let model = AppModel(
      selectedTab: AppModel.Tab(rawValue: launch.state) ?? .one,
      apiClient: store.mocking(launch.mocks), makeID: launch.makeID)

    if let resumed = launch.resumed {
      // A `--watch` reload: back in the whole state the last build was in, drafts included. The
      // mock data started again from the samples, so a screen of an item added since is left
      // out, with a note.
      for note in await model.restore(from: resumed) {
        FileHandle.standardError.write(Data("note: \(note.description.visibleOnTerminal())\n".utf8))
      }
    } else if let url = launch.url {
      do {
        try await model.open(url: url.contains(":") ? url : "nav:///" + url)
      } catch {
        throw PreviewError.badURL(url, reason: error.reason)
      }
    }

    func url() -> String { model.url }
    func snapshot() throws -> Data { try model.navigationSnapshot() }
    return PreviewSession(url: url, snapshot: snapshot) {
      AppView(model: model)
    }
  }
}

await AppPreview.main()
