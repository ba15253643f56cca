import ItemFeature
import TextUI

/// ItemFeature's form under the presenter's bar: Cancel in place of the back button, the
/// confirming button (disabled while the name is blank, the form saying why, and while saving),
/// progress while the save runs, and the alert of a failed save.
struct ItemEditorView: View {
  @Bindable var model: ItemEditorModel

  var body: some View {
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
