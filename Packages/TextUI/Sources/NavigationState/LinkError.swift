import Foundation

/// A URL an app could not open: which URL, and what was wrong with it. Opening it changed nothing.
///
/// A link fails in one of two ways: it is outside the grammar, or it names something the app
/// cannot show (an id nothing is stored under); `Missing` is the app's own account of the
/// second. The message draws the URL visibly and cut to ``DeepLinkError/quoteLimit``: a URL
/// comes from outside, and a terminal must draw it, never act on it.
public struct LinkError<Missing>: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError
where Missing: CustomStringConvertible & Hashable & Sendable {
  /// What was wrong with a URL.
  public enum Problem: Hashable, Sendable {
    /// The URL is not in the grammar: what was expected, what was found and where.
    case malformed(DeepLinkError)
    /// The URL names something the app cannot show; `location` is the path up to its name.
    case missing(Missing, location: String)
  }

  /// The URL as given.
  public var url: String
  /// What was wrong with it.
  public var problem: Problem

  /// Creates an error about `url`.
  public init(url: String, problem: Problem) {
    self.url = url
    self.problem = problem
  }

  public var description: String {
    "Can't open \(url.visibleOnTerminal(limit: DeepLinkError.quoteLimit)): \(reason)"
      .visibleOnTerminal()
  }

  /// What was wrong and where, without the URL: for a caller whose own message names it.
  public var reason: String {
    switch problem {
    case .malformed(let error): error.description
    case .missing(let missing, let location): "\(missing) (At \(location).)"
    }
  }

  public var errorDescription: String? { description }
}

extension LinkError where Missing: Error {
  /// Reads the whole of `url` with `reading`, which looks records up by key through `lookup` as
  /// it reads. A record that cannot be shown reads as `placeholder(key)`, so parsing goes on, and
  /// is reported once the whole URL has parsed: a malformed URL says so first.
  ///
  /// - Parameter location: The path up to a key, for the message about its record.
  /// - Throws: `LinkError`: ``Problem/malformed(_:)`` for a URL outside the grammar (or not read
  ///   to its end), else ``Problem/missing(_:location:)`` for the first record that is missing.
  public static func parse<Key, Record, Value>(
    _ url: String,
    lookup: @escaping (Key) -> Result<Record, Missing>,
    placeholder: @escaping (Key) -> Record,
    location: (Key) -> String,
    reading parse: (inout DeepLink, (Key) -> Record) throws(DeepLinkError) -> Value
  ) throws(LinkError) -> Value {
    var missing: (key: Key, reason: Missing)?
    let value: Value
    do {
      var link = try DeepLink(parsing: url)
      value = try parse(&link) { key in
        switch lookup(key) {
        case .success(let record): return record
        case .failure(let reason):
          if missing == nil { missing = (key, reason) }
          return placeholder(key)
        }
      }
      try link.expectFullyRead()
    } catch {
      throw LinkError(url: url, problem: .malformed(error))
    }
    if let missing {
      throw LinkError(url: url, problem: .missing(missing.reason, location: location(missing.key)))
    }
    return value
  }
}
