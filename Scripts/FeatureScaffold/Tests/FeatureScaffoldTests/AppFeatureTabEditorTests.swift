import CustomDump
import Testing

@testable import FeatureScaffold

/// The tab editor on a small app in AppFeature's shape (``AppFixture``): where each part of a
/// new tab goes, and what it says when a place is not there.
@Suite(.timeLimit(.minutes(1)))
struct AppFeatureTabEditorTests {
  let editor = AppFeatureTabEditor(sources: AppFixture.sources, folder: AppFixture.folder)

  func stats(after: String? = nil, readsStore: Bool = false) throws -> NewTab {
    NewTab(feature: try FeatureName("Stats"), title: "Stats", after: after, readsStore: readsStore)
  }

  func file(_ name: String, of addition: TabAddition) -> String {
    addition.changedFiles["\(AppFixture.folder)/\(name)"] ?? "(unchanged)"
  }

  @Test func theTabsAreReadFromTheEnumAndItsTitles() throws {
    expectNoDifference(
      try editor.tabs(),
      [
        TabEntry(name: "one", title: "One"), TabEntry(name: "inventory", title: "Inventory"),
        TabEntry(name: "three", title: "Three"),
      ])
  }

  @Test func afterPutsTheTabThereInTheEnumAndEverySwitch() throws {
    let addition = try editor.adding(stats(after: "inventory"))

    expectNoDifference(
      addition.tabsAfter.map(\.name), ["one", "inventory", "stats", "three"])
    expectNoDifference(
      file("Tabs/AppModel+Tab.swift", of: addition),
      """
      extension AppModel {
        public enum Tab: String, CaseIterable {
          /// The first tab.
          case one
          case inventory
          /// The Stats tab: StatsFeature.
          case stats
          case three

          public var title: String {
            switch self {
            case .one: "One"
            case .inventory: "Inventory"
            case .stats: "Stats"
            case .three: "Three"
            }
          }
        }
      }

      """)
    expectNoDifference(
      file("App/AppView.swift", of: addition),
      """
      import StatsFeature
      import TextUI

      public struct AppView: View {
        @Bindable var app: AppModel

        @ViewBuilder
        private func content(of tab: AppModel.Tab) -> some View {
          switch tab {
          case .one: Text("One")
          case .inventory: InventoryView(model: app.inventory)
          case .stats: NavigationStack { StatsView(model: app.stats) }
          case .three: Text("Three")
          }
        }
      }

      """)
  }

  @Test func theModelIsAPropertyCreatedWithTheOthersAndWired() throws {
    let addition = try editor.adding(stats())

    expectNoDifference(
      file("App/AppModel.swift", of: addition),
      """
      import ApiClient
      import InventoryFeature
      import StatsFeature

      @MainActor
      public final class AppModel {
        public var selectedTab: Tab
        public let apiClient: ApiClient
        /// The inventory tab's list.
        public let inventory: InventoryModel
        /// The Stats tab's model.
        public let stats: StatsModel
        public var path: [Int] = [] {
          didSet { print(path) }
        }
        var count: Int { path.count }

        public init(selectedTab: Tab = .one, apiClient: ApiClient) {
          self.selectedTab = selectedTab
          self.apiClient = apiClient
          self.inventory = InventoryModel(apiClient: apiClient)
          self.stats = StatsModel()
          self.inventory.onDestination = { [weak self] destination in
            self?.interpret(destination)
          }
          self.stats.onDestination = { [weak self] destination in
            self?.interpret(destination)
          }
        }
      }

      """)
  }

