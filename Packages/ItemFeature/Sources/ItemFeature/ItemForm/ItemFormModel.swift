import Foundation
import Models
import Observation

/// The item form: edits a draft ``item`` (name, color, status) for whoever presented it.
///
/// The form never saves. The presenter (the app's Add sheet, Duplicate popover or Edit
/// drill-down) owns the Cancel and Save buttons, reads ``item`` when the user confirms, and
/// disables its confirming button while ``isValid`` is `false`, showing ``validationMessage``.
///
/// The color picker is the form's own drill-down, held in ``destination``.
@MainActor
@Observable
public final class ItemFormModel: Identifiable {
  /// Where the form has navigated to inside itself.
  public enum Destination {
    /// The color picker, drilled down to from the "Color" row.
    case colorPicker(ColorPickerModel)
  }

  /// The fields that can hold keyboard focus.
  public enum Field: Hashable, Sendable {
    /// The Name text field.
    case name
  }

  /// The draft being edited. The presenter reads it back when the user confirms.
  public var item: Item

  /// The form's own drill-down; `nil` when the form itself is on screen. Writing `nil` (the user
  /// going back) dismisses it.
  public var destination: Destination? {
    didSet { bindDestination() }
  }

  /// The field with keyboard focus, if any.
  public var focus: Field?

  /// - Parameters:
  ///   - item: The draft to edit, e.g. `Item.draft()` for a new item or a copy of a stored one.
  ///   - destination: Where the form starts, e.g. `.colorPicker(...)` when restoring a deep link.
  ///     A picker passed here is wired to the form like one the user opened.
  ///   - focus: The field focused at first; the name, so the user can start typing.
  public init(item: Item, destination: Destination? = nil, focus: Field? = .name) {
    self.item = item
    self.destination = destination
    self.focus = focus
    bindDestination()
  }

  /// Whether the draft can be saved: its name is one an item may have (`Item.nameProblem`).
  public var isValid: Bool {
    validationMessage == nil
  }

  /// Why the draft cannot be saved yet, in words for the user; `nil` when it can.
  public var validationMessage: String? {
    Item.nameProblem(item.name)
  }

  /// The "Color" row was tapped: drill down to the picker, marking the current color.
  public func colorButtonTapped() {
    destination = .colorPicker(ColorPickerModel(selection: item.color))
  }

  /// "Mark as sold out": the item becomes out of stock, not on back order.
  public func markAsSoldOutButtonTapped() {
    item.status = .outOfStock(isOnBackOrder: false)
  }

  /// "Is back in stock!": the item becomes in stock with a quantity of one.
  public func backInStockButtonTapped() {
    item.status = .inStock(quantity: 1)
  }

  /// Wires a presented child to the form, whether the user opened it or it came with a deep link.
  private func bindDestination() {
    switch destination {
    case .colorPicker(let picker):
      picker.onColorPicked = { [weak self] color in
        guard let self else { return }
        item.color = color
        destination = nil
      }
    case nil:
      break
    }
  }
}
