/// A feature's fragment of a deep link: the part of a `nav:///…` URL the feature owns, as a value.
///
/// Every feature's route has this one shape, so the app composes fragments without restating
/// their grammar: each reads its own components from the front of a ``DeepLink`` and leaves the
/// rest for the next fragment, and printing appends them in the same order.
///
/// ```swift
/// enum PickerRoute: String, Route {
///   case list, search
///
///   init(parsing link: inout DeepLink) throws(DeepLinkError) {
///     guard let route = link.path.first.flatMap(Self.init(rawValue:)) else {
///       throw link.error(expected: "\"list\" or \"search\"")
///     }
///     _ = link.popFirst()
///     self = route
///   }
///
///   func print(into link: inout DeepLink) { link.path.append(rawValue) }
/// }
/// ```
public protocol Route: Hashable, Sendable {
  /// Reads the fragment from the front of `link`, consuming what it owns and leaving the rest
  /// (path components and query items) for whoever composed it.
  ///
  /// - Throws: ``DeepLinkError`` saying what was expected, what was found and where parsing
  ///   stopped.
  init(parsing link: inout DeepLink) throws(DeepLinkError)

  /// Appends the fragment to `link`; parsing the result gives back an equal route.
  func print(into link: inout DeepLink)
}

extension Route {
  /// Parses a URL that holds this fragment and nothing else: `nav:///colorPicker`.
  ///
  /// - Throws: ``DeepLinkError`` if the URL is malformed, the fragment does not parse, or
  ///   anything is left after it.
  public init(url: String) throws(DeepLinkError) {
    var link = try DeepLink(parsing: url)
    self = try Self(parsing: &link)
    try link.expectFullyRead()
  }

  /// The URL holding this fragment alone, which ``init(url:)`` parses back to an equal route.
  public var url: String {
    var link = DeepLink()
    print(into: &link)
    return link.description
  }
}
