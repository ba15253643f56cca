import Models
import TextUI

/// One inventory row with its delete confirmation: an ``ItemRowLine`` presenting the row's
/// ``ItemRowModel/destination`` with ``TextUI/View/itemRowDestination(_:)``.
///
/// This is the view to use for a row. In a long lazy list, rows outside the visible window are
/// never built, so an alert declared in them is never seen (a deep link to the last row's delete
/// confirmation, say). There, build rows with ``ItemRowLine`` and apply
/// ``TextUI/View/itemRowDestination(_:)`` to the list's screen, for the row whose destination is
/// set.
public struct ItemRowView: View {
  let model: ItemRowModel

  /// Shows `model`.
  public init(model: ItemRowModel) {
    self.model = model
  }

  public var body: some View {
    ItemRowLine(model: model)
      .itemRowDestination(model)
  }
}

/// A row's single line, without its presentations: the item's name (selecting it opens the
/// item), its color with a swatch, its status, and the Duplicate and Delete buttons.
///
/// The Duplicate and Delete buttons carry identifiers naming the item, `Keyboard/Duplicate` and
/// `Keyboard/Delete`, so a step can reach them in a list of many rows.
public struct ItemRowLine: View {
  let model: ItemRowModel

  /// Shows `model`'s line.
  public init(model: ItemRowModel) {
    self.model = model
  }

  public var body: some View {
    HStack {
      Button(model.item.name) { model.rowTapped() }
      Text(model.item.color?.name ?? "No color")
      Swatch(model.item.color?.rgb)
      Text(model.item.status.summary)
      Spacer()
      Button("Duplicate") { model.duplicateButtonTapped() }
        .identifier("\(model.item.name)/Duplicate")
      Button("Delete", role: .destructive) { model.deleteButtonTapped() }
        .identifier("\(model.item.name)/Delete")
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

extension Item.Color {
  /// The color as TextUI draws it, for a ``TextUI/Swatch``.
  var rgb: RGB {
    RGB(red: red, green: green, blue: blue)
  }
}

extension Item.Status {
  /// How a row states it: `In stock: 3`, `Out of stock`, `Out of stock, on back order`.
  var summary: String {
    switch self {
    case .inStock(let quantity): "In stock: \(quantity)"
    case .outOfStock(isOnBackOrder: false): "Out of stock"
    case .outOfStock(isOnBackOrder: true): "Out of stock, on back order"
    }
  }
}
