"""Swift sources of the synthetic monorepo, one function per file kind.

Every feature is the same few hundred lines with its own type names, so a build of N features
does N times the same work: timings then measure the layout, not the code. The sources use only
the toolchain (Foundation and Observation), so no third-party package is fetched or compiled.

Placeholders are plain tokens replaced with str.replace (`FEATURE` is the feature's name),
because Swift's `$0` and `\\(...)` would fight with Python's own template syntaxes.
"""

MODELS_ITEM = """\
import Foundation

/// One thing the inventory keeps track of: plain data passed around by value.
public struct Item: Hashable, Codable, Identifiable, Sendable {
  public var id: UUID
  public var name: String
  public var quantity: Int
  public var isOnBackOrder: Bool
  public var tags: [String]

  public init(
    id: UUID, name: String, quantity: Int, isOnBackOrder: Bool = false, tags: [String] = []
  ) {
    self.id = id
    self.name = name
    self.quantity = quantity
    self.isOnBackOrder = isOnBackOrder
    self.tags = tags
  }

  /// Whether the item can be sold now.
  public var isInStock: Bool { quantity > 0 }

  /// A copy with every field kept and a new identity.
  public func duplicate(id: UUID = UUID()) -> Item {
    var copy = self
    copy.id = id
    return copy
  }
}

extension Item {
  /// Four items with fixed ids, so generated previews and links stay stable.
  public static let samples: [Item] = [
    Item(id: sampleID(1), name: "Keyboard", quantity: 100, tags: ["desk"]),
    Item(id: sampleID(2), name: "Charger", quantity: 20, tags: ["power"]),
    Item(id: sampleID(3), name: "Phone", quantity: 0, isOnBackOrder: true),
    Item(id: sampleID(4), name: "Headphones", quantity: 0, tags: ["audio"]),
  ]

  /// A fixed id whose last byte is `n`.
  public static func sampleID(_ n: UInt8) -> UUID {
    UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, n))
  }
}
"""

API_CLIENT = """\
import Foundation
import Models

/// The features' only way to reach stored items: a value of closures, so a preview or a test
/// replaces one endpoint at a time.
public struct ApiClient: Sendable {
  public var loadItems: @Sendable () async throws -> [Item]
  public var saveItem: @Sendable (Item) async throws -> Void
  public var deleteItem: @Sendable (Item.ID) async throws -> Void

  public init(
    loadItems: @escaping @Sendable () async throws -> [Item],
    saveItem: @escaping @Sendable (Item) async throws -> Void,
    deleteItem: @escaping @Sendable (Item.ID) async throws -> Void
  ) {
    self.loadItems = loadItems
    self.saveItem = saveItem
    self.deleteItem = deleteItem
  }
}

/// Errors every implementation of ``ApiClient`` may report.
public enum ApiError: Error, Equatable, Sendable, CustomStringConvertible {
  case notFound(Item.ID)

  public var description: String {
    switch self {
    case .notFound(let id): "The item \\(id.uuidString) no longer exists."
    }
  }
}

extension ApiClient {
  /// An in-memory client seeded with `items`.
  public static func preview(items: [Item] = Item.samples) -> ApiClient {
    let store = InMemoryStore(items: items)
    return ApiClient(
      loadItems: { await store.items },
      saveItem: { item in await store.save(item) },
      deleteItem: { id in try await store.delete(id: id) }
    )
  }
}

private actor InMemoryStore {
  private(set) var items: [Item]

  init(items: [Item]) {
    self.items = items
  }

  func save(_ item: Item) {
    if let index = items.firstIndex(where: { $0.id == item.id }) {
      items[index] = item
    } else {
      items.append(item)
    }
  }

  func delete(id: Item.ID) throws {
    guard let index = items.firstIndex(where: { $0.id == id }) else {
      throw ApiError.notFound(id)
    }
    items.remove(at: index)
  }
}
"""

