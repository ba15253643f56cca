import InventoryFeature
import ItemFeature
import Models
import NavigationState

extension AppModel {
  /// A screen pushed onto the inventory tab's stack, declared once for both its forms: live, on
  /// its models (``AppModel/path``), and saved, on their states (``AppState/path``).
  public enum Path<Editor, Screen> {
    /// A stored item, edited on a draft copy.
    case edit(Editor)
    /// A feature's screen, opened by this destination (``InventoryDestination/screen``).
    case feature(InventoryDestination, Screen)

    /// The editor the screen shows, if it is the item's editor.
    public var editor: Editor? {
      if case .edit(let editor) = self { editor } else { nil }
    }

    /// The same screen holding what `editor` or `screen` makes of what it holds.
    public func map<OtherEditor, OtherScreen>(
      editor: (Editor) -> OtherEditor, screen: (InventoryDestination, Screen) -> OtherScreen
    ) -> Path<OtherEditor, OtherScreen> {
      switch self {
      case .edit(let state): .edit(editor(state))
      case .feature(let opener, let state): .feature(opener, screen(opener, state))
      }
    }
  }

  /// A modal over the inventory tab; live and saved as ``Path`` is.
  public enum Destination<Editor> {
    /// The Add sheet: the form on a new draft.
    case add(Editor)
    /// The Duplicate popover: the form on a copy, with a new id, of the stored item with this id.
    case duplicate(Editor, of: Item.ID)

    /// The editor the presentation shows.
    public var editor: Editor {
      switch self {
      case .add(let editor), .duplicate(let editor, _): editor
      }
    }

    /// Whether this is the Duplicate popover rather than the Add sheet.
    public var isDuplicate: Bool { if case .duplicate = self { true } else { false } }

    /// The same presentation holding `transform(editor)`.
    public func map<Other>(_ transform: (Editor) -> Other) -> Destination<Other> {
      switch self {
      case .add(let editor): .add(transform(editor))
      case .duplicate(let editor, let source): .duplicate(transform(editor), of: source)
      }
    }
  }
}

extension AppModel.Path: Equatable where Editor: Equatable, Screen: Equatable {}
extension AppModel.Path: Hashable where Editor: Hashable, Screen: Hashable {}
extension AppModel.Path: Codable where Editor: Codable, Screen: Codable {}
extension AppModel.Path: Sendable where Editor: Sendable, Screen: Sendable {}
extension AppModel.Destination: Equatable where Editor: Equatable {}
extension AppModel.Destination: Hashable where Editor: Hashable {}
extension AppModel.Destination: Codable where Editor: Codable {}
extension AppModel.Destination: Sendable where Editor: Sendable {}

// MARK: The live form of the saved form

extension AppModel {
  /// The screen `saved` describes, on a new model.
  func live(_ saved: Path<ItemEditorModel.State, SavedPart?>) -> Path<
    ItemEditorModel, any FeatureScreen
  > {
    saved.map(
      editor: { makeEditor($0, purpose: .edit) },
      screen: { opener, state in
        // `fitted(_:)` refuses a saved screen that its destination does not open.
        let feature = opener.screen!.make(in: self)
        feature.restore(state)
        return feature
      })
  }

  /// The presentation `saved` describes, on a new editor.
  func live(_ saved: Destination<ItemEditorModel.State>) -> Destination<ItemEditorModel> {
    saved.map { makeEditor($0, purpose: saved.isDuplicate ? .duplicate : .add) }
  }
}

extension InventoryDestination {
  /// The feature whose screen this destination pushes over the list, or `nil` for a modal of the
  /// app's (``AppState/opening(_:form:)``): the one place such a screen is declared.
  public var screen: (any FeatureScreen.Type)? {
    switch self {
    case .add: nil
    }
  }
}
