import ApiClient
import Foundation
import InventoryFeature
import ItemFeature
import ItemRowFeature
import Models
import NavigationState
import Observation

/// The whole app as state: the selected tab, the inventory, the inventory tab's navigation stack
/// and the modal over it.
///
/// This is the only place where the features' data-only destination values become screens:
/// ``interpret(_:)-(InventoryDestination)`` and ``interpret(_:)-(ItemRowDestination)`` turn each
/// value into ItemFeature's editor, pushed onto ``path`` or presented in ``destination``. Each
/// feature's values are interpreted here directly, never relayed through a sibling.
///
/// The whole navigation has one pure-data projection, ``AppState``: ``state`` reads it,
/// ``restore(_:)`` builds the models from it, and ``open(url:)`` parses a URL into one and
/// restores that, so links and launch restoration take the same path.
@MainActor
@Observable
public final class AppModel {
  /// The selected tab.
  public var selectedTab: Tab
  /// The inventory tab's list.
  public let inventory: InventoryModel
  /// The screens pushed over the inventory list, bottom first. Removing one (the user going
  /// back, or a link replacing the stack) cancels the work its editor started.
  public var path: [Path<ItemEditorModel>] = [] {
    didSet { endWork(of: oldValue.map(\.editor), keeping: path.map(\.editor)) }
  }
  /// The sheet or popover over the inventory tab. Dismissing it cancels its editor's work.
  public var destination: Destination<ItemEditorModel>? {
    didSet { endWork(of: oldValue?.editor, keeping: destination?.editor) }
  }
  /// The list's row models: TextUI's `LazyModels` builds one when its row appears and lets it go
  /// when the row leaves the screen, unless it is presenting its delete confirmation. The app
  /// only says what a row is (``makeRow(_:)``). A row model holds the row's own state; the item
  /// it shows is the inventory's.
  @ObservationIgnored public private(set) lazy var rows = LazyModels<Item.ID, ItemRowModel>(
    make: { [unowned self] id in makeRow(id) }, keepWhile: { $0.destination != nil })

  /// Creates the app on `apiClient`'s store and wires the features' destinations to it. The app
  /// owns its dependencies and hands them to the features it builds.
  ///
  /// - Parameters:
  ///   - selectedTab: The tab shown first.
  ///   - apiClient: The store, which the app hands to the features it builds.
  ///   - inventory: The inventory tab's list; by default one on `apiClient` that loads when first
  ///     shown. Tests pass one already loaded.
  ///   - makeID: Makes the ids of new items (the default inventory's `makeID`, which the app
  ///     uses for copies too). Tests and explorations pass a deterministic one.
  public init(
    selectedTab: Tab = .one,
    apiClient: ApiClient,
    inventory: InventoryModel? = nil,
    makeID: @escaping @Sendable () -> UUID = { UUID() }
  ) {
    self.selectedTab = selectedTab
    self.inventory = inventory ?? InventoryModel(apiClient: apiClient, makeID: makeID)
    self.inventory.onDestination = { [weak self] destination in
      self?.interpret(destination)
    }
  }

  /// Reads the inventory's items from the store unless they are loaded: ``open(url:)`` and
  /// ``restore(from:)`` check the items they name against them.
  func loadInventoryIfNeeded() async {
    if !isInventoryLoaded { await inventory.load() }
  }

  var isInventoryLoaded: Bool {
    inventory.loadState == .loaded || !inventory.items.isEmpty
  }

  /// The failure the app is showing, if any: an editor's save or the list's delete that did not
  /// reach the store, or a load that failed, as the alert or the list says it. A person sees it on
  /// screen; an entry point running without one (headless) reports it and ends with an error.
  public var failure: String? {
    func said<Action>(_ alert: AlertState<Action>) -> String {
      [alert.title, alert.message].compactMap { $0 }.joined(separator: ": ")
    }
    let editors = path.map(\.editor) + (destination.map { [$0.editor] } ?? [])
    if let alert = editors.lazy.compactMap(\.alert).last {
      return said(alert)
    }
    if case .alert(let alert) = inventory.destination {
      return said(alert)
    }
    if case .failed(let message) = inventory.loadState {
      return message
    }
    return nil
  }

  /// The One tab's "Go to inventory tab".
  public func goToInventoryButtonTapped() {
    selectedTab = .inventory
  }

  // MARK: Destinations

  /// Presents what the inventory asked for: Add, as a sheet.
  public func interpret(_ destination: InventoryDestination) {
    switch destination {
    case .add(let draft):
      self.destination = live(.add(.init(draft: draft)))
    }
  }

  /// Presents what a row asked for: its item pushed for editing on a draft copy, or a copy with a
  /// new id in the Duplicate popover.
  public func interpret(_ destination: ItemRowDestination) {
    switch destination {
    case .edit(let item):
      path.append(live(.edit(.init(draft: item))))
    case .duplicate(let item):
      self.destination = live(
        .duplicate(.init(draft: item.duplicate(id: inventory.makeID())), of: item.id))
    }
  }

  /// An editor on `state`, open for `purpose`, saving through the inventory (which the list shows
  /// at once): `update` for an edit, `add` for a new item or a copy. Once its save has returned,
  /// or the user cancelled, it asks to be taken off screen.
  func makeEditor(_ state: ItemEditorModel.State, purpose: ItemEditorModel.Purpose)
    -> ItemEditorModel
  {
    let editor = ItemEditorModel(
      state, purpose: purpose, save: purpose == .edit ? inventory.update : inventory.add)
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

  // MARK: Rows

  /// A row of the list: its destinations go to ``interpret(_:)-(ItemRowDestination)``, its
  /// confirmed delete to the inventory.
  private func makeRow(_ id: Item.ID) -> ItemRowModel {
    let row = ItemRowModel(id: id)
    row.onDestination = { [weak self] destination in
      self?.interpret(destination)
    }
    row.onDeleteConfirmed = { [weak self] id in
      guard let inventory = self?.inventory else { return }
      // Runs at once up to its first suspension, so the row leaves the list in the same turn as
      // the tap. The delete belongs to no screen: the inventory reports a failure itself.
      Task.immediate { await inventory.delete(id: id) }
    }
    return row
  }
}
