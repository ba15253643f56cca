import InventoryFeature
import ItemFeature
import Models

extension AppModel {
  /// A screen pushed onto the inventory tab's stack, declared once for both its forms: live, on
  /// its editor's model (``AppModel/path``), and saved, on the editor's state (``AppState/path``).
  public enum Path<Editor> {
    /// A stored item, edited on a draft copy.
    case edit(Editor)

    /// The editor the screen shows.
    public var editor: Editor {
      switch self {
      case .edit(let editor): editor
      }
    }

    /// The same screen holding `transform(editor)`.
    public func map<Other>(_ transform: (Editor) -> Other) -> Path<Other> {
      switch self {
      case .edit(let editor): .edit(transform(editor))
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

extension AppModel.Path: Equatable where Editor: Equatable {}
extension AppModel.Path: Hashable where Editor: Hashable {}
extension AppModel.Path: Codable where Editor: Codable {}
extension AppModel.Path: Sendable where Editor: Sendable {}
extension AppModel.Destination: Equatable where Editor: Equatable {}
extension AppModel.Destination: Hashable where Editor: Hashable {}
extension AppModel.Destination: Codable where Editor: Codable {}
extension AppModel.Destination: Sendable where Editor: Sendable {}

// MARK: The live form of the saved form

extension AppModel {
  /// The screen `saved` describes, on a new editor.
  func live(_ saved: Path<ItemEditorModel.State>) -> Path<ItemEditorModel> {
    saved.map { makeEditor($0, purpose: .edit) }
  }

  /// The presentation `saved` describes, on a new editor.
  func live(_ saved: Destination<ItemEditorModel.State>) -> Destination<ItemEditorModel> {
    saved.map { makeEditor($0, purpose: saved.isDuplicate ? .duplicate : .add) }
  }
}
