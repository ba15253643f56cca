import NavigationState
import TextUI

/// A feature that fills a tab on a model of its own. Its conformance, written in the app beside
/// the feature's case in ``AppModel/Tab``, is all the app needs to hold the model and draw it, to
/// save and restore it with the rest of the navigation, and to link to it.
@MainActor
public protocol TabFeature: AnyObject {
  /// The feature's state as plain data; `State()` is how it starts.
  associatedtype State: TabFeatureState
  /// Builds the model, its destinations going to `app`.
  static func make(in app: AppModel) -> Self
  /// The tab's screen.
  var view: AnyView { get }
  /// The model as plain data.
  var state: State { get }
  /// Shows `state`.
  func restore(_ state: State)
  /// Appends where `state` is to `link`, after the tab's component.
  nonisolated static func print(_ state: State, into link: inout DeepLink)
  /// The state the rest of `link` names, after the tab's component.
  nonisolated static func state(parsing link: inout DeepLink) throws(DeepLinkError) -> State
}

/// A tab feature's state: plain data that starts as `init()`.
public protocol TabFeatureState: Codable, Hashable, Sendable {
  init()
}

// The conversions the app makes without knowing a feature's type.
extension TabFeature {
  var saved: SavedPart? { Self.saved(state) }

  func restore(_ saved: SavedPart?) {
    restore(saved?.value(as: State.self) ?? State())
  }

  nonisolated static func print(_ saved: SavedPart?, into link: inout DeepLink) {
    print(saved?.value(as: State.self) ?? State(), into: &link)
  }

  nonisolated static func saved(parsing link: inout DeepLink) throws(DeepLinkError) -> SavedPart? {
    saved(try state(parsing: &link))
  }

  /// `state` saved; `nil` for the state the feature starts in, which a saved state leaves out.
  nonisolated static func saved(_ state: State) -> SavedPart? {
    state == State() ? nil : try? SavedPart(state)
  }
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
