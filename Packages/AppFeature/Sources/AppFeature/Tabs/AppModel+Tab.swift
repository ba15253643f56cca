extension AppModel {
  /// The app's tabs: the one place they are declared.
  ///
  /// Everything else about the tabs is derived from this enum: the tab bar shows them in the order
  /// of its cases, each titled ``title``; a tab's raw value is the first component of its URLs
  /// (`nav:///inventory`) and what a saved state records. Adding a tab is adding a case where it
  /// belongs; the compiler then names every `switch` that must say what the tab shows.
  public enum Tab: String, CaseIterable, Codable, Hashable, Sendable {
    /// A way to the inventory.
    case one
    /// The inventory's navigation stack.
    case inventory
    /// A placeholder.
    case three

    /// The title in the tab bar.
    public var title: String {
      switch self {
      case .one: "One"
      case .inventory: "Inventory"
      case .three: "Three"
      }
    }
  }
}
