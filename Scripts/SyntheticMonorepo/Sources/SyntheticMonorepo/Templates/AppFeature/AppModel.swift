import ApiClient
import FeatureTemplate
import Models
import Observation
import TextViews

/// The whole app: a root screen, a stack of pushed screens and an optional sheet, each holding
/// a feature model. The only place that knows every feature: it interprets their destinations.
@MainActor
@Observable
public final class AppModel {
  public var root: Screen
  public var path: [Screen]
  public var sheet: Screen?

  @ObservationIgnored
  let client: ApiClient

  public init(client: ApiClient) {
    self.client = client
    self.path = []
    self.sheet = nil
    self.root = .featureTemplate(FeatureTemplateModel(client: client))
    self.root = .featureTemplate(makeFeatureTemplate())
  }

  /// The screen on top: the sheet if one is open, else the last pushed screen, else the root.
  public var topScreen: Screen {
    sheet ?? path.last ?? root
  }

  public func push(_ screen: Screen) {
    path.append(screen)
  }

  public func pop() {
    _ = path.popLast()
  }

  public func dismissSheet() {
    sheet = nil
  }

  /// Loads the root screen's data.
  public func start() async {
    await topScreen.task()
  }

  /// The frame a headless run prints.
  public func frame(width: Int = 60) -> String {
    render(topScreen.view, width: width)
  }

  /// The data projection of the navigation, for saving and restoring.
  public var state: [ScreenState] {
    [root.state] + path.map(\.state) + (sheet.map { [$0.state] } ?? [])
  }
}
