import ApiClient
import InventoryFeature
import Models
import PreviewMocks
import PreviewRunner
import TextUI

/// InventoryFeature alone: the list with its plain rows, the help sheet and the inventory's
/// alerts, on an in-memory store shaped by `--latency` and `--fail`. What the inventory asks its
/// parent to open (the item form, to add, edit or duplicate) is shown as a placeholder.
enum InventoryPreview: PreviewDefinition {
  static let preview = Preview<NoPreviewOptions>(
    name: "InventoryPreview",
    abstract: "The inventory list (InventoryFeature) on its own, on an in-memory store.",
    states: InventoryModel.previewStates.map(\.name),
    urls: [
      "nav:///help", "add?name=Lamp&color=Blue&quantity=3", "add?outOfStock=true&backOrder=true",
      "00000000-0000-0000-0000-000000000001/edit",
      "00000000-0000-0000-0000-000000000002/duplicate",
    ],
    exampleSteps: [#"tap "Help""#, #"tap "Done""#, #"tap "Add""#],
    makesRequests: true,
    start: start
  )

  /// Opened on an item, after the item's id: what the inventory itself can emit for it. The
  /// row's own fragment (`delete`) belongs to ItemRowFeature, which this preview does not build.
  enum ItemAction: String {
    case edit
    case duplicate
  }

  @MainActor
  static func start(_ launch: PreviewLaunch<NoPreviewOptions>) async throws -> PreviewSession {
    guard let state = InventoryModel.previewStates.first(where: { $0.name == launch.state })
    else {
      throw PreviewError.cannotStart("InventoryFeature has no preview state \(launch.state).")
    }
    let model = state.make(ApiClient.preview().mocking(launch.mocks))
    let placeholders = launch.placeholders
    model.onDestination = { destination in
      placeholders.show(destination.summary, value: destination)
    }

    let route = try launch.readURL { link throws(DeepLinkError) in
      let route = try InventoryRoute.parse(&link)
      guard case .item = route else { return (route, nil as ItemAction?) }
      guard let component = link.path.first, let action = ItemAction(rawValue: component) else {
        throw link.error(
          expected: "\"edit\" or \"duplicate\" (the row's \"delete\" needs ItemRowFeature)")
      }
      _ = link.popFirst()
      return (route, action)
    }
    if let (route, action) = route {
      if case .item = route, model.loadState == .loading {
        await model.load()
      }
      do {
        let item = try model.open(route)
        switch (action, item) {
        case (.edit?, let item?):
          model.itemSelected(id: item.id)
        case (.duplicate?, let item?):
          model.duplicate(id: item.id)
        default:
          break
        }
      } catch {
        throw PreviewError.badURL(launch.url ?? "", reason: "\(error.localizedDescription)")
      }
    }

    func url() -> String {
      var link = DeepLink()
      if let destination = placeholders.current?.value as? InventoryDestination {
        destination.print(into: &link)
      } else {
        model.route.print(to: &link)
      }
      return link.description
    }
    return PreviewSession(url: url) {
      NavigationStack {
        InventoryView(model: model)
      }
    }
  }
}

extension InventoryDestination {
  /// The URL of the state in which the inventory has emitted this destination.
  func print(into link: inout DeepLink) {
    switch self {
    case .add(let item):
      InventoryRoute.add(InventoryRoute.Draft(item)).print(to: &link)
    case .edit(let item):
      InventoryRoute.item(item.id).print(to: &link)
      link.path.append(InventoryPreview.ItemAction.edit.rawValue)
    case .duplicate(_, let original):
      InventoryRoute.item(original).print(to: &link)
      link.path.append(InventoryPreview.ItemAction.duplicate.rawValue)
    }
  }

  /// The value in words. A new item's id is left out: it is random, and it says nothing.
  var summary: String {
    switch self {
    case .add(let item): "add(item: new, \(item.fields))"
    case .edit(let item): "edit(item: \(item.id), \(item.fields))"
    case .duplicate(let item, let original):
      "duplicate(item: new, \(item.fields), of: \(original))"
    }
  }
}

extension Item {
  fileprivate var fields: String {
    let status =
      switch status {
      case .inStock(let quantity): "in stock: \(quantity)"
      case .outOfStock(let isOnBackOrder): isOnBackOrder ? "on back order" : "out of stock"
      }
    return "\"\(name)\", \(color?.name ?? "no color"), \(status)"
  }
}

await InventoryPreview.main()