  @Test func aFeatureThatReadsTheStoreIsBuiltOnTheAppsClient() throws {
    let addition = try editor.adding(stats(readsStore: true))

    #expect(
      file("App/AppModel.swift", of: addition).contains(
        "self.stats = StatsModel(apiClient: apiClient)\n"))
  }

  @Test func theURLIsPrintedAndParsedThroughTheFeaturesRouteUsingTheParametersNames() throws {
    let addition = try editor.adding(stats())

    expectNoDifference(
      file("Route/AppState+URL.swift", of: addition),
      """
      import NavigationState
      import StatsFeature

      extension AppState {
        public var url: String {
          var link = DeepLink()
          link.path.append(selectedTab.rawValue)
          switch selectedTab {
          case .one, .three: break
          case .stats: stats?.route?.print(into: &link)
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
          case .stats: stats = .init(route: url.path.isEmpty ? nil : try StatsRoute(parsing: &url))
          }
        }
      }

      """)
  }

  @Test func theStateSavesAndRestoresTheTab() throws {
    let addition = try editor.adding(stats(after: "one"))

    expectNoDifference(
      file("Restoration/AppState.swift", of: addition),
      """
      import StatsFeature

      public struct AppState: Hashable {
        public var selectedTab: AppModel.Tab
        public var isShowingHelp: Bool
        /// The Stats tab's state; `nil` while it is as it starts, as in a snapshot saved
        /// before the tab existed.
        public var stats: StatsModel.State?

        public init(selectedTab: AppModel.Tab = .one, isShowingHelp: Bool = false,
        stats: StatsModel.State? = nil) {
          self.selectedTab = selectedTab
          self.isShowingHelp = isShowingHelp
          self.stats = stats
        }
      }

      """)
    expectNoDifference(
      file("Restoration/AppModel+Restoration.swift", of: addition),
      """
      import StatsFeature

      extension AppModel {
        public var state: AppState {
          AppState(
            selectedTab: selectedTab,
            isShowingHelp: inventory.isShowingHelp,
            stats: stats.state == StatsModel.State() ? nil : stats.state
          )
        }

        func show(_ saved: AppState) {
          selectedTab = saved.selectedTab
          stats.restore(saved.stats ?? StatsModel.State())
        }
      }

      """)
  }

  @Test func aNameAppFeatureUsesATabThatExistsOrAKeywordIsRefused() throws {
    #expect(
      throws: ScaffoldError.refused(
        "AppModel.Tab already has a case 'inventory'; choose another NAME.")
    ) {
      try editor.adding(
        NewTab(feature: try FeatureName("Inventory"), title: "I", after: nil, readsStore: false))
    }
    #expect(
      throws: ScaffoldError.refused(
        "a tab named 'count' would clash with the name 'count' at Sources/AppFeature/App/AppModel.swift:13 "
          + "in AppFeature; choose another NAME.")
    ) {
      try editor.adding(
        NewTab(feature: try FeatureName("Count"), title: "Count", after: nil, readsStore: false))
    }
    #expect(
      throws: ScaffoldError.refused("a tab named 'class' is a Swift keyword; choose another NAME.")
    ) {
      try editor.adding(
        NewTab(feature: try FeatureName("Class"), title: "C", after: nil, readsStore: false))
    }
  }

  @Test func afterATabThatDoesNotExistIsRefusedWithTheTabs() throws {
    #expect(
      throws: ScaffoldError.refused(
        "there is no tab 'four' to put the new tab after; the tabs are one, inventory, three "
          + "(AppModel.Tab in Sources/AppFeature/Tabs/AppModel+Tab.swift).")
    ) {
      try editor.adding(stats(after: "four"))
    }
  }

  @Test func aMissingPlaceIsNamedWithWhereItWasLookedFor() throws {
    var sources = AppFixture.sources
    sources["\(AppFixture.folder)/App/AppView.swift"] = AppFixture.view.replacingOccurrences(
      of: "func content(", with: "func tabContent(")
    let editor = AppFeatureTabEditor(sources: sources, folder: AppFixture.folder)

    #expect(
      throws: ScaffoldError.structureNotFound(
        file: AppFixture.folder,
        lookingFor: "switch over the tabs in a View's `content(of:)` (what each tab shows)")
    ) {
      try editor.adding(stats())
    }
  }

  @Test func aSwitchThatMissesATabIsNotTakenForTheSwitchOverTheTabs() throws {
    var sources = AppFixture.sources
    sources["\(AppFixture.folder)/Route/AppState+URL.swift"] = AppFixture.url.replacingOccurrences(
      of: "    case .one, .three: break\n", with: "    case .one: break\n")
    let editor = AppFeatureTabEditor(sources: sources, folder: AppFixture.folder)

    #expect(
      throws: ScaffoldError.structureNotFound(
        file: AppFixture.folder,
        lookingFor:
          "switch over the tabs (an arm for each of one, inventory, three) in `var url` of AppState"
      )
    ) {
      try editor.adding(stats())
    }
  }
}
