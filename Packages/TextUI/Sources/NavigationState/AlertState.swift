/// An alert as a value: title, message and buttons whose actions are data.
///
/// Because it is a value, a model can hold it in its destination, a test can compare it, and a
/// deep link can build it. Present it with ``View/alert(_:action:)``.
public struct AlertState<Action> {
  /// The title, in bold.
  public var title: String
  /// The text under the title.
  public var message: String?
  /// The buttons, in order.
  public var buttons: [ButtonState<Action>]

  /// Creates an alert.
  public init(title: String, message: String? = nil, buttons: [ButtonState<Action>] = []) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// The title and the message on one line (`Couldn't save: The disk is full.`): the alert as an
  /// entry point without a screen reports it.
  public var summary: String {
    [title, message].compactMap { $0 }.joined(separator: ": ")
  }
}

extension AlertState: Equatable where Action: Equatable {}
extension AlertState: Hashable where Action: Hashable {}
extension AlertState: Sendable where Action: Sendable {}
extension AlertState: Codable where Action: Codable {}

/// A confirmation dialog as a value: like ``AlertState``, drawn as a column of buttons along the
/// bottom of the frame. A Cancel button is added if none has the cancel role.
public struct ConfirmationDialogState<Action> {
  /// The title, in bold.
  public var title: String
  /// The text under the title.
  public var message: String?
  /// The buttons, in order.
  public var buttons: [ButtonState<Action>]

  /// Creates a confirmation dialog.
  public init(title: String, message: String? = nil, buttons: [ButtonState<Action>] = []) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}

extension ConfirmationDialogState: Equatable where Action: Equatable {}
extension ConfirmationDialogState: Hashable where Action: Hashable {}
extension ConfirmationDialogState: Sendable where Action: Sendable {}
extension ConfirmationDialogState: Codable where Action: Codable {}

/// A button of an alert or dialog, as a value.
public struct ButtonState<Action> {
  /// What the button does, which hosts show and "back" uses.
  public var role: ButtonRole?
  /// The visible label; steps find the button by it.
  public var label: String
  /// The action sent to the handler when tapped; `nil` for a button that only dismisses.
  public var action: Action?

  /// Creates a button.
  public init(role: ButtonRole? = nil, label: String, action: Action? = nil) {
    self.role = role
    self.label = label
    self.action = action
  }
}

extension ButtonState: Equatable where Action: Equatable {}
extension ButtonState: Hashable where Action: Hashable {}
extension ButtonState: Sendable where Action: Sendable {}
extension ButtonState: Codable where Action: Codable {}
