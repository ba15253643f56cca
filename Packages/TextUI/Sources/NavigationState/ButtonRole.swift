/// What a button does, which hosts show (a destructive button is drawn in red) and alerts use
/// (the cancel button is what "back" presses).
public enum ButtonRole: String, Hashable, Sendable, Codable {
  /// Deletes or discards something.
  case destructive
  /// Dismisses without acting.
  case cancel
}
