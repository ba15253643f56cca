/// A small app in AppFeature's shape: the tabs' declaration, and another file, which no tab
/// changes.
enum AppFixture {
  static let folder = "Sources/AppFeature"
  static let tabPath = "\(folder)/Tabs/AppModel+Tab.swift"

  static let tab = """
    import TextUI

    extension AppModel {
      public enum Tab: String, CaseIterable {
        /// The first tab.
        case one
        case inventory
        case three

        var content: TabContent {
          switch self {
          case .one:
            .screen("One") { app in
              AnyView(Button("Go to inventory tab") { app.goToInventoryButtonTapped() })
            }
          case .inventory: .inventory("Inventory")
          case .three: .screen("Three") { _ in AnyView(ThreeView()) }
          }
        }
      }
    }

    """

  static let model = """
    public final class AppModel {
      public var selectedTab: Tab
    }

    """

  static var sources: [String: String] {
    [tabPath: tab, "\(folder)/App/AppModel.swift": model]
  }
}
