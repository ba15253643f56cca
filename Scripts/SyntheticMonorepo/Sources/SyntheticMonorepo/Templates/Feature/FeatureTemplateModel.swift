import ApiClient
import Foundation
import Models
import Observation
import TextViews

/// The state and behavior of the FeatureTemplate screen: a filtered, sorted list of items that can be
/// restocked and deleted (after a confirmation), loaded through ``ApiClient``.
@MainActor
@Observable
public final class FeatureTemplateModel {
  /// Navigation that stays inside this feature.
  public enum Destination: Hashable, Sendable {
    case confirmDelete(Item)
    case failure(message: String)
  }

  public var items: [Item]
  public var filter: String
  public var sortOrder: FeatureTemplateSortOrder
  public var destination: Destination?
  public var draftName: String
  public private(set) var validationError: FeatureTemplateValidationError?
  public private(set) var isLoading = false

  /// Asks the parent to go somewhere outside this feature; the app interprets the value.
  @ObservationIgnored
  public var onDestination: @MainActor (FeatureTemplateDestination) -> Void = { destination in
    reportUnimplemented("FeatureTemplateModel.onDestination", value: destination)
  }

  @ObservationIgnored
  private let client: ApiClient

  public init(
    items: [Item] = [],
    filter: String = "",
    sortOrder: FeatureTemplateSortOrder = .name,
    destination: Destination? = nil,
    client: ApiClient
  ) {
    self.items = items
    self.filter = filter
    self.sortOrder = sortOrder
    self.destination = destination
    self.draftName = ""
    self.client = client
  }

  /// The items the list shows, after the filter and the sort order.
  public var visibleItems: [Item] {
    FeatureTemplateLogic.visible(items, filter: filter, order: sortOrder)
  }

  public var summary: FeatureTemplateSummary {
    FeatureTemplateSummary(items: items)
  }

  /// Loads the items when the screen appears.
  public func task() async {
    isLoading = true
    defer { isLoading = false }
    do {
      items = try await client.loadItems()
    } catch {
      destination = .failure(message: "Could not load the items: \(error)")
    }
  }

  public func itemTapped(_ item: Item) {
    onDestination(.detail(itemID: item.id))
  }

  public func editButtonTapped(_ item: Item) {
    onDestination(.edit(item: item))
  }

  public func relatedButtonTapped() {
    onDestination(.related(filter: filter))
  }

  public func sortOrderTapped(_ order: FeatureTemplateSortOrder) {
    sortOrder = order
  }

  public func deleteButtonTapped(_ item: Item) {
    destination = .confirmDelete(item)
  }

  public func cancelButtonTapped() {
    destination = nil
  }

  /// Deletes the item being confirmed; on failure the row comes back and an alert says why.
  public func confirmDeleteButtonTapped() async {
    guard case .confirmDelete(let item) = destination else { return }
    destination = nil
    let before = items
    items.removeAll { $0.id == item.id }
    do {
      try await client.deleteItem(item.id)
    } catch {
      items = before
      destination = .failure(message: "Could not delete \(item.name): \(error)")
    }
  }

  /// Adds RESTOCK to the item's stock and saves it.
  public func restockButtonTapped(_ item: Item) async {
    let restocked = FeatureTemplateLogic.restocked(item, by: RESTOCK)
    guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
    items[index] = restocked
    do {
      try await client.saveItem(restocked)
    } catch {
      items[index] = item
      destination = .failure(message: "Could not restock \(item.name): \(error)")
    }
  }

  /// Adds an item named after the draft, if the name is valid.
  public func addButtonTapped() async {
    if let error = FeatureTemplateLogic.validate(name: draftName, existing: items) {
      validationError = error
      return
    }
    validationError = nil
    let item = Item(id: UUID(), name: draftName.trimmingCharacters(in: .whitespaces), quantity: 1)
    items.append(item)
    draftName = ""
    do {
      try await client.saveItem(item)
    } catch {
      items.removeAll { $0.id == item.id }
      destination = .failure(message: "Could not add \(item.name): \(error)")
    }
  }
}
