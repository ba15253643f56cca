import Foundation
import Models

/// How FeatureTemplate orders its list.
public enum FeatureTemplateSortOrder: String, CaseIterable, Hashable, Codable, Sendable {
  case name
  case quantity
  case backOrder
}

/// Why a name typed in FeatureTemplate is refused, with a message the user can act on.
public enum FeatureTemplateValidationError: Error, Hashable, Sendable, CustomStringConvertible {
  case empty
  case tooLong(limit: Int)
  case duplicate(name: String)

  public var description: String {
    switch self {
    case .empty: "A name is required."
    case .tooLong(let limit): "Names are at most \(limit) characters."
    case .duplicate(let name): "An item named \(name) already exists."
    }
  }
}

/// The figures FeatureTemplate shows above its list.
public struct FeatureTemplateSummary: Hashable, Sendable {
  public var total: Int
  public var inStock: Int
  public var onBackOrder: Int
  public var lowStock: [Item.ID]

  public init(items: [Item], lowStockThreshold: Int = THRESHOLD) {
    total = items.count
    inStock = items.filter(\.isInStock).count
    onBackOrder = items.filter(\.isOnBackOrder).count
    lowStock = items.filter { $0.isInStock && $0.quantity < lowStockThreshold }.map(\.id)
  }

  /// The header line, for example `4 items, 2 in stock, 1 on back order`.
  public var headline: String {
    let noun = total == 1 ? "item" : "items"
    var parts = ["\(total) \(noun)", "\(inStock) in stock"]
    if onBackOrder > 0 {
      parts.append("\(onBackOrder) on back order")
    }
    if !lowStock.isEmpty {
      parts.append("\(lowStock.count) low")
    }
    return parts.joined(separator: ", ")
  }
}

/// A titled group of items, as the list shows them.
public struct FeatureTemplateSection: Hashable, Sendable {
  public var title: String
  public var items: [Item]

  public init(title: String, items: [Item]) {
    self.title = title
    self.items = items
  }
}

/// The pure rules of FeatureTemplate, kept apart from the model so they are tested as plain functions.
public enum FeatureTemplateLogic {
  /// The longest name FeatureTemplate accepts.
  public static let nameLimit = NAME_LIMIT

  /// The items matching `filter` (in name or tags, ignoring case), in `order`.
  public static func visible(
    _ items: [Item], filter: String, order: FeatureTemplateSortOrder
  ) -> [Item] {
    let needle = filter.trimmingCharacters(in: .whitespaces).lowercased()
    let matching = items.filter { item in
      needle.isEmpty || item.name.lowercased().contains(needle)
        || item.tags.contains { $0.lowercased().contains(needle) }
    }
    return sorted(matching, by: order)
  }

  /// `items` sorted by `order`; ties keep their names in alphabetical order.
  public static func sorted(_ items: [Item], by order: FeatureTemplateSortOrder) -> [Item] {
    items.sorted { lhs, rhs in
      switch order {
      case .name:
        return lhs.name.localizedStandardCompare(rhs.name) == .orderedAscending
      case .quantity:
        if lhs.quantity != rhs.quantity {
          return lhs.quantity > rhs.quantity
        }
        return lhs.name < rhs.name
      case .backOrder:
        if lhs.isOnBackOrder != rhs.isOnBackOrder {
          return lhs.isOnBackOrder
        }
        return lhs.name < rhs.name
      }
    }
  }

  /// The items grouped as the list shows them: in stock first, then the rest.
  public static func sections(_ items: [Item]) -> [FeatureTemplateSection] {
    let inStock = items.filter(\.isInStock)
    let outOfStock = items.filter { !$0.isInStock }
    return [
      FeatureTemplateSection(title: "In stock", items: inStock),
      FeatureTemplateSection(title: "Out of stock", items: outOfStock),
    ].filter { !$0.items.isEmpty }
  }

  /// Checks a name typed for a new or renamed item against the existing ones.
  public static func validate(name: String, existing: [Item]) -> FeatureTemplateValidationError? {
    let trimmed = name.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty {
      return .empty
    }
    if trimmed.count > nameLimit {
      return .tooLong(limit: nameLimit)
    }
    if existing.contains(where: { $0.name.caseInsensitiveCompare(trimmed) == .orderedSame }) {
      return .duplicate(name: trimmed)
    }
    return nil
  }

  /// The item with `amount` more in stock; restocking clears a back order.
  public static func restocked(_ item: Item, by amount: Int) -> Item {
    var copy = item
    copy.quantity += max(amount, 0)
    if copy.quantity > 0 {
      copy.isOnBackOrder = false
    }
    return copy
  }
}
