/// What alerts and confirmation dialogs have in common, so one presentation draws both: the
/// text, the buttons with the default one each kind adds, and how the kind is placed.
protocol DialogState<Action> {
  associatedtype Action
  var title: String { get }
  var message: String? { get }
  /// The buttons as drawn: the state's own, plus the button this kind adds when one is missing.
  var presentedButtons: [ButtonState<Action>] { get }
  /// Where the dialog is drawn.
  static var style: PresentationStyle { get }
  /// Whether the buttons stand in a column (a dialog) rather than a row (an alert).
  static var stacksButtons: Bool { get }
}

extension AlertState: DialogState {
  /// An alert without buttons gets an OK button, so it can always be dismissed.
  var presentedButtons: [ButtonState<Action>] {
    buttons.isEmpty ? [ButtonState(role: .cancel, label: "OK")] : buttons
  }
  static var style: PresentationStyle { .alert }
  static var stacksButtons: Bool { false }
}

extension ConfirmationDialogState: DialogState {
  /// A dialog always offers a way out: a Cancel button unless one has the cancel role.
  var presentedButtons: [ButtonState<Action>] {
    buttons.contains { $0.role == .cancel }
      ? buttons : buttons + [ButtonState(role: .cancel, label: "Cancel")]
  }
  static var style: PresentationStyle { .confirmationDialog }
  static var stacksButtons: Bool { true }
}
