import CustomDump
import Testing

@testable import FeatureScaffold

/// The tab editor on a small app in AppFeature's shape (``AppFixture``): a tab is a case and an
/// arm of the tabs' declaration, and what it says when the declaration is not there.
@Suite(.timeLimit(.minutes(1)))
struct AppFeatureTabEditorTests {
  let editor = AppFeatureTabEditor(sources: AppFixture.sources, folder: AppFixture.folder)

  func stats(after: String? = nil) throws -> NewTab {
    NewTab(feature: try FeatureName("Stats"), title: "Stats", after: after, readsStore: false)
  }

  @Test func theTabsAreReadFromTheEnumAndTheTitlesItsContentGives() throws {
    expectNoDifference(
      try editor.tabs(),
      [
        TabEntry(name: "one", title: "One"), TabEntry(name: "inventory", title: "Inventory"),
        TabEntry(name: "three", title: "Three"),
      ])
  }

  @Test func afterPutsTheCaseAndItsContentThereAndOnlyTheDeclarationChanges() throws {
    let addition = try editor.adding(stats(after: "inventory"))

    expectNoDifference(addition.tabsAfter.map(\.name), ["one", "inventory", "stats", "three"])
    expectNoDifference(Array(addition.changedFiles.keys), [AppFixture.tabPath])
    expectNoDifference(
      addition.changedFiles[AppFixture.tabPath],
      """
      import StatsFeature
      import TextUI

      extension AppModel {
        public enum Tab: String, CaseIterable {
          /// The first tab.
          case one
          case inventory
          /// The Stats tab: StatsFeature.
          case stats
          case three

          var content: TabContent {
            switch self {
            case .one:
              .screen("One") { app in
                AnyView(Button("Go to inventory tab") { app.goToInventoryButtonTapped() })
              }
            case .inventory: .inventory("Inventory")
            case .stats: .feature("Stats", StatsModel.self)
            case .three: .screen("Three") { _ in AnyView(ThreeView()) }
            }
          }
        }
      }

      """)
  }

  @Test func withoutAfterTheTabGoesLast() throws {
    let addition = try editor.adding(stats())

    expectNoDifference(
      addition.tabsAfter,
      [
        TabEntry(name: "one", title: "One"), TabEntry(name: "inventory", title: "Inventory"),
        TabEntry(name: "three", title: "Three"), TabEntry(name: "stats", title: "Stats"),
      ])
    let arms =
      "case .three: .screen(\"Three\") { _ in AnyView(ThreeView()) }\n"
      + "      case .stats: .feature(\"Stats\", StatsModel.self)\n"
    #expect(addition.changedFiles[AppFixture.tabPath]?.contains(arms) == true)
  }

  @Test func afterATabWhoseArmTakesLinesTheNewArmFollowsItsLastLine() throws {
    let addition = try editor.adding(stats(after: "one"))

    let arms =
      "        }\n"
      + "      case .stats: .feature(\"Stats\", StatsModel.self)\n"
      + "      case .inventory: .inventory(\"Inventory\")\n"
    #expect(addition.changedFiles[AppFixture.tabPath]?.contains(arms) == true)
  }

  @Test func aTabThatExistsAClashingNameOrAKeywordIsRefused() throws {
    #expect(
      throws: ScaffoldError.refused(
        "AppModel.Tab already has a case 'inventory'; choose another NAME.")
    ) {
      try editor.adding(
        NewTab(feature: try FeatureName("Inventory"), title: "I", after: nil, readsStore: false))
    }
    #expect(
      throws: ScaffoldError.refused(
        "a tab named 'selectedTab' would clash with the name 'selectedTab' at "
          + "Sources/AppFeature/App/AppModel.swift:2 in AppFeature; choose another NAME.")
    ) {
      try editor.adding(
        NewTab(
          feature: try FeatureName("SelectedTab"), title: "S", after: nil, readsStore: false))
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

  @Test func aDeclarationWithoutTheEnumOrItsContentIsNamed() throws {
    let renamed = AppFeatureTabEditor(
      sources: [
        AppFixture.tabPath: AppFixture.tab.replacingOccurrences(of: "enum Tab", with: "enum Tabs")
      ],
      folder: AppFixture.folder)
    #expect(
      throws: ScaffoldError.structureNotFound(
        file: AppFixture.folder, lookingFor: "enum named Tab (the app's tabs)")
    ) {
      try renamed.adding(stats())
    }

    let missingArm = AppFeatureTabEditor(
      sources: [
        AppFixture.tabPath: AppFixture.tab.replacingOccurrences(
          of: "      case .three: .screen(\"Three\") { _ in AnyView(ThreeView()) }\n", with: "")
      ],
      folder: AppFixture.folder)
    #expect(
      throws: ScaffoldError.structureNotFound(
        file: "\(AppFixture.tabPath):4",
        lookingFor: "`var content` in the enum named Tab whose switch has an arm for each case")
    ) {
      try missingArm.adding(stats())
    }
  }

  @Test func twoEnumsNamedTabAreNamedAndNeitherIsEdited() throws {
    var sources = AppFixture.sources
    sources["\(AppFixture.folder)/Other.swift"] = "enum Tab { case a }\n"
    let editor = AppFeatureTabEditor(sources: sources, folder: AppFixture.folder)

    #expect(
      throws: ScaffoldError.ambiguous(
        lookingFor: "enum named Tab (the app's tabs)",
        places: ["\(AppFixture.folder)/Other.swift:1", "\(AppFixture.tabPath):4"])
    ) {
      try editor.adding(stats())
    }
  }
}
