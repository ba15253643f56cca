/// A URL broken into path components and query items, read front to back by features' fragment
/// parsers and built by their printers.
///
/// Each feature parses its own fragment with it and leaves the rest to whoever composed it:
///
/// ```swift
/// var link = try DeepLink(parsing: "nav:///inventory/add?name=Lamp&quantity=3")
/// try link.expect("inventory")        // consumes "inventory"
/// let next = link.popFirst()          // "add"
/// let quantity = try link.int("quantity")   // 3
/// try link.expectEnd()
/// ```
///
/// Printing is the reverse: `DeepLink(path: ["inventory", "add"], query: [("name", "Lamp")])`
/// prints `nav:///inventory/add?name=Lamp`. Components and values are percent-encoded.
public struct DeepLink: Hashable, Sendable, CustomStringConvertible {
  /// The URL scheme, `nav` unless told otherwise.
  public var scheme: String
  /// The path components not yet consumed. A slice, so reading the next one is constant time and
  /// parsing a link takes time in proportion to its length.
  public var path: ArraySlice<String>
  /// The query items, in order.
  public var query: [QueryItem]
  /// The path components consumed so far, for saying where an error is.
  public private(set) var consumed: [String] = []

  /// A query item, `name=value`.
  public struct QueryItem: Hashable, Sendable {
    /// What comes before `=`, percent-decoded.
    public var name: String
    /// What comes after `=`, percent-decoded; empty for an item without `=`.
    public var value: String

    /// Creates a query item.
    public init(_ name: String, _ value: String) {
      self.name = name
      self.value = value
    }
  }

  /// Creates a link from its parts, for printing.
  public init(scheme: String = "nav", path: [String] = [], query: [QueryItem] = []) {
    self.scheme = scheme
    self.path = path[...]
    self.query = query
  }

  /// The longest link ``init(parsing:scheme:)`` reads, in UTF-8 bytes: far more than any place in
  /// an app needs, and refused before any parsing, so no link can make parsing slow.
  public static let maximumLength = 4_096

  /// Parses `scheme:///a/b?name=value&…` (also `scheme:/a/b` and `scheme://a/b`).
  ///
  /// - Throws: ``DeepLinkError`` if the link is longer than ``maximumLength``, the scheme is
  ///   missing or different, or percent-encoding is broken.
  public init(parsing url: String, scheme: String = "nav") throws(DeepLinkError) {
    guard url.utf8.count <= Self.maximumLength else {
      throw DeepLinkError(
        expected: "a link of at most \(Self.maximumLength) bytes",
        found: "one of \(url.utf8.count) bytes", at: "", quotingFound: false)
    }
    let prefix = scheme + ":"
    guard url.hasPrefix(prefix) else {
      throw DeepLinkError(expected: "a URL starting with \"\(prefix)\"", found: url, at: "")
    }
    var rest = Substring(url.dropFirst(prefix.count))
    while rest.first == "/" { rest = rest.dropFirst() }
    let parts = rest.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    let pathPart = parts.first ?? ""
    var path: [String] = []
    for component in pathPart.split(separator: "/") {
      path.append(try percentDecoded(component) { "/" + path.joined(separator: "/") })
    }
    var query: [QueryItem] = []
    if parts.count > 1 {
      for item in parts[1].split(separator: "&") {
        let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let location = { "?" + item }
        query.append(
          QueryItem(
            try percentDecoded(pair[0], at: location),
            try percentDecoded(pair.count > 1 ? pair[1] : "", at: location)))
      }
    }
    self.init(scheme: scheme, path: path, query: query)
  }

  /// The link as a URL: `nav:///a/b?name=value`.
  public var description: String {
    var url = scheme + ":///" + path.map(percentEncoded).joined(separator: "/")
    if !query.isEmpty {
      url +=
        "?"
        + query.map { percentEncoded($0.name) + "=" + percentEncoded($0.value) }
        .joined(separator: "&")
    }
    return url
  }

  /// Where the reader is: the path consumed so far, `/inventory/add`.
  public var location: String {
    "/" + consumed.joined(separator: "/")
  }

  /// Appends each route's fragment in order: the URL of a place that several features' fragments
  /// name together (`/inventory/<id>` then `/edit`).
  public mutating func append(_ routes: any Route...) {
    for route in routes { route.print(into: &self) }
  }

  /// Removes and returns the next path component, or `nil` at the end of the path.
  public mutating func popFirst() -> String? {
    guard !path.isEmpty else { return nil }
    let component = path.removeFirst()
    consumed.append(component)
    return component
  }

  /// Consumes the next path component, which must be `literal`.
  public mutating func expect(_ literal: String) throws(DeepLinkError) {
    guard path.first == literal else { throw error(expected: "\"\(literal)\"") }
    _ = popFirst()
  }

  /// Checks that the whole path has been consumed.
  public func expectEnd() throws(DeepLinkError) {
    guard path.isEmpty else { throw error(expected: "the end of the path") }
  }

  /// Checks that no query item is left, for a fragment that takes none.
  public func expectNoQuery() throws(DeepLinkError) {
    if let item = query.first {
      throw DeepLinkError(expected: "no query", found: "?\(item.name)=\(item.value)", at: location)
    }
  }

  /// Checks that nothing is left of the link: the path ended where the last fragment did, and no
  /// query item is left over that no fragment took.
  public func expectFullyRead() throws(DeepLinkError) {
    try expectEnd()
    try expectNoQuery()
  }

