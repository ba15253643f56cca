/// A model that a parent saves, restores and links to without knowing its type: the parent keeps
/// the model's state as a ``SavedPart`` (nothing while it is as it starts) and its place in a
/// link as the fragment the model prints and parses after the parent's own.
@MainActor
public protocol SavedFeature: AnyObject {
  /// The model's state as plain data; `State()` is how it starts.
  associatedtype State: SavedFeatureState
  /// The model as plain data.
  var state: State { get }
  /// Shows `state`.
  func restore(_ state: State)
  /// Appends where `state` is to `link`.
  nonisolated static func print(_ state: State, into link: inout DeepLink)
  /// The state the rest of `link` names.
  nonisolated static func state(parsing link: inout DeepLink) throws(DeepLinkError) -> State
}

/// A saved feature's state: plain data that starts as `init()`.
public protocol SavedFeatureState: Codable, Hashable, Sendable {
  init()
}

// What a parent that does not know the feature's type calls.
extension SavedFeature {
  /// The state, or `nil` while it is as the feature starts.
  public var saved: SavedPart? { Self.saved(state) }

  /// Shows `saved`, or the starting state for `nil` or a part that is not one of ``State``.
  public func restore(_ saved: SavedPart?) {
    restore(saved?.value(as: State.self) ?? State())
  }

  /// Appends where `saved` is to `link`.
  public nonisolated static func print(_ saved: SavedPart?, into link: inout DeepLink) {
    print(saved?.value(as: State.self) ?? State(), into: &link)
  }

  /// The state the rest of `link` names, saved.
  public nonisolated static func saved(parsing link: inout DeepLink) throws(DeepLinkError)
    -> SavedPart?
  {
    saved(try state(parsing: &link))
  }

  private nonisolated static func saved(_ state: State) -> SavedPart? {
    state == State() ? nil : try? SavedPart(state)
  }
}
