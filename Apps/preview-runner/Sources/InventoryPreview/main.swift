import ApiClient
import InventoryFeature
import Models
import PreviewMocks
import PreviewRunner
import TextUI

/// InventoryFeature alone: the list by name, the help sheet and the inventory's
/// alerts, on an in-memory store shaped by `--latency` and `--fail`. What the inventory asks its
/// parent to open (the item form, to add an item) is shown as a placeholder. The rows' own
/// fragments (`<id>/edit`, `…/delete`) belong to ItemRowFeature, which this preview does not
/// build.
enum InventoryPreview: PreviewDefinition {
  static let preview = Preview<NoPreviewOptions>(
    name: "InventoryPreview",
    abstract: "The inventory list (InventoryFeature) on its own, on an in-memory store.",
    states: InventoryModel.previewStates.map(PreviewState.init),
    urls: [
      "nav:///help", "add?name=Lamp&color=Blue&quantity=3", "add?outOfStock=true&backOrder=true",
    ],
    exampleSteps: [#"tap "Help""#, #"tap "Done""#, #"tap "Add""#],
    requests: [.load, .save, .delete],
    start: start
  )

  @MainActor
  static func start(_ launch: PreviewLaunch<NoPreviewOptions>) async throws -> PreviewSession {
    guard let make = InventoryModel.previewStates[named: launch.state] else {
      throw PreviewError.cannotStart("InventoryFeature has no preview state \(launch.state).")
    }
    let store = launch.kept.value("store") { ApiClient.preview() }
    let model = make(store.mocking(launch.mocks))
    let placeholders = launch.placeholders
    model.onDestination = { destination in
      placeholders.show("onDestination(.\(destination.summary))", value: destination)
    }

    if let route = try launch.readURL({ link throws(DeepLinkError) in
      let route = try InventoryRoute(parsing: &link)
      if case .item = route {
        throw link.error(expected: "\"help\" or \"add\" (an item's screens need ItemRowFeature)")
      }
      return route
    }) {
      model.open(route)
    }

    func url() -> String {
      let destination = placeholders.current?.value as? InventoryDestination
      return (destination?.route ?? model.route).url
    }
    return PreviewSession(url: url) {
      NavigationStack {
        InventoryView(model: model)
      }
    }
  }
}

extension InventoryDestination {
  /// The value in words. A new item's id is left out: it is random, and it says nothing.
  var summary: String {
    switch self {
    case .add(let item):
      "add(item: new, \"\(item.name)\", \(Item.Color.name(of: item.color)), \(item.status.summary))"
    }
  }
}

await InventoryPreview.main()
