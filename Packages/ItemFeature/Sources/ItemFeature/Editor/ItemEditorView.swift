import TextUI

/// The item form under the editor's bar: Cancel in place of the back button, the confirming
/// button (disabled while the name is blank, the form saying why, and while saving), progress
/// while the save runs, and the alert of a failed save.
///
/// Place it in a `NavigationStack` (a sheet or popover of its own, or a pushed screen), so the
/// color picker can drill down.
public struct ItemEditorView: View {
  @Bindable var model: ItemEditorModel

  /// Shows `model`.
  public init(model: ItemEditorModel) {
    self.model = model
  }

  public var body: some View {
    ItemFormView(model: model.form)
      .disabled(model.isSaving)
      .navigationTitle(model.title)
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { model.cancelButtonTapped() }
        }
        if model.isSaving {
          ToolbarItem(placement: .secondaryAction) {
            ProgressView("Saving…")
          }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button(model.confirmLabel) { await model.confirmButtonTapped() }
            .disabled(!model.canConfirm)
        }
      }
      .alert($model.alert) { action in
        await model.alertButtonTapped(action)
      }
  }
}
