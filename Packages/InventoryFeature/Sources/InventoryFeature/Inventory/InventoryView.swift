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

  /// The inventory with ``InventoryPlainRow``s, so the feature runs on its own.
  public init(model: InventoryModel) {
    self.init(model: model) { item in
      InventoryPlainRow(item: item)
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

/// A row that shows an item on one line, read-only: the stand-in for ItemRowFeature's row when
/// the inventory runs alone (its preview and tests). What a row does is ItemRowFeature's.
public struct InventoryPlainRow: View {
  let item: Item

  /// A row for `item`.
  public init(item: Item) {
    self.item = item
  }

  public var body: some View {
    HStack {
      Text(item.name)
      Text(Item.Color.name(of: item.color))
      Text(item.status.summary)
    }
  }
}
