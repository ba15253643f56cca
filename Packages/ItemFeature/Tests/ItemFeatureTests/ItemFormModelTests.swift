import CustomDump
import ItemFeature
import Models
import Testing

@MainActor
@Suite(.timeLimit(.minutes(2))) struct ItemFormModelTests {
  @Test func markAsSoldOutThenBackInStockSwitchesTheStatusBothWays() {
    let model = ItemFormModel(item: .keyboard)

    model.markAsSoldOutButtonTapped()
    #expect(model.item.status == .outOfStock(isOnBackOrder: false))

    model.backInStockButtonTapped()
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

  /// Found by a hostile test: `Lamp<NUL>Shade` typed into the form was saved as `Lamp`.
  @Test func aNameTheStoreCannotKeepIsRefusedWhereItIsTyped() {
    let model = ItemFormModel(item: Item.draft(id: Item.sampleID(9)))

    model.item.name = "Lamp\u{0}Shade"

    #expect(!model.isValid)
    #expect(model.validationMessage == "Name can't contain the control character U+0000.")
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

  @Test func aPickerNobodyWiredReportsItsDelegateByName() {
    let picker = ColorPickerModel()

    withKnownIssue {
      picker.colorTapped(.red)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("Unimplemented: ColorPickerModel.onColorPicked")
      }
    }
  }

  @Test func previewStatesAreNamedAndStartWhereTheirNamesSay() {
    let states = ItemEditorModel.previewStates
    expectNoDifference(
      states.map(\.name),
      ["default", "new", "outOfStock", "colorPicker", "blankName", "duplicate"])

    let editors = Dictionary(
      uniqueKeysWithValues: states.map {
        ($0.name, ItemEditorModel($0.value.state, purpose: $0.value.purpose) { _ in })
      })
    #expect(editors["default"]?.form.item == .keyboard)
    #expect(editors["new"]?.canConfirm == false)
    #expect(editors["outOfStock"]?.form.item.status.isInStock == false)
    #expect(editors["colorPicker"]?.form.route == .colorPicker)
    #expect(editors["blankName"]?.form.validationMessage == "Name is required.")
    #expect(editors["duplicate"]?.confirmLabel == "Add")
    for state in states {
      #expect(
        editors[state.name]?.state == state.value.state,
        "\(state.name) reads back as the state it was built from")
    }
  }
}
