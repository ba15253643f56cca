import CustomDump
import ItemFeature
import Models
import Testing

@MainActor
@Suite struct ItemFormModelTests {
  @Test func markAsSoldOutThenBackInStockSwitchesTheStatusBothWays() {
    let model = ItemFormModel(item: .keyboard)

    model.markAsSoldOutButtonTapped()
    #expect(model.item.status == .outOfStock(isOnBackOrder: false))

    model.backInStockButtonTapped()
    #expect(model.item.status == .inStock(quantity: 1))
  }

  @Test func quantityIsNeverStoredBelowZero() {
    let model = ItemFormModel(item: Item.draft(id: Item.sampleID(9)))

    model.quantity = -3

    #expect(model.item.status == .inStock(quantity: 0))
  }

  @Test func quantityAndBackOrderEditOnlyTheCurrentStatus() {
    let model = ItemFormModel(item: .phone)

    model.quantity = 5
    #expect(model.item.status == .outOfStock(isOnBackOrder: true))
    model.isOnBackOrder = false
    #expect(model.item.status == .outOfStock(isOnBackOrder: false))

    model.backInStockButtonTapped()
    model.isOnBackOrder = true
    #expect(model.item.status == .inStock(quantity: 1))
  }

  @Test func blankNameIsInvalidAndSaysWhy() {
    let model = ItemFormModel(item: Item.draft(id: Item.sampleID(9)))
    #expect(!model.isValid)
    #expect(model.validationMessage == "Name is required.")

    model.item.name = "  \n"
    #expect(!model.isValid)

    model.item.name = "Lamp"
    #expect(model.isValid)
    #expect(model.validationMessage == nil)
  }

  @Test func pickingAColorSetsItAndPopsThePicker() throws {
    let model = ItemFormModel(item: .keyboard)

    model.colorButtonTapped()
    guard case .colorPicker(let picker) = model.destination else {
      Issue.record("Expected the color picker, found \(String(describing: model.destination))")
      return
    }
    #expect(picker.selection == .blue)

    picker.colorTapped(.red)

    #expect(model.item.color == .red)
    #expect(model.destination == nil)
  }
}
