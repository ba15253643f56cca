import ItemFeature
import Models
import PreviewRunner
import TextUI

/// ItemFeature alone: the item editor (the form, its color picker, Cancel and Save with progress
/// and the failure alert) in a navigation stack, saving through the runner's mocks (`--latency`,
/// `--fail save`). What it asks its presenter for (to be closed, after Cancel or once the save
/// returned) is shown as a placeholder.
enum ItemPreview: PreviewDefinition {
  static let preview = Preview<NoPreviewOptions>(
    name: "ItemPreview",
    abstract: "The item editor and its color picker (ItemFeature) on their own.",
    states: ItemEditorModel.previewStates.map(PreviewState.init),
    urls: ["nav:///colorPicker", "colorPicker", "nav:///"],
    exampleSteps: [#"tap "Color""#, #"tap "Blue""#, #"tap "Mark as sold out""#],
    examples: ["--latency 1 --steps 'tap \"Save\"'", "--fail save --steps 'tap \"Save\"' wait"],
    requests: [.save],
    start: start
  )

  @MainActor
  static func start(_ launch: PreviewLaunch<NoPreviewOptions>) throws -> PreviewSession {
    guard let start = ItemEditorModel.previewStates[named: launch.state] else {
      throw PreviewError.cannotStart("ItemFeature has no preview state \(launch.state).")
    }
    let mocks = launch.mocks
    let placeholders = launch.placeholders
    // The save only stores; once it returns, the editor asks to be closed.
    let editor = ItemEditorModel(start.state, purpose: start.purpose) { _ in
      try await mocks.save()
    }
    editor.onDismiss = { placeholders.show("onDismiss()", value: editor.state) }
    if let route = try launch.readURL({ link throws(DeepLinkError) in
      try ItemFormRoute(parsing: &link)
    }) {
      editor.form.apply(route)
    }

    func url() -> String {
      editor.form.route.url
    }
    return PreviewSession(url: url) {
      NavigationStack {
        ItemEditorView(model: editor)
      }
    }
  }
}

await ItemPreview.main()
