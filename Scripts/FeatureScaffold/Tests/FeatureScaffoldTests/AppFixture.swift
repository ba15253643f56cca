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

  static let route = """
    import NavigationState

    public enum AppRoute: Hashable {
      case one
      case inventory(Inventory)
      case three
    }

    extension AppRoute: Route {
      public var tab: AppModel.Tab {
        switch self {
        case .one: .one
        case .inventory: .inventory
        case .three: .three
        }
      }

      public init(parsing url: inout DeepLink) throws(DeepLinkError) {
        let tab = try AppModel.Tab(url.popFirst())
        switch tab {
        case .one: self = .one
        case .inventory: self = .inventory(try Inventory(parsing: &url))
        case .three: self = .three
        }
      }

      public func print(into link: inout DeepLink) {
        link.path.append(tab.rawValue)
        switch self {
        case .one, .three: break
        case .inventory(let inventory): inventory.print(into: &link)
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

      public var route: AppRoute {
        switch selectedTab {
        case .one: .one
        case .three: .three
        case .inventory: .inventory(.list)
        }
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

      public func restore(_ saved: AppState) {
        selectedTab = saved.selectedTab
      }

      public func state(for route: AppRoute) -> AppState {
        switch route {
        case .one: return AppState(selectedTab: .one)
        case .three: return AppState(selectedTab: .three)
        case .inventory: return AppState(selectedTab: .inventory)
        }
      }
    }

    """

  static var sources: [String: String] {
    [
      "\(folder)/Tabs/AppModel+Tab.swift": tab,
      "\(folder)/App/AppModel.swift": model,
      "\(folder)/App/AppView.swift": view,
      "\(folder)/Route/AppRoute.swift": route,
      "\(folder)/Restoration/AppState.swift": state,
      "\(folder)/Restoration/AppModel+Restoration.swift": restoration,
    ]
  }
}
