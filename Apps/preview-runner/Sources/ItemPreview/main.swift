import ItemFeature
import Models
import PreviewRunner
import TextUI

/// ItemFeature alone: the item form and its color picker, in a navigation stack as a presenter
/// would show it (the presenter's Cancel and Save are the app's, so they are not here).
enum ItemPreview: PreviewDefinition {
  static let preview = Preview<NoPreviewOptions>(
    name: "ItemPreview",
    abstract: "The item form and its color picker (ItemFeature) on their own.",
    states: ItemFormModel.previewStates.map(\.name),
    urls: ["nav:///colorPicker", "colorPicker", "nav:///"],
    exampleSteps: [#"tap "Color""#, #"tap "Blue""#, #"tap "Mark as sold out""#],
    start: start
  )

  @MainActor
  static func start(_ launch: PreviewLaunch<NoPreviewOptions>) throws -> PreviewSession {
    guard let state = ItemFormModel.previewStates.first(where: { $0.name == launch.state }) else {
      throw PreviewError.cannotStart("ItemFeature has no preview state \(launch.state).")
    }
    let model = state.make()
    if let route = try launch.readURL({ link throws(DeepLinkError) in
      try ItemFormRoute(parsing: &link)
    }) {
      model.apply(route)
    }

    func url() -> String {
      var link = DeepLink()
      model.route.print(into: &link)
      return link.description
    }
    return PreviewSession(url: url) {
      NavigationStack {
        ItemFormView(model: model)
          .navigationTitle("Item")
      }
    }
  }
}

await ItemPreview.main()
