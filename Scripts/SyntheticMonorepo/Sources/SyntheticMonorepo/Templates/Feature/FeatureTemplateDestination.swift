import Foundation
import Models

/// Where FeatureTemplate asks to go outside itself. Plain data: the app package is the only place that
/// decides which screen each case opens.
public enum FeatureTemplateDestination: Hashable, Codable, Sendable {
  /// Show the item with this id.
  case detail(itemID: UUID)
  /// Edit this item.
  case edit(item: Item)
  /// Show more items matching this filter.
  case related(filter: String)
}
