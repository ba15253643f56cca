import Models
import NavigationState

/// A URL the app could not open: which URL, and what was wrong where. Opening it changed nothing.
public typealias AppLinkError = LinkError<AppLinkProblem>

/// What was wrong with a URL the app could not open.
public enum AppLinkProblem: Hashable, Sendable, CustomStringConvertible {
  /// The URL is not in the grammar: what was expected, what was found and where.
  case malformed(DeepLinkError)
  /// The URL names an item the app cannot show; `location` is the path up to its id.
  case missingItem(MissingItem, location: String)

  public var description: String {
    switch self {
    case .malformed(let error): error.description
    case .missingItem(let missing, let location): "\(missing) (At \(location).)"
    }
  }
}

/// Why a screen about a stored item cannot be shown: the one answer of a link and a restore.
public enum MissingItem: Error, Hashable, Sendable, CustomStringConvertible {
  /// The store holds no item with this id (deleted since, or never stored).
  case notStored(Item.ID)
  /// The inventory could not load its items, so no id can be checked.
  case inventoryNotLoaded

  public var description: String {
    switch self {
    case .notStored(let id): Item.notFoundMessage(id)
    case .inventoryNotLoaded: "The inventory could not load its items."
    }
  }
}
