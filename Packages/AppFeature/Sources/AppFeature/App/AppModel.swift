import ApiClient
import IdentifiedCollections
import InventoryFeature
import ItemFeature
import ItemRowFeature
import Models
import Observation

/// The whole app as state: the selected tab, the inventory, the inventory tab's navigation stack
/// and the modal over it.
///
/// This is the only place where the features' data-only destination values become screens
/// (see the README's map): ``interpret(_:)`` turns an `InventoryDestination` into an
/// ``ItemEditorModel`` pushed onto ``path`` or presented in ``destination``, and every row's
/// delegates are wired here. The whole navigation state has a pure-data projection,
/// ``AppState``, and a URL, ``AppRoute``: see ``open(url:)``, ``route`` and
/// ``navigationSnapshot()``.
@MainActor
@Observable
public final class AppModel {
  /// The tabs, in the order the tab bar shows them.
  public enum Tab: String, CaseIterable, Codable, Hashable, Sendable {
    /// The first tab: a way to the inventory.
    case one
    /// The inventory's navigation stack.
    case inventory
    /// A placeholder tab.
    case three

    /// The title in the tab bar.
    public var title: String {
      switch self {
      case .one: "One"
      case .inventory: "Inventory"
      case .three: "Three"
      }
    }
  }

  /// A screen pushed onto the inventory tab's stack.
  public enum Path {
    /// A stored item, edited on a draft copy.
    case edit(ItemEditorModel)

    /// The editor the screen shows.
    public var editor: ItemEditorModel {
      switch self {
      case .edit(let editor): editor
      }
    }
  }

  /// A modal presentation over the inventory tab.
  public enum Destination {
    /// The Add sheet: the form on a new draft.
    case add(ItemEditorModel)
    /// The Duplicate popover: the form on a copy with a new id.
    case duplicate(ItemEditorModel)

    /// The editor the presentation shows.
    public var editor: ItemEditorModel {
      switch self {
      case .add(let editor), .duplicate(let editor): editor
      }
    }
  }

  /// The selected tab.
  public var selectedTab: Tab
  /// The inventory tab's list.
  public let inventory: InventoryModel
  /// The screens pushed over the inventory list, bottom first. Removing one (the user going
  /// back, or a deep link replacing the stack) cancels the work its editor started.
  public var path: [Path] = [] {
    didSet { cancelWork(of: oldValue.map(\.editor), keeping: path.map(\.editor)) }
  }
  /// The sheet or popover over the inventory tab. Dismissing it cancels its editor's work.
  public var destination: Destination? {
    didSet {
      cancelWork(
        of: oldValue.map { [$0.editor] } ?? [], keeping: destination.map { [$0.editor] } ?? [])
    }
  }

  /// The rows built so far, by item id: each wired to the inventory (see ``row(for:)``).
  private(set) var rows: [Item.ID: ItemRowModel] = [:]

  /// Creates the app over `inventory` and wires the inventory's destinations to it.
  ///
  /// - Parameters:
  ///   - selectedTab: The tab shown first.
  ///   - inventory: The inventory tab's list, on the store the entry point chose.
  public init(selectedTab: Tab = .one, inventory: InventoryModel) {
    self.selectedTab = selectedTab
    self.inventory = inventory
    inventory.onDestination = { [weak self] destination in
      self?.interpret(destination)
    }
  }

  /// The app on `apiClient`'s store, its inventory loading when first shown.
  public convenience init(selectedTab: Tab = .one, apiClient: ApiClient) {
    self.init(selectedTab: selectedTab, inventory: InventoryModel(apiClient: apiClient))
  }

  /// Reads the inventory's items from the store, as the inventory tab does when first shown.
  ///
  /// ``open(url:)`` and ``restore(from:)`` check the item ids they name against the loaded
  /// items, so an entry point that starts on a link or a saved state calls this first.
  public func loadInventory() async {
    await inventory.load()
  }

  /// The One tab's "Go to inventory tab".
  public func goToInventoryButtonTapped() {
    selectedTab = .inventory
  }

  // MARK: Destinations

  /// Presents what the inventory asked for: Add as a sheet, Duplicate as a popover, Edit as a
  /// screen pushed onto the stack. Each opens ItemFeature's form on the destination's item.
  public func interpret(_ destination: InventoryDestination) {
    switch destination {
    case .add(let draft):
      self.destination = .add(makeEditor(.add, draft))
    case .duplicate(let copy, let sourceID):
      self.destination = .duplicate(makeEditor(.duplicate(of: sourceID), copy))
    case .edit(let item):
      path.append(.edit(makeEditor(.edit, item)))
    }
  }

  /// An editor on `item`, saved through the inventory and dismissed from wherever it is shown.
  func makeEditor(
    _ purpose: ItemEditorModel.Purpose,
    _ item: Item,
    formRoute: ItemFormRoute = .form
  ) -> ItemEditorModel {
    let inventory = inventory
    let form = ItemFormModel(item: item)
    form.apply(formRoute)
    let editor = ItemEditorModel(purpose: purpose, form: form) { draft in
      switch purpose {
      case .add, .duplicate: try await inventory.add(draft)
      case .edit: try await inventory.update(draft)
      }
    }
    editor.onDismiss = { [weak self, weak editor] in
      guard let self, let editor else { return }
      dismiss(editor)
    }
    return editor
  }

  /// Removes `editor` from the screen, wherever it is, and nothing else: a save finishing after
  /// the user moved on never pops a screen it does not own.
  func dismiss(_ editor: ItemEditorModel) {
    if let index = path.firstIndex(where: { $0.editor === editor }) {
      path.removeSubrange(index...)
    }
    if self.destination?.editor === editor {
      self.destination = nil
    }
  }

  private func cancelWork(of old: [ItemEditorModel], keeping new: [ItemEditorModel]) {
    for editor in old where !new.contains(where: { $0 === editor }) {
      editor.cancelWork()
    }
  }

  // MARK: Rows

  /// The row model for `item`: built and wired the first time the list draws it, then kept by
  /// id and given the item's latest value.
  ///
  /// Rows are built only for the items the list draws (and the ones a deep link names), so a
  /// list of 100,000 items costs as much as one of ten.
  func row(for item: Item) -> ItemRowModel {
    if let row = rows[item.id] {
      if row.item != item {
        row.item = item
      }
      return row
    }
    let row = ItemRowModel(item: item)
    row.onSelect = { [weak self] item in
      self?.inventory.itemSelected(id: item.id)
    }
    row.onDuplicate = { [weak self] item in
      self?.inventory.duplicate(id: item.id)
    }
    row.onDeleteConfirmed = { [weak self] id in
      self?.deleteConfirmed(id)
    }
    rows[item.id] = row
    return row
  }

  /// The row showing its delete confirmation, if any. The app presents that alert on the list's
  /// screen, so it shows even when the row is scrolled out of the list's window.
  var rowShowingAlert: ItemRowModel? {
    rows.values.first { $0.destination != nil }
  }

  /// Drops the rows of items the inventory no longer lists (deleted, or gone after a reload).
  func forgetUnlistedRows() {
    let unlisted = rows.keys.filter { inventory.items[id: $0] == nil }
    for id in unlisted {
      rows[id] = nil
    }
  }

  private func deleteConfirmed(_ id: Item.ID) {
    rows[id] = nil
    let inventory = inventory
    // Runs at once up to its first suspension, so the row leaves the list in the same turn as
    // the tap. The delete belongs to no screen: the inventory reports a failure itself.
    Task.immediate { await inventory.delete(id: id) }
  }
}