  /// An error at the current position, naming what was expected and what is there.
  public func error(expected: String) -> DeepLinkError {
    DeepLinkError(expected: expected, found: path.first, at: location)
  }

  /// The value of the first query item called `name`.
  public func value(_ name: String) -> String? {
    query.first { $0.name == name }?.value
  }

  /// The value of query item `name` as an integer; `nil` if absent.
  public func int(_ name: String) throws(DeepLinkError) -> Int? {
    guard let text = value(name) else { return nil }
    guard let number = Int(text) else {
      throw queryError(name, expected: "an integer for \"\(name)\"")
    }
    return number
  }

  /// The value of query item `name` as a boolean (`true`/`false`); `nil` if absent.
  public func bool(_ name: String) throws(DeepLinkError) -> Bool? {
    switch value(name) {
    case nil: return nil
    case "true": return true
    case "false": return false
    default: throw queryError(name, expected: "true or false for \"\(name)\"")
    }
  }

  /// Checks that every query item is one of `names` and that none is repeated, so a fragment that
  /// reads these items with ``value(_:)``, ``int(_:)`` and ``bool(_:)`` sees all of the query.
  public func expectQuery(among names: [String]) throws(DeepLinkError) {
    var seen: Set<String> = []
    for item in query {
      guard names.contains(item.name) else {
        throw DeepLinkError(
          expected: "one of the query items \(DeepLinkError.alternatives(names))",
          found: item.name, at: "\(location)?\(item.name)")
      }
      guard seen.insert(item.name).inserted else {
        throw DeepLinkError(
          expected: "\"\(item.name)\" only once", found: "\(item.name)=\(item.value)",
          at: "\(location)?\(item.name)")
      }
    }
  }

  /// An error about the value of query item `name`: `Expected <expected> after
  /// /inventory/add?quantity, found "x".`
  public func queryError(_ name: String, expected: String) -> DeepLinkError {
    DeepLinkError(expected: expected, found: value(name) ?? "", at: "\(location)?\(name)")
  }
}

/// A deep link that could not be read: what was expected, what was found, and where.
public struct DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What the parser was looking for, in words: `an item id`, `"edit"`.
  public var expected: String
  /// What it found instead; `nil` at the end of the path.
  public var found: String?
  /// Where: the path consumed so far (`/inventory/add`) or the query item (`?quantity`).
  public var location: String

  /// Whether ``found`` is text from the link, quoted in the message, or words of the parser's.
  public var quotingFound = true

  /// Creates an error.
  public init(expected: String, found: String?, at location: String, quotingFound: Bool = true) {
    self.expected = expected
    self.found = found
    self.location = location
    self.quotingFound = quotingFound
  }

  /// `a, b or c`, for saying what was expected.
  public static func alternatives(_ words: [String]) -> String {
    guard let last = words.last, words.count > 1 else { return words.first ?? "" }
    return words.dropLast().joined(separator: ", ") + " or " + last
  }

  /// The most characters of a link a message quotes in one place.
  public static let quoteLimit = 200

  public var description: String {
    // `found` and `location` quote the link, which may decode to any text of any length.
    let quoted = found.map { $0.visibleOnTerminal(limit: Self.quoteLimit) }
    let what =
      quoted.map { quotingFound ? "found \"\($0)\"" : "found \($0)" } ?? "found the end of the path"
    let place =
      location.isEmpty ? "" : " after \(location.visibleOnTerminal(limit: Self.quoteLimit))"
    return "Expected \(expected)\(place), \(what).".visibleOnTerminal()
  }
}

private let unreserved = Set(
  "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~".utf8)

private func percentEncoded(_ text: String) -> String {
  var result = ""
  for byte in text.utf8 {
    if unreserved.contains(byte) {
      result.append(Character(Unicode.Scalar(byte)))
    } else {
      let hex = String(byte, radix: 16, uppercase: true)
      result += "%" + (hex.count == 1 ? "0" + hex : hex)
    }
  }
  return result
}

/// Decodes `text`; `location` says where it is, worked out only for an error.
private func percentDecoded(
  _ text: Substring, at location: () -> String
) throws(DeepLinkError) -> String {
  var bytes: [UInt8] = []
  var iterator = text.utf8.makeIterator()
  while let byte = iterator.next() {
    if byte == UInt8(ascii: "%") {
      guard let high = iterator.next().flatMap(hexDigitValue),
        let low = iterator.next().flatMap(hexDigitValue)
      else {
        throw DeepLinkError(
          expected: "a valid percent-encoding (%XX)", found: String(text), at: location())
      }
      bytes.append(high << 4 | low)
    } else if byte == UInt8(ascii: "+") {
      bytes.append(UInt8(ascii: " "))
    } else {
      bytes.append(byte)
    }
  }
  guard let decoded = String(validating: bytes, as: UTF8.self) else {
    throw DeepLinkError(expected: "UTF-8 text", found: String(text), at: location())
  }
  return decoded
}

/// The value of an ASCII hex digit, `nil` for any other byte (`UInt8(_:radix:)` would also take a
/// sign, reading `%+F` as `%0F`).
private func hexDigitValue(_ byte: UInt8) -> UInt8? {
  switch byte {
  case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
  case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
  case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
  default: nil
  }
}
