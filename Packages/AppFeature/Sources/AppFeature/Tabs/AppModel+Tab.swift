import TextUI

extension AppModel {
  /// The app's tabs, in the tab bar's order: the one place a tab is declared.
  ///
  /// A tab is its case and its ``content``; everything else follows from them: the tab bar, the
  /// first component of the tab's URLs (its raw value: `nav:///inventory`), what a saved state
  /// records, and for a feature's tab its model, saved state and URL fragment (``FeatureScreen``).
  public enum Tab: String, CaseIterable, Codable, CodingKeyRepresentable, Hashable, Sendable {
    /// A way to the inventory.
    case one
    /// The inventory's navigation stack.
    case inventory
    /// A placeholder.
    case three

    /// What the tab shows.
    var content: TabContent {
      switch self {
      case .one:
        .screen("One") { app in
          AnyView(
            VStack {
              Text("Welcome. Your items are in the Inventory tab.")
              Button("Go to inventory tab") { app.goToInventoryButtonTapped() }
            })
        }
      case .inventory: .inventory("Inventory")
      case .three:
        .screen("Three") { _ in AnyView(Text("Nothing here yet.")) }
      }
    }

    /// The title in the tab bar.
    public var title: String {
      switch content {
      case .screen(let title, _), .inventory(let title), .feature(let title, _): title
      }
    }
  }
}

/// What a tab shows, under its title.
enum TabContent {
  /// A screen of the app's own, drawn from the app's model under its title; nothing to save.
  case screen(String, @MainActor (AppModel) -> AnyView)
  /// The inventory's stack, which the app's model holds itself.
  case inventory(String)
  /// A feature's screen on a model of its own, which the app builds, saves and links to.
  case feature(String, any FeatureScreen.Type)
}
