import CustomDump
import Testing

@testable import FeatureScaffold

/// The pushed-screen editor on a small feature in InventoryFeature's shape (``SourceFixture``):
/// each place `--from Inventory` edits, and what it says when it cannot.
@Suite(.timeLimit(.minutes(1)))
struct PushedScreenEditorTests {
  func lowStock(button: String = "Low stock") throws -> PushedScreen {
    PushedScreen(
      feature: try FeatureName("LowStock"), source: try FeatureName("Inventory"), button: button)
  }

  @Test func theDestinationItsRouteTheEndpointAndTheButtonAreAddedWhereTheCodeSays() throws {
    let addition = try PushedScreenEditor(sources: SourceFixture.sources).adding(lowStock())
    let files = addition.changedFiles

    expectNoDifference(
      files.keys.sorted(),
      [
        SourceFixture.appPath, SourceFixture.destinationPath, SourceFixture.modelPath,
        SourceFixture.previewPath, SourceFixture.routePath, SourceFixture.viewPath,
        SourceFixture.testPath,
      ].sorted())
    expectNoDifference(
      files[SourceFixture.destinationPath],
      """
      public enum InventoryDestination: Hashable {
        /// Add a new item.
        case add(Item)
        /// Low stock: LowStockFeature's screen, pushed over the list.
        case lowStock

        public var route: InventoryRoute {
          switch self {
          case .add(let item): .add(item)
          case .lowStock: .lowStock
          }
        }

        public init?(_ route: InventoryRoute, newID: () -> Item.ID) {
          switch route {
          case .add(let item): self = .add(item)
          case .lowStock: self = .lowStock
          case .list, .help: return nil
          }
        }
      }

      """)
    expectNoDifference(
      files[SourceFixture.routePath],
      """
      public enum InventoryRoute: Hashable {
        case list
        case help
        case add(Item)
        /// Low stock: what follows in the link is LowStockFeature's.
        case lowStock
      }

      extension InventoryRoute: Route {
        public init(parsing link: inout DeepLink) throws(DeepLinkError) {
          guard let component = link.path.first else {
            self = .list
            return
          }
          switch component {
          case "help":
            _ = link.popFirst()
            self = .help
          case "low-stock":
            _ = link.popFirst()
            self = .lowStock
          default:
            throw link.error(expected: "\\"help\\"")
          }
        }

        public func print(into url: inout DeepLink) {
          switch self {
          case .list: break
          case .help: url.path.append("help")
          case .add: url.path.append("add")
          case .lowStock:
            url.path.append("low-stock")
          }
        }
      }

      """)
    expectNoDifference(
      files[SourceFixture.modelPath],
      """
      public final class InventoryModel {
        public var onDestination: (InventoryDestination) -> Void = { _ in }

        public func addButtonTapped() {
          onDestination(.add(.draft()))
        }

        /// Asks for LowStockFeature's screen (``InventoryDestination/lowStock``).
        public func lowStockButtonTapped() {
          onDestination(.lowStock)
        }

        /// Shows the help sheet.
        public func helpButtonTapped() {
          destination = .help
        }
      }

      """)
    expectNoDifference(
      files[SourceFixture.viewPath],
      """
      public struct InventoryView: View {
        @Bindable var list: InventoryModel

        public var body: some View {
          List {}
            .toolbar {
              ToolbarItem(placement: .primaryAction) {
                Button("Add") { list.addButtonTapped() }
              }
              ToolbarItem(placement: .secondaryAction) {
                Button("Help") { list.helpButtonTapped() }
              }
              ToolbarItem(placement: .secondaryAction) {
                Button("Low stock") { list.lowStockButtonTapped() }
              }
            }
        }
      }

      """)
    expectNoDifference(
      files[SourceFixture.appPath],
      """
      import InventoryFeature
      import LowStockFeature
      import TextUI

      extension InventoryDestination {
        public var screen: (any FeatureScreen.Type)? {
          switch self {
          case .add: nil
          case .lowStock: LowStockModel.self
          }
        }
      }

      """)
    expectNoDifference(
      files[SourceFixture.previewPath],
      """
      extension InventoryDestination {
        var summary: String {
          switch self {
          case .add(let item): "add(\\(item.name))"
          case .lowStock: "lowStock"
          }
        }
      }

      """)
  }

