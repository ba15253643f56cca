import Models
import TextUI

/// The inventory screen: the list of items, the Add and Help toolbar buttons, the help sheet and
/// the inventory's alerts. It loads the items when it appears.
///
/// Rows are a slot: the app layer passes the row view (ItemRowFeature's, which this feature
/// cannot import), see the package README. Only the rows in the visible window are built, so a
/// list of 100,000 items draws as fast as one of ten.
///
/// The view has no navigation stack of its own: its title and toolbar belong to the stack it is
/// placed in (the app's inventory tab, or the preview's).
public struct InventoryView: View {
  @Bindable var model: InventoryModel
  let row: @MainActor (Item) -> AnyView

  /// The inventory with each row drawn by `row`.
  public init<Row: View>(
    model: InventoryModel,
    @ViewBuilder row: @escaping @MainActor (Item) -> Row
  ) {
    self.model = model
    self.row = { AnyView(row($0)) }
  }

  /// The inventory with each item on a line of its name (``InventoryNameRow``), so the feature
  /// runs on its own.
  public init(model: InventoryModel) {
    self.init(model: model) { item in
      InventoryNameRow(item: item)
    }
  }

  public var body: some View {
    VStack {
      if case .failed(let message) = model.loadState {
        Text("Couldn't load the items. \(message)")
        Button("Retry") { await model.retryButtonTapped() }
      }
      if !model.items.isEmpty {
        List(model.items) { item in
          row(item)
        }
      } else if model.loadState == .loading {
        ProgressView("Loading items…")
      } else if model.loadState == .loaded {
        Text("No items yet. Choose Add to create one.")
      }
    }
    .navigationTitle("Inventory")
    .toolbar {
      ToolbarItem(placement: .secondaryAction) {
        Button("Help") { model.helpButtonTapped() }
      }
      ToolbarItem(placement: .primaryAction) {
        Button("Add") { model.addButtonTapped() }
      }
    }
    .sheet(item: $model.destination.case(InventoryModel.Destination.helpCase)) { _ in
      InventoryHelpView { model.dismissButtonTapped() }
    }
    .alert($model.destination.case(InventoryModel.Destination.alertCase)) { action in
      await model.alertButtonTapped(action)
    }
    .task { await model.task() }
  }
}

/// An item as one line, its name alone: the list's row when the inventory runs without
/// ItemRowFeature's (its preview and tests), and what the app draws while a row's own model is
/// not built yet. What a row shows beyond the name, and what it does, is ItemRowFeature's.
public struct InventoryNameRow: View {
  let item: Item

  /// A row for `item`.
  public init(item: Item) {
    self.item = item
  }

  public var body: some View {
    // One line however long the name, as the row the app builds in its place is.
    HStack { Text(item.name) }
  }
}
