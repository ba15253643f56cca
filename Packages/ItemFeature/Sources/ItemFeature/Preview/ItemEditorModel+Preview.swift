import Models
import NavigationState

extension ItemEditorModel {
  /// Where a preview or a test starts an editor, as plain data: why it is open, and its state.
  public struct Start: Hashable, Sendable {
    /// Why the form is open.
    public var purpose: Purpose
    /// The draft and where the form is.
    public var state: State

    /// An editor open for `purpose` on `draft`, showing `form`.
    public init(_ purpose: Purpose, draft: Item, form: ItemFormRoute = .form) {
      self.purpose = purpose
      self.state = State(draft: draft, form: form)
    }
  }

  /// Named starting states for the preview runner (`ItemPreview --list-states`, `--state NAME`)
  /// and for tests, in the order they are listed, as data: build an editor with
  /// `ItemEditorModel(start.state, purpose: start.purpose, save:)`.
  public static let previewStates: [NamedState<Start>] = [
    NamedState(
      "default", "The Keyboard sample opened for editing.", Start(.edit, draft: .keyboard)),
    NamedState(
      "new", "A blank draft, as the Add sheet opens it; blank, so it cannot be saved.",
      Start(.add, draft: .draft(id: Item.sampleID(100)))
    ),
    NamedState(
      "outOfStock", "The Phone sample, out of stock and on back order.", Start(.edit, draft: .phone)
    ),
    NamedState(
      "colorPicker", "The Keyboard sample with the color picker open.",
      Start(.edit, draft: .keyboard, form: .colorPicker)
    ),
    NamedState(
      "blankName", "The Keyboard sample with its name erased, so it cannot be saved.",
      Start(.edit, draft: Item.keyboard.renamed(""))
    ),
    NamedState(
      "duplicate", "A copy of the Keyboard sample, confirmed with Add.",
      Start(.duplicate, draft: Item.keyboard.duplicate(id: Item.sampleID(101)))
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
