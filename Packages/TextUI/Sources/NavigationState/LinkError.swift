import Foundation

/// A URL an app could not open: which URL and what was wrong with it. Opening it changed nothing.
///
/// `Problem` is the app's own account of what can go wrong (a ``DeepLinkError`` for a URL outside
/// the grammar, an id that names nothing stored); its description is the reason. The message
/// draws the URL visibly and cut to ``DeepLinkError/quoteLimit``: a URL comes from outside, and a
/// terminal must draw it, never act on it.
public struct LinkError<Problem>: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError
where Problem: CustomStringConvertible & Hashable & Sendable {
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

  /// What was wrong, without the URL: for a caller whose own message names it.
  public var reason: String { problem.description }

  public var errorDescription: String? { description }
}
