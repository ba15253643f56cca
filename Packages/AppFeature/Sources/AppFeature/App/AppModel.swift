import ApiClient
import Foundation
import InventoryFeature
import ItemFeature
import ItemRowFeature
import Models
import NavigationState
import Observation

/// The whole app as state: the selected tab, each tab's models, and the inventory tab's stack and
/// modal. The only place where the features' destination values become screens (the
/// `interpret(_:)`s), each feature's directly, never relayed through a sibling. Its plain-data
/// form is ``AppState``, which links and saved states both go through.
@MainActor
@Observable
public final class AppModel {
  /// The selected tab.
  public var selectedTab: Tab
  /// The inventory tab's list.
  public let inventory: InventoryModel
  /// The models of the tabs that show a feature (``TabContent/feature(_:_:)``), by tab.
  public private(set) var features: [Tab: any FeatureScreen] = [:]
  /// The store, which the app hands to the features it builds.
  let apiClient: ApiClient
  /// The screens pushed over the inventory list, bottom first; one removed ends its editor's work.
  public var path: [Path<ItemEditorModel, any FeatureScreen>] = [] {
    didSet { endWork(of: oldValue.compactMap(\.editor), keeping: path.compactMap(\.editor)) }
  }
  /// The sheet or popover over the inventory tab; dismissing it ends its editor's work.
  public var destination: Destination<ItemEditorModel>? {
    didSet { endWork(of: oldValue?.editor, keeping: destination?.editor) }
  }
  /// The list's row models, built when a row appears and let go when it leaves the screen,
  /// unless it is asking to confirm a delete. The item a row shows is the inventory's.
  @ObservationIgnored public private(set) lazy var rows = LazyModels<Item.ID, ItemRowModel>(
    make: { [unowned self] id in makeRow(id) }, keepWhile: { $0.destination != nil })

  /// Creates the app on `apiClient`'s store, which it hands to the features it builds.
  ///
  /// - Parameters:
  ///   - inventory: The inventory tab's list; by default one on `apiClient`, loaded when shown.
  ///   - makeID: Makes the ids of new items and copies; tests pass a deterministic one.
  public init(
    selectedTab: Tab = .one,
    apiClient: ApiClient,
    inventory: InventoryModel? = nil,
    makeID: @escaping @Sendable () -> UUID = { UUID() }
  ) {
    self.selectedTab = selectedTab
    self.apiClient = apiClient
    self.inventory = inventory ?? InventoryModel(apiClient: apiClient, makeID: makeID)
    self.inventory.onDestination = { [weak self] destination in
      self?.interpret(destination)
    }
    for tab in Tab.allCases {
      if case .feature(_, let feature) = tab.content { features[tab] = feature.make(in: self) }
    }
  }

  /// The failure the app is showing, if any (a save, delete or load that did not reach the
  /// store), for an entry point without a screen to report.
  public var failure: String? {
    let editors = path.compactMap(\.editor) + [destination?.editor].compactMap { $0 }
    if let alert = editors.compactMap(\.alert).last { return alert.summary }
    if case .alert(let alert) = inventory.destination { return alert.summary }
    if case .failed(let message) = inventory.loadState { return message }
    return nil
  }

  /// The One tab's "Go to inventory tab".
  public func goToInventoryButtonTapped() {
    selectedTab = .inventory
  }

  // MARK: Destinations

  /// Presents what the inventory asked for (``AppState/opening(_:form:)``): Add, as a sheet.
  public func interpret(_ destination: InventoryDestination) {
    present(.opening(destination))
  }

  /// Presents what a row asked for (``AppState/opening(_:form:newID:)``): its item pushed for
  /// editing on a draft copy, or a copy with a new id in the Duplicate popover.
  public func interpret(_ destination: ItemRowDestination) {
    present(.opening(destination, newID: inventory.makeID))
  }

  /// Pushes the screens `opened` holds and presents its modal, each on a new model.
  private func present(_ opened: AppState) {
    path += opened.path.map(live)
    if let modal = opened.destination { destination = live(modal) }
  }

  /// An editor on `state` saving through the inventory, so the list shows the save at once.
  func makeEditor(_ state: ItemEditorModel.State, purpose: ItemEditorModel.Purpose)
    -> ItemEditorModel
  {
    let editor = ItemEditorModel(
      state, purpose: purpose, save: purpose == .edit ? inventory.update : inventory.add)
    editor.onDismiss = { [weak self, weak editor] in
      if let editor { self?.dismiss(editor) }
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

  /// A row of the list, its confirmed delete going to the inventory.
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
