import NavigationState
import TextUI

/// A feature's screen on a model of its own: a tab's (``AppModel/Tab``) or one pushed over the
/// inventory list (``InventoryFeature/InventoryDestination/screen``). Its conformance, written in
/// the app beside that declaration, is all the app needs: it builds the model and draws it here,
/// and saves, restores and links to it as a ``NavigationState/SavedFeature``.
@MainActor
public protocol FeatureScreen: SavedFeature {
  /// Builds the model, its destinations going to `app`.
  static func make(in app: AppModel) -> Self
  /// The screen.
  var view: AnyView { get }
}

extension AppModel {
  /// The model of `tab`'s feature, which the app built as it started.
  public func feature<Feature: FeatureScreen>(of tab: Tab, as _: Feature.Type = Feature.self)
    -> Feature
  {
    guard let feature = features[tab] as? Feature else {
      preconditionFailure("The \(tab) tab shows no \(Feature.self).")
    }
    return feature
  }
}