TEXT_VIEWS = """\
/// A piece of text UI that renders itself as lines no wider than `width`.
public protocol TextView: Sendable {
  func lines(width: Int) -> [String]
}

/// One line of text, cut to the width it is given.
public struct Text: TextView {
  public var string: String

  public init(_ string: String) {
    self.string = string
  }

  public func lines(width: Int) -> [String] {
    [String(string.prefix(max(width, 0)))]
  }
}

/// A labelled button; a disabled one is shown in parentheses.
public struct Button: TextView {
  public var label: String
  public var isEnabled: Bool

  public init(_ label: String, isEnabled: Bool = true) {
    self.label = label
    self.isEnabled = isEnabled
  }

  public func lines(width: Int) -> [String] {
    Text(isEnabled ? "[\\(label)]" : "(\\(label))").lines(width: width)
  }
}

/// Views stacked top to bottom.
public struct VStack: TextView {
  public var children: [any TextView]

  public init(_ children: [any TextView]) {
    self.children = children
  }

  public func lines(width: Int) -> [String] {
    children.flatMap { $0.lines(width: width) }
  }
}

/// A horizontal rule as wide as the screen.
public struct Divider: TextView {
  public init() {}

  public func lines(width: Int) -> [String] {
    [String(repeating: "-", count: max(width, 0))]
  }
}

/// A modal box drawn around its content, for alerts and sheets.
public struct Boxed: TextView {
  public var title: String
  public var content: any TextView

  public init(title: String, content: any TextView) {
    self.title = title
    self.content = content
  }

  public func lines(width: Int) -> [String] {
    let inner = max(width - 4, 0)
    let body = content.lines(width: inner).map { line in
      "| " + line + String(repeating: " ", count: max(inner - line.count, 0)) + " |"
    }
    let bottom = "+" + String(repeating: "-", count: max(width - 2, 0)) + "+"
    return ["+ " + String(title.prefix(inner)) + " +"] + body + [bottom]
  }
}

/// Renders a view to one string, the way a headless preview prints a frame.
public func render(_ view: any TextView, width: Int = 60) -> String {
  view.lines(width: width).joined(separator: "\\n")
}

/// Reports that a delegate closure was called without being wired by a parent.
///
/// The default of every delegate closure, so a forgotten wiring names itself.
public func reportUnimplemented(_ name: String, value: some Sendable) {
  print("Unimplemented: \\(name) was called with \\(value)")
}
"""

FEATURE_DESTINATION = """\
import Foundation
import Models

/// Where FEATURE asks to go outside itself. Plain data: the app package is the only place that
/// decides which screen each case opens.
public enum FEATUREDestination: Hashable, Codable, Sendable {
  /// Show the item with this id.
  case detail(itemID: UUID)
  /// Edit this item.
  case edit(item: Item)
  /// Show more items matching this filter.
  case related(filter: String)
}
"""

FEATURE_LOGIC = """\
import Foundation
import Models

/// How FEATURE orders its list.
public enum FEATURESortOrder: String, CaseIterable, Hashable, Codable, Sendable {
  case name
  case quantity
  case backOrder
}

/// Why a name typed in FEATURE is refused, with a message the user can act on.
public enum FEATUREValidationError: Error, Hashable, Sendable, CustomStringConvertible {
  case empty
  case tooLong(limit: Int)
  case duplicate(name: String)

  public var description: String {
    switch self {
    case .empty: "A name is required."
    case .tooLong(let limit): "Names are at most \\(limit) characters."
    case .duplicate(let name): "An item named \\(name) already exists."
    }
  }
}

/// The figures FEATURE shows above its list.
public struct FEATURESummary: Hashable, Sendable {
  public var total: Int
  public var inStock: Int
  public var onBackOrder: Int
  public var lowStock: [Item.ID]

  public init(items: [Item], lowStockThreshold: Int = THRESHOLD) {
    total = items.count
    inStock = items.filter(\\.isInStock).count
    onBackOrder = items.filter(\\.isOnBackOrder).count
    lowStock = items.filter { $0.isInStock && $0.quantity < lowStockThreshold }.map(\\.id)
  }

  /// The header line, for example `4 items, 2 in stock, 1 on back order`.
  public var headline: String {
    let noun = total == 1 ? "item" : "items"
    var parts = ["\\(total) \\(noun)", "\\(inStock) in stock"]
    if onBackOrder > 0 {
      parts.append("\\(onBackOrder) on back order")
    }
    if !lowStock.isEmpty {
      parts.append("\\(lowStock.count) low")
    }
    return parts.joined(separator: ", ")
  }
}

/// A titled group of items, as the list shows them.
public struct FEATURESection: Hashable, Sendable {
  public var title: String
  public var items: [Item]

  public init(title: String, items: [Item]) {
    self.title = title
    self.items = items
  }
}

/// The pure rules of FEATURE, kept apart from the model so they are tested as plain functions.
public enum FEATURELogic {
  /// The longest name FEATURE accepts.
  public static let nameLimit = NAME_LIMIT

  /// The items matching `filter` (in name or tags, ignoring case), in `order`.
  public static func visible(
    _ items: [Item], filter: String, order: FEATURESortOrder
  ) -> [Item] {
    let needle = filter.trimmingCharacters(in: .whitespaces).lowercased()
    let matching = items.filter { item in
      needle.isEmpty || item.name.lowercased().contains(needle)
        || item.tags.contains { $0.lowercased().contains(needle) }
    }
    return sorted(matching, by: order)
  }

  /// `items` sorted by `order`; ties keep their names in alphabetical order.
  public static func sorted(_ items: [Item], by order: FEATURESortOrder) -> [Item] {
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
  public static func sections(_ items: [Item]) -> [FEATURESection] {
    let inStock = items.filter(\\.isInStock)
    let outOfStock = items.filter { !$0.isInStock }
    return [
      FEATURESection(title: "In stock", items: inStock),
      FEATURESection(title: "Out of stock", items: outOfStock),
    ].filter { !$0.items.isEmpty }
  }

  /// Checks a name typed for a new or renamed item against the existing ones.
  public static func validate(name: String, existing: [Item]) -> FEATUREValidationError? {
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
"""

