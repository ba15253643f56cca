import Models

extension ItemEditorModel {
  /// Named starting states for the preview runner (`ItemPreview --list-states`, `--state NAME`)
  /// and for tests, in the order they are listed, as data: build an editor with
  /// `ItemEditorModel(state, save:)`.
  ///
  /// - `default`: the Keyboard sample opened for editing.
  /// - `new`: a blank draft, as the Add sheet opens it (its name is blank, so it cannot be saved).
  /// - `outOfStock`: the Phone sample, out of stock and on back order.
  /// - `colorPicker`: the Keyboard sample with the color picker open.
  /// - `blankName`: the Keyboard sample with its name erased, so it cannot be saved.
  /// - `duplicate`: a copy of the Keyboard sample, confirmed with Add.
  public static let previewStates: [(name: String, state: State)] = [
    ("default", State(purpose: .edit, draft: .keyboard)),
    ("new", State(purpose: .add, draft: .draft(id: Item.sampleID(100)))),
    ("outOfStock", State(purpose: .edit, draft: .phone)),
    ("colorPicker", State(purpose: .edit, draft: .keyboard, form: .colorPicker)),
    ("blankName", State(purpose: .edit, draft: Item.keyboard.renamed(""))),
    (
      "duplicate",
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
