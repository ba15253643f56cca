import Models
import TextUI

/// The item form: Name, Color (drilling down to the picker) and Status.
///
/// It has no toolbar of its own, so a presenter embeds it and adds its Cancel and confirming
/// buttons:
///
/// ```swift declarations
/// import Models
/// import TextUI
///
/// struct AddItemView: View {
///   let form: ItemFormModel
///   let onCancel: @MainActor () -> Void
///   let onSave: @MainActor (Item) -> Void
///
///   var body: some View {
///     ItemFormView(model: form)
///       .navigationTitle("Add")
///       .toolbar {
///         ToolbarItem(placement: .cancellationAction) { Button("Cancel") { onCancel() } }
///         ToolbarItem(placement: .confirmationAction) {
///           Button("Save") { onSave(form.item) }.disabled(!form.isValid)
///         }
///       }
///   }
/// }
/// ```
///
/// While the name is blank the form shows ``ItemFormModel/validationMessage`` under it, so the
/// presenter's disabled button is explained.
public struct ItemFormView: View {
  @Bindable var model: ItemFormModel

  /// Shows `model`.
  public init(model: ItemFormModel) {
    self.model = model
  }

  public var body: some View {
    Form {
      TextField("Name", text: $model.item.name)
        .focused($model.focus, equals: .name)
      if let message = model.validationMessage {
        Text(message).foregroundColor(.warning)
      }
      Button {
        model.colorButtonTapped()
      } label: {
        HStack {
          Text("Color")
          Spacer()
          Text(Item.Color.name(of: model.item.color))
          Swatch(components: model.item.color?.components)
        }
      }
      Section(model.item.status.sectionTitle) {
        if let $quantity = Binding(unwrapping: $model.item.status.case(Item.Status.inStockCase)) {
          Stepper("Quantity: \($quantity.wrappedValue)", value: $quantity, in: 0...Int.max)
          Button("Mark as sold out") { model.markAsSoldOutButtonTapped() }
        }
        if let $isOnBackOrder = Binding(
          unwrapping: $model.item.status.case(Item.Status.outOfStockCase))
        {
          Toggle("Is on back order?", isOn: $isOnBackOrder)
          Button("Is back in stock!") { model.backInStockButtonTapped() }
        }
      }
    }
    .navigationDestination(item: $model.destination.case(ItemFormModel.Destination.colorPickerCase))
    { picker in
      ColorPickerView(model: picker)
    }
  }
}

extension ItemFormModel.Destination {
  static let colorPickerCase = CasePath<Self, ColorPickerModel>(
    embed: Self.colorPicker,
    extract: { if case .colorPicker(let picker) = $0 { picker } else { nil } }
  )
}

extension Item.Status {
  static let inStockCase = CasePath<Self, Int>(
    embed: { .inStock(quantity: $0) },
    extract: { if case .inStock(let quantity) = $0 { quantity } else { nil } }
  )

  static let outOfStockCase = CasePath<Self, Bool>(
    embed: { .outOfStock(isOnBackOrder: $0) },
    extract: { if case .outOfStock(let isOnBackOrder) = $0 { isOnBackOrder } else { nil } }
  )
}

extension Item.Status {
  /// The status section's header: the current case.
  fileprivate var sectionTitle: String {
    switch self {
    case .inStock: "In stock"
    case .outOfStock: "Out of stock"
    }
  }
}

extension RGB {
  static let warning = RGB(red: 220, green: 120, blue: 0)
}
