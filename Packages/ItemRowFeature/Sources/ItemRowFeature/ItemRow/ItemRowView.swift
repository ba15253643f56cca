import Models
import TextUI

/// One inventory row on one line: the item's name (selecting it opens the item), its color with
/// a swatch, its status, and the Duplicate and Delete buttons.
///
/// Each control answers to `<item-id>/<label>` as well as to its label, e.g.
/// `00000000-0000-0000-0000-000000000001/Delete`, so a step can reach one row among many, even
/// among rows with the same name.
///
/// The row's own presentation (the delete confirmation) is not drawn by the row: present it with
/// ``TextUI/View/itemRowDestination(_:)`` on the screen the row is on. A lazy list builds only
/// the rows in its visible window, so a confirmation declared inside a row would vanish as soon
/// as the row scrolled away (or never show, for a deep link to the last row's).
public struct ItemRowView: View {
  let item: Item
  let model: ItemRowModel

  /// Shows `item`, the list's own value, with the row's buttons going to `model`.
  public init(item: Item, model: ItemRowModel) {
    self.item = item
    self.model = model
  }

  public var body: some View {
    let id = item.id.uuidString
    HStack {
      Button(item.name) { model.rowTapped(item) }
        .identifier("\(id)/\(item.name)")
      Text(Item.Color.name(of: item.color))
      Swatch(components: item.color?.components)
      Text(item.status.summary)
      Spacer()
      Button("Duplicate") { model.duplicateButtonTapped(item) }
        .identifier("\(id)/Duplicate")
      Button("Delete", role: .destructive) { model.deleteButtonTapped(item) }
        .identifier("\(id)/Delete")
    }
  }
}

extension View {
  /// Presents what `row` has navigated to (its delete confirmation alert), or nothing for `nil`.
  /// Dismissing writes `nil` to the row's destination; the alert's buttons go to
  /// ``ItemRowModel/alertButtonTapped(_:)``.
  public func itemRowDestination(_ row: ItemRowModel?) -> some View {
    let destination = Binding<ItemRowModel.Destination?>(
      get: { row?.destination },
      set: { row?.destination = $0 }
    )
    return alert(destination.case(ItemRowModel.Destination.alertCase)) { action in
      row?.alertButtonTapped(action)
    }
  }
}

extension ItemRowModel.Destination {
  static let alertCase = CasePath<Self, AlertState<ItemRowModel.AlertAction>>(
    embed: Self.alert,
    extract: { if case .alert(let state) = $0 { state } else { nil } }
  )
}
