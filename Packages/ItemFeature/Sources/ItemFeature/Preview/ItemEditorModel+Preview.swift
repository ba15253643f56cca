import Models
import NavigationState

extension ItemEditorModel {
  /// Named starting states for the preview runner (`ItemPreview --list-states`, `--state NAME`)
  /// and for tests, in the order they are listed, as data: build an editor with
  /// `ItemEditorModel(state, save:)`.
  public static let previewStates: [NamedState<State>] = [
    NamedState(
      "default", "The Keyboard sample opened for editing.", State(purpose: .edit, draft: .keyboard)),
    NamedState(
      "new", "A blank draft, as the Add sheet opens it; blank, so it cannot be saved.",
      State(purpose: .add, draft: .draft(id: Item.sampleID(100)))
    ),
    NamedState(
      "outOfStock", "The Phone sample, out of stock and on back order.",
      State(purpose: .edit, draft: .phone)
    ),
    NamedState(
      "colorPicker", "The Keyboard sample with the color picker open.",
      State(purpose: .edit, draft: .keyboard, form: .colorPicker)
    ),
    NamedState(
      "blankName", "The Keyboard sample with its name erased, so it cannot be saved.",
      State(purpose: .edit, draft: Item.keyboard.renamed(""))
    ),
    NamedState(
      "duplicate", "A copy of the Keyboard sample, confirmed with Add.",
      State(
        purpose: .duplicate(of: Item.keyboard.id),
        draft: Item.keyboard.duplicate(id: Item.sampleID(101)))
    ),
  ]
}

extension Item {
  fileprivate func renamed(_ name: String) -> Item {
    var item = self
    item.name = name
    return item
  }
}