FEATURE_MODEL = """\
import ApiClient
import Foundation
import Models
import Observation
import TextViews

/// The state and behavior of the FEATURE screen: a filtered, sorted list of items that can be
/// restocked and deleted (after a confirmation), loaded through ``ApiClient``.
@MainActor
@Observable
public final class FEATUREModel {
  /// Navigation that stays inside this feature.
  public enum Destination: Hashable, Sendable {
    case confirmDelete(Item)
    case failure(message: String)
  }

  public var items: [Item]
  public var filter: String
  public var sortOrder: FEATURESortOrder
  public var destination: Destination?
  public var draftName: String
  public private(set) var validationError: FEATUREValidationError?
  public private(set) var isLoading = false

  /// Asks the parent to go somewhere outside this feature; the app interprets the value.
  @ObservationIgnored
  public var onDestination: @MainActor (FEATUREDestination) -> Void = { destination in
    reportUnimplemented("FEATUREModel.onDestination", value: destination)
  }

  @ObservationIgnored
  private let client: ApiClient

  public init(
    items: [Item] = [],
    filter: String = "",
    sortOrder: FEATURESortOrder = .name,
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
    FEATURELogic.visible(items, filter: filter, order: sortOrder)
  }

  public var summary: FEATURESummary {
    FEATURESummary(items: items)
  }

  /// Loads the items when the screen appears.
  public func task() async {
    isLoading = true
    defer { isLoading = false }
    do {
      items = try await client.loadItems()
    } catch {
      destination = .failure(message: "Could not load the items: \\(error)")
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

  public func sortOrderTapped(_ order: FEATURESortOrder) {
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
      destination = .failure(message: "Could not delete \\(item.name): \\(error)")
    }
  }

  /// Adds RESTOCK to the item's stock and saves it.
  public func restockButtonTapped(_ item: Item) async {
    let restocked = FEATURELogic.restocked(item, by: RESTOCK)
    guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
    items[index] = restocked
    do {
      try await client.saveItem(restocked)
    } catch {
      items[index] = item
      destination = .failure(message: "Could not restock \\(item.name): \\(error)")
    }
  }

  /// Adds an item named after the draft, if the name is valid.
  public func addButtonTapped() async {
    if let error = FEATURELogic.validate(name: draftName, existing: items) {
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
      destination = .failure(message: "Could not add \\(item.name): \\(error)")
    }
  }
}
"""

