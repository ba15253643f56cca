import Foundation
import Models
import NavigationState

/// A URL the app could not open: which URL, what was wrong and where. Opening it changed nothing.
public struct AppLinkError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
  /// What was wrong with the URL.
  public enum Problem: Hashable, Sendable {
    /// The URL is not in the grammar: what was expected, what was found and where.
    case malformed(DeepLinkError)
    /// The URL names an item the inventory does not hold; `location` is the path up to its id.
    case unknownItem(Item.ID, location: String)
    /// The URL names an item, but the inventory could not load its items, so the id cannot be
    /// checked; `location` is the path up to it.
    case inventoryNotLoaded(location: String)
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

  /// The message, with every control in the URL drawn visibly and the URL cut to a bounded
  /// length: the URL came from outside, and a terminal must draw it, never act on it.
  public var description: String {
    "Can't open \(url.visibleOnTerminal(limit: DeepLinkError.quoteLimit)): \(reason)"
      .visibleOnTerminal()
  }

  /// What was wrong and where, without the URL: for a caller whose own message names it.
  public var reason: String {
    switch problem {
    case .malformed(let error):
      error.description
    case .unknownItem(let id, let location):
      "\(Item.notFoundMessage(id)) (At \(location).)"
    case .inventoryNotLoaded(let location):
      "The inventory could not load its items, so the item at \(location) cannot be found."
    }
  }

  public var errorDescription: String? { description }
}