  @Test func theBarATestDrawsGetsTheButtonInTheOrderTheBarDrawsThem() throws {
    let addition = try PushedScreenEditor(sources: SourceFixture.sources).adding(lowStock())

    // Secondary actions first, then primary ones, whatever the order in the source.
    #expect(addition.toolbarBefore == "[Help] [Add]")
    #expect(addition.toolbarAfter == "[Help] [Low stock] [Add]")
    // The title stays where it was; a literal that is not a bar (no title before it) is left.
    expectNoDifference(
      addition.changedFiles[SourceFixture.testPath],
      """
      struct InventoryViewTests {
        private let bar = "              Inventory        [Help] [Low stock] [Add]"
        private let other = "[Help] [Add]"
      }

      """)
  }

  @Test func aButtonThatDoesNotFitBesideTheTitleIsRefused() throws {
    #expect(
      throws: ScaffoldError.refused(
        "the bar drawn at Tests/InventoryFeatureTests/InventoryViewTests.swift:2 is 55 columns "
          + "wide: the button 'Items running low soon' does not fit beside its title; choose a "
          + "shorter --button.")
    ) {
      try PushedScreenEditor(sources: SourceFixture.sources)
        .adding(lowStock(button: "Items running low soon"))
    }
  }

  @Test func aNameTheSourceAlreadyUsesIsRefused() throws {
    let editor = PushedScreenEditor(sources: SourceFixture.sources)
    let inventory = try FeatureName("Inventory")

    #expect(
      throws: ScaffoldError.refused(
        "InventoryDestination already has a member 'add', or it is a Swift keyword; choose "
          + "another NAME.")
    ) {
      try editor.adding(
        PushedScreen(feature: try FeatureName("Add"), source: inventory, button: "Add"))
    }
    #expect(
      throws: ScaffoldError.refused(
        "InventoryRoute already has a member 'help'; choose another NAME.")
    ) {
      try editor.adding(
        PushedScreen(feature: try FeatureName("Help"), source: inventory, button: "Help"))
    }
    // Not a case, but `InventoryDestination.route`: `case route` beside it would not compile.
    #expect(
      throws: ScaffoldError.refused(
        "InventoryDestination already has a member 'route', or it is a Swift keyword; choose "
          + "another NAME.")
    ) {
      try editor.adding(
        PushedScreen(feature: try FeatureName("Route"), source: inventory, button: "Route"))
    }
  }

  @Test func aButtonTitleTheToolbarAlreadyShowsIsRefused() throws {
    #expect(
      throws: ScaffoldError.refused(
        "InventoryView's toolbar already has a button 'Add'; choose another --button.")
    ) {
      try PushedScreenEditor(sources: SourceFixture.sources).adding(lowStock(button: "Add"))
    }
  }

  @Test func anArmGoesBeforeADefaultThatEndsTheSwitch() throws {
    var sources = SourceFixture.sources
    sources.preview[SourceFixture.previewPath] = """
      extension InventoryDestination {
        var summary: String {
          switch self {
          case .add: "add"
          default: "other"
          }
        }
      }

      """

    let addition = try PushedScreenEditor(sources: sources).adding(lowStock())

    expectNoDifference(
      addition.changedFiles[SourceFixture.previewPath],
      """
      extension InventoryDestination {
        var summary: String {
          switch self {
          case .add: "add"
          case .lowStock: "lowStock"
          default: "other"
          }
        }
      }

      """)
  }

  @Test func aFeatureWhoseDestinationsPushNoScreenIsRefusedNamingThoseThatDo() throws {
    let editor = PushedScreenEditor(sources: SourceFixture.sources)

    #expect(
      throws: ScaffoldError.refused(
        "AppFeature pushes no screen for ItemRowFeature's destinations (it has no `screen` of "
          + "ItemRowDestination); give Inventory with --from.")
    ) {
      try editor.adding(
        PushedScreen(
          feature: try FeatureName("LowStock"), source: try FeatureName("ItemRow"), button: "Low"))
    }
  }

  @Test func aViewWithoutAToolbarSaysWhatWasLookedFor() throws {
    var sources = SourceFixture.sources
    sources.source[SourceFixture.viewPath] = """
      public struct InventoryView: View {
        @Bindable var list: InventoryModel
      }

      """

    #expect(
      throws: ScaffoldError.structureNotFound(
        file: "Sources/InventoryFeature/InventoryView.swift:1",
        lookingFor: "a stored `InventoryModel` property and a `ToolbarItem` in its `.toolbar`")
    ) {
      try PushedScreenEditor(sources: sources).adding(lowStock())
    }
  }
}