FEATURE_VIEW = """\
import Models
import TextViews

/// The text rendering of ``FEATUREModel``: header, sections of rows, and the open alert.
@MainActor
public struct FEATUREView {
  public let model: FEATUREModel

  public init(model: FEATUREModel) {
    self.model = model
  }

  public var body: any TextView {
    var children: [any TextView] = [
      Text("FEATURE"),
      Text(model.summary.headline),
      Divider(),
    ]
    if model.isLoading {
      children.append(Text("Loading..."))
    }
    for section in FEATURELogic.sections(model.visibleItems) {
      children.append(Text(section.title.uppercased()))
      children.append(contentsOf: section.items.map(row))
    }
    children.append(Divider())
    children.append(Button("Add", isEnabled: !model.draftName.isEmpty))
    if let error = model.validationError {
      children.append(Text(error.description))
    }
    children.append(Button("Related"))
    if let destination = model.destination {
      children.append(alert(destination))
    }
    return VStack(children)
  }

  private func row(_ item: Item) -> any TextView {
    let status: String
    if item.isInStock {
      status = "\\(item.quantity) in stock"
    } else if item.isOnBackOrder {
      status = "on back order"
    } else {
      status = "out of stock"
    }
    let tags = item.tags.isEmpty ? "" : " #" + item.tags.joined(separator: " #")
    return VStack([
      Text("\\(item.name): \\(status)\\(tags)"),
      Button("Restock"),
      Button("Delete"),
    ])
  }

  private func alert(_ destination: FEATUREModel.Destination) -> any TextView {
    switch destination {
    case .confirmDelete(let item):
      Boxed(
        title: "Delete \\(item.name)?",
        content: VStack([Button("Delete"), Button("Cancel")])
      )
    case .failure(let message):
      Boxed(title: "Error", content: VStack([Text(message), Button("OK")]))
    }
  }
}
"""

APP_MODEL = """\
import ApiClient
import Models
import Observation
import TextViews
IMPORTS

/// The whole app: a root screen, a stack of pushed screens and an optional sheet, each holding
/// a feature model. The only place that knows every feature: it interprets their destinations.
@MainActor
@Observable
public final class AppModel {
  public var root: Screen
  public var path: [Screen]
  public var sheet: Screen?

  @ObservationIgnored
  let client: ApiClient

  public init(client: ApiClient) {
    self.client = client
    self.path = []
    self.sheet = nil
    self.root = .FIRST_CASE(FIRST_TYPEModel(client: client))
    self.root = .FIRST_CASE(makeFIRST_TYPE())
  }

  /// The screen on top: the sheet if one is open, else the last pushed screen, else the root.
  public var topScreen: Screen {
    sheet ?? path.last ?? root
  }

  public func push(_ screen: Screen) {
    path.append(screen)
  }

  public func pop() {
    _ = path.popLast()
  }

  public func dismissSheet() {
    sheet = nil
  }

  /// Loads the root screen's data.
  public func start() async {
    await topScreen.task()
  }

  /// The frame a headless run prints.
  public func frame(width: Int = 60) -> String {
    render(topScreen.view, width: width)
  }

  /// The data projection of the navigation, for saving and restoring.
  public var state: [ScreenState] {
    [root.state] + path.map(\\.state) + (sheet.map { [$0.state] } ?? [])
  }
}
"""

APP_SCREEN_HEADER = """\
import Models
import TextViews
IMPORTS

/// One screen of the app: a feature model per case.
@MainActor
public enum Screen {
CASES
}

/// The data-only projection of a ``Screen``, what a saved state or a link holds.
public enum ScreenState: Hashable, Codable, Sendable {
STATE_CASES
}

extension Screen {
  /// The rendering of the screen's feature.
  public var view: any TextView {
    switch self {
VIEW_SWITCH
    }
  }

  /// Runs the screen's loading work.
  public func task() async {
    switch self {
TASK_SWITCH
    }
  }

  public var state: ScreenState {
    switch self {
STATE_SWITCH
    }
  }
}
"""

APP_ROUTE = """\
import Models
import FEATURE

extension AppModel {
  /// FEATURE's model wired to this app, so every destination it emits comes back here.
  func makeFEATURE(items: [Item] = [], filter: String = "") -> FEATUREModel {
    let model = FEATUREModel(items: items, filter: filter, client: client)
    model.onDestination = { [weak self] destination in
      self?.interpretFEATURE(destination)
    }
    return model
  }

  /// Where each FEATURE destination leads; the feature itself never knows.
  func interpretFEATURE(_ destination: FEATUREDestination) {
    switch destination {
    case .detail(let itemID):
      let items = Item.samples.filter { $0.id == itemID }
      push(.NEXT_CASE(makeNEXT_TYPE(items: items)))
    case .edit(let item):
      sheet = .NEXT_CASE(makeNEXT_TYPE(items: [item]))
    case .related(let filter):
      push(.AFTER_CASE(makeAFTER_TYPE(filter: filter)))
    }
  }
}
"""

APP_MAIN = """\
import ApiClient
import AppFeature

let app = AppModel(client: .preview())
await app.start()
print(app.frame())
"""
