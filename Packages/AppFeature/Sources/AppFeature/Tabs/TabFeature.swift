import NavigationState
import TextUI

/// A feature that fills a tab on a model of its own. Its conformance, written in the app beside
/// the feature's case in ``AppModel/Tab``, is all the app needs: it builds the model and draws it
/// here, and saves, restores and links to it as a ``NavigationState/SavedFeature``.
@MainActor
public protocol TabFeature: SavedFeature {
  /// Builds the model, its destinations going to `app`.
  static func make(in app: AppModel) -> Self
  /// The tab's screen.
  var view: AnyView { get }
}

extension AppModel {
  /// The model of `tab`'s feature, which the app built as it started.
  public func feature<Feature: TabFeature>(of tab: Tab, as _: Feature.Type = Feature.self)
    -> Feature
  {
    guard let feature = features[tab] as? Feature else {
      preconditionFailure("The \(tab) tab shows no \(Feature.self).")
    }
    return feature
  }
}
