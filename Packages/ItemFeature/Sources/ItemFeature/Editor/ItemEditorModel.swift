import IssueReporting
import Models
import NavigationState
import Observation

/// The item form as a screen of its own: ItemFeature's form plus Cancel and the confirming
/// button, the save in flight, and the alert a failed save shows.
///
/// The editor does not know where items are stored or how it is shown: the presenter injects the
/// save (the app hands it the inventory's `add` or `update`), and closes the editor when it asks
/// through ``onDismiss``. The editor is the one owner of its save: ``isSaving`` says one is in
/// flight, and ``cancelWork()``, which the presenter calls whenever it takes the editor off
/// screen, stops it. A confirmed save asks to be closed only once it has returned, so closing a
/// saved editor never cancels the work that saved it.
@MainActor
@Observable
public final class ItemEditorModel: Identifiable, PresentedModel {
  /// Why the form is open, which decides its title and its confirming button. The presenter
  /// says it when it builds the editor, from where it presents it; it is not part of ``State``,
  /// so a saved editor cannot disagree with the place it was saved in.
  public enum Purpose: Hashable, Sendable {
    /// A new item, in the Add sheet; confirmed with Save.
    case add
    /// A copy of a stored item, in the Duplicate popover; confirmed with Add.
    case duplicate
    /// A draft copy of a stored item, pushed onto a stack; confirmed with Save.
    case edit
  }

  /// The editor as plain data, for restoration: the draft with every unsaved edit, and where the
  /// form is.
  public struct State: Hashable, Codable, Sendable {
    /// The draft, as the user left it.
    public var draft: Item
    /// The form itself, or its color picker.
    public var form: ItemFormRoute

    /// Creates an editor's state.
    public init(draft: Item, form: ItemFormRoute = .form) {
      self.draft = draft
      self.form = form
    }
  }

  /// The buttons of the editor's alert that do something (OK only dismisses it).
  public enum AlertAction: Hashable, Sendable {
    /// Try the failed save again with the draft as it is.
    case retrySave
  }

  /// Why the form is open.
  public let purpose: Purpose
  /// The form editing the draft.
  public let form: ItemFormModel
  /// Whether the save is in flight, or has stored the draft and the editor is waiting to be
  /// closed: the confirming button is disabled and progress is shown. The editor is the one
  /// owner of this fact; the store it saves through keeps no copy.
  public private(set) var isSaving = false
  /// The alert over the form, such as the one saying a save failed; dismissing it writes `nil`.
  public var alert: AlertState<AlertAction>?

  /// Called when the editor is done: the user cancelled, or its save returned. The presenter
  /// removes this editor (and only this one) from the screen.
  ///
  /// It is not a destination: the editor goes nowhere, it asks to be closed. Until it is wired,
  /// a call reports `Unimplemented: ItemEditorModel.onDismiss`.
  @ObservationIgnored
  public var onDismiss: @MainActor () -> Void = unimplemented("ItemEditorModel.onDismiss")

  @ObservationIgnored private let save: @MainActor (Item) async throws -> Void
  @ObservationIgnored private var saveTask: Task<Void, any Error>?

  /// - Parameters:
  ///   - state: The draft, and whether the color picker is open.
  ///   - purpose: Why the form is open: its title and confirming button.
  ///   - save: Stores the draft when the user confirms; throwing keeps the editor open with an
  ///     alert saying why. Once it returns the editor asks to be closed (``onDismiss``). It is
  ///     cancelled if the editor is cancelled or taken off screen first.
  public init(
    _ state: State, purpose: Purpose, save: @escaping @MainActor (Item) async throws -> Void
  ) {
    self.purpose = purpose
    self.form = ItemFormModel(item: state.draft)
    self.save = save
    form.apply(state.form)
  }

  /// The editor as plain data (see ``State``).
  public var state: State {
    State(draft: form.item, form: form.route)
  }

  /// The title of the screen.
  public var title: String {
    switch purpose {
    case .add: "Add"
    case .duplicate: "Duplicate"
    case .edit: "Edit item"
    }
  }

  /// The label of the confirming button: Add for a duplicate, Save otherwise.
  public var confirmLabel: String {
    switch purpose {
    case .duplicate: "Add"
    case .add, .edit: "Save"
    }
  }

  /// Whether the confirming button is enabled: the draft is valid (the form says why not) and
  /// no save is in flight.
  public var canConfirm: Bool {
    form.isValid && !isSaving
  }

  /// "Cancel": stops a save in flight (one the store has not taken yet changes nothing) and
  /// dismisses the editor without keeping the draft.
  public func cancelButtonTapped() {
    cancelWork()
    onDismiss()
  }

  /// The confirming button: hands the draft to the injected save and, once it has stored it, asks
  /// to be closed (``onDismiss``). While the save is in flight the form is read-only and the
  /// button disabled, and a saved editor stays so until its presenter removes it. If the save
  /// fails, the draft stays and ``alert`` says why.
  public func confirmButtonTapped() async {
    guard canConfirm else { return }
    let draft = form.item
    alert = nil
    isSaving = true
    form.focus = nil
    // The save runs in a task of the editor's own, so dismissing the editor can cancel it,
    // whoever is awaiting it.
    let save = save
    let task = Task { try await save(draft) }
    saveTask = task
    do {
      try await task.value
      // A save cancelled after the store took it belongs to an editor that is already closed.
      guard saveTask == task, !task.isCancelled else { return }
      // The save has returned and its task is over: closing the editor now leaves nothing for
      // the presenter's cancelWork() to stop.
      saveTask = nil
      onDismiss()
    } catch {
      guard saveTask == task else { return }
      saveTask = nil
      isSaving = false
      // A cancelled save belongs to an editor that is already gone: there is no one to tell.
      guard !task.isCancelled else { return }
      alert = .saveFailed(draft, message: error.localizedDescription)
    }
  }

  /// A button of ``alert`` was tapped (the alert is already dismissed); `nil` is OK.
  public func alertButtonTapped(_ action: AlertAction?) async {
    switch action {
    case .retrySave:
      await confirmButtonTapped()
    case nil:
      break
    }
  }

  /// Stops the work the editor started. The presenter calls it whenever it takes the editor off
  /// screen (back, a deep link replacing the screen; see `endWork(of:keeping:)`), so no
  /// dismissed editor keeps saving.
  public func cancelWork() {
    saveTask?.cancel()
  }
}

extension AlertState where Action == ItemEditorModel.AlertAction {
  /// Says that saving `item` failed and why, offering to try again; the draft stays open.
  public static func saveFailed(_ item: Item, message: String) -> Self {
    AlertState(
      title: "Couldn't save \"\(item.name)\"",
      message: message,
      buttons: [
        ButtonState(label: "Try Again", action: .retrySave),
        ButtonState(role: .cancel, label: "OK"),
      ]
    )
  }
}
