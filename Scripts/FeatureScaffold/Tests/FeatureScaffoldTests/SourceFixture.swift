import FeatureScaffold

/// A small feature in InventoryFeature's shape, with the app's `screen` of its destinations, its
/// view test's bar and its preview's words: what `--from Inventory` edits.
enum SourceFixture {
  static let destinationPath = "Sources/InventoryFeature/InventoryDestination.swift"
  static let routePath = "Sources/InventoryFeature/InventoryRoute.swift"
  static let modelPath = "Sources/InventoryFeature/InventoryModel.swift"
  static let viewPath = "Sources/InventoryFeature/InventoryView.swift"
  static let testPath = "Tests/InventoryFeatureTests/InventoryViewTests.swift"
  static let previewPath = "Sources/InventoryPreview/main.swift"
  static let appPath = "Sources/AppFeature/InventoryPresentations.swift"

  static let destination = """
    public enum InventoryDestination: Hashable {
      /// Add a new item.
      case add(Item)

      public var route: InventoryRoute {
        switch self {
        case .add(let item): .add(item)
        }
      }

      public init?(_ route: InventoryRoute, newID: () -> Item.ID) {
        switch route {
        case .add(let item): self = .add(item)
        case .list, .help: return nil
        }
      }
    }

    """

  static let route = """
    public enum InventoryRoute: Hashable {
      case list
      case help
      case add(Item)
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
        default:
          throw link.error(expected: "\\"help\\"")
        }
      }

      public func print(into url: inout DeepLink) {
        switch self {
        case .list: break
        case .help: url.path.append("help")
        case .add: url.path.append("add")
        }
      }
    }

    """

  static let model = """
    public final class InventoryModel {
      public var onDestination: (InventoryDestination) -> Void = { _ in }

      public func addButtonTapped() {
        onDestination(.add(.draft()))
      }

      /// Shows the help sheet.
      public func helpButtonTapped() {
        destination = .help
      }
    }

    """

  static let view = """
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
          }
      }
    }

    """

  static let test = """
    struct InventoryViewTests {
      private let bar = "              Inventory                    [Help] [Add]"
      private let other = "[Help] [Add]"
    }

    """

  static let preview = """
    extension InventoryDestination {
      var summary: String {
        switch self {
        case .add(let item): "add(\\(item.name))"
        }
      }
    }

    """

  static let app = """
    import InventoryFeature
    import TextUI

    extension InventoryDestination {
      public var screen: (any FeatureScreen.Type)? {
        switch self {
        case .add: nil
        }
      }
    }

    """

  static var sources: PushedScreenSources {
    PushedScreenSources(
      app: [appPath: app],
      source: [
        destinationPath: destination, routePath: route, modelPath: model, viewPath: view,
      ],
      sourceTests: [testPath: test],
      preview: [previewPath: preview])
  }
}
