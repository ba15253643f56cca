import ItemRowFeature
import Models
import PreviewRunner
import TextUI

/// ItemRowFeature alone: one row, its delete confirmation, and placeholders for what it asks
/// its parent for (the destinations edit and duplicate, and the confirmed delete).
enum ItemRowPreview: PreviewDefinition {
  static let preview = Preview<NoPreviewOptions>(
    name: "ItemRowPreview",
    abstract: "One inventory row (ItemRowFeature) on its own.",
    states: ItemRowModel.previewStates.map(PreviewState.init),
    urls: ["nav:///delete", "delete", "edit", "duplicate"],
    exampleSteps: [#"tap "Delete""#, #"tap "Cancel""#],
    start: start
  )

  @MainActor
  static func start(_ launch: PreviewLaunch<NoPreviewOptions>) throws -> PreviewSession {
    guard let start = ItemRowModel.previewStates[named: launch.state] else {
      throw PreviewError.cannotStart("ItemRowFeature has no preview state \(launch.state).")
    }
    let item = start.item
    let model = start.makeModel()
    let placeholders = launch.placeholders
    model.onDestination = { destination in
      placeholders.show(
        "onDestination(.\(destination.route.rawValue)(item: \(destination.item.id)))",
        value: destination)
    }
    model.onDeleteConfirmed = { placeholders.show("onDeleteConfirmed(\($0))", value: $0) }
    let route = try launch.readURL { link throws(DeepLinkError) -> ItemRowRoute? in
      link.path.isEmpty ? nil : try ItemRowRoute(parsing: &link)
    }
    switch route {
    case .delete: model.deleteButtonTapped(item)
    case .edit: model.rowTapped(item)
    case .duplicate: model.duplicateButtonTapped(item)
    // `nav:///` is the row with nothing over it, whatever the starting state showed: the URL
    // printed after a confirmed delete opens again where it was printed.
    case .some(nil): model.destination = nil
    case nil: break
    }

    func url() -> String {
      var link = DeepLink()
      let destination = placeholders.current?.value as? ItemRowDestination
      (destination?.route ?? model.route)?.print(into: &link)
      return link.description
    }
    return PreviewSession(url: url) {
      NavigationStack {
        ItemRowView(item: item, model: model)
          .itemRowDestination(model)
          .navigationTitle("Item row")
      }
    }
  }
}

await ItemRowPreview.main()
