/// A small app in AppFeature's shape, split over files as AppFeature is: each place a tab is
/// stated, and nothing else.
enum AppFixture {
  static let folder = "Sources/AppFeature"

  static let tab = """
    extension AppModel {
      public enum Tab: String, CaseIterable {
        /// The first tab.
        case one
        case inventory
        case three

        public var title: String {
          switch self {
          case .one: "One"
          case .inventory: "Inventory"
          case .three: "Three"
          }
        }
      }
    }

    """

  static let model = """
    import ApiClient
    import InventoryFeature

    @MainActor
    public final class AppModel {
      public var selectedTab: Tab
      public let apiClient: ApiClient
      /// The inventory tab's list.
      public let inventory: InventoryModel
      public var path: [Int] = [] {
        didSet { print(path) }
      }
      var count: Int { path.count }

      public init(selectedTab: Tab = .one, apiClient: ApiClient) {
        self.selectedTab = selectedTab
        self.apiClient = apiClient
        self.inventory = InventoryModel(apiClient: apiClient)
        self.inventory.onDestination = { [weak self] destination in
          self?.interpret(destination)
        }
      }
    }

    """

  static let view = """
    import TextUI

    public struct AppView: View {
      @Bindable var app: AppModel

      @ViewBuilder
      private func content(of tab: AppModel.Tab) -> some View {
        switch tab {
        case .one: Text("One")
        case .inventory: InventoryView(model: app.inventory)
        case .three: Text("Three")
        }
      }
    }

    """

  static let url = """
    import NavigationState

    extension AppState {
      public var url: String {
        var link = DeepLink()
        link.path.append(selectedTab.rawValue)
        switch selectedTab {
        case .one, .three: break
        case .inventory: printInventory(into: &link)
        }
        return link.description
      }

      private init(parsing url: inout DeepLink) throws(DeepLinkError) {
        self.init(selectedTab: try AppModel.Tab(url.popFirst()))
        switch selectedTab {
        case .one: break
        case .inventory: isShowingHelp = try InventoryRoute(parsing: &url) == .help
        case .three: break
        }
      }
    }

    """

  static let state = """
    public struct AppState: Hashable {
      public var selectedTab: AppModel.Tab
      public var isShowingHelp: Bool

      public init(selectedTab: AppModel.Tab = .one, isShowingHelp: Bool = false) {
        self.selectedTab = selectedTab
        self.isShowingHelp = isShowingHelp
      }
    }

    """

  static let restoration = """
    extension AppModel {
      public var state: AppState {
        AppState(
          selectedTab: selectedTab,
          isShowingHelp: inventory.isShowingHelp
        )
      }

      func show(_ saved: AppState) {
        selectedTab = saved.selectedTab
      }
    }

    """

  static var sources: [String: String] {
    [
      "\(folder)/Tabs/AppModel+Tab.swift": tab,
      "\(folder)/App/AppModel.swift": model,
      "\(folder)/App/AppView.swift": view,
      "\(folder)/Route/AppState+URL.swift": url,
      "\(folder)/Restoration/AppState.swift": state,
      "\(folder)/Restoration/AppModel+Restoration.swift": restoration,
    ]
  }
}
