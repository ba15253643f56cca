import CustomDump
import Observation
import Testing
import TextUITesting

/// A form whose status is an enum with associated values, edited through case bindings.
@MainActor
@Observable
final class StockModel {
  enum Status: Equatable {
    case inStock(quantity: Int)
    case outOfStock(isOnBackOrder: Bool)

    static let inStockCase = CasePath<Status, Int>(
      embed: { .inStock(quantity: $0) },
      extract: { if case .inStock(let quantity) = $0 { quantity } else { nil } })
    static let outOfStockCase = CasePath<Status, Bool>(
      embed: { .outOfStock(isOnBackOrder: $0) },
      extract: { if case .outOfStock(let isOnBackOrder) = $0 { isOnBackOrder } else { nil } })
  }
  enum Field: Hashable {
    case name
  }

  var name = ""
  var status = Status.inStock(quantity: 1)
  var focus: Field?
  var saves = 0

  func save() async {
    await Task.yield()
    saves += 1
  }
}

struct StockView: View {
  @Bindable var model: StockModel

  var body: some View {
    Form {
      TextField("Name", text: $model.name)
        .focused($model.focus, equals: .name)
      if let $quantity = Binding(unwrapping: $model.status.case(StockModel.Status.inStockCase)) {
        Stepper("Quantity: \($quantity.wrappedValue)", value: $quantity, in: 0...Int.max)
        Button("Mark as sold out") { model.status = .outOfStock(isOnBackOrder: false) }
      } else if let $isOnBackOrder = Binding(
        unwrapping: $model.status.case(StockModel.Status.outOfStockCase))
      {
        Toggle("Is on back order?", isOn: $isOnBackOrder)
        Button("Is back in stock!") { model.status = .inStock(quantity: 1) }
      }
      Button("Save") { await model.save() }
        .disabled(model.name.isEmpty)
        .identifier("save")
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(2)))
struct FormTests {
  @Test func enumCaseEditingSwitchesTheCaseAndEditsTheAssociatedValue() throws {
    let model = StockModel()
    let driver = TestDriver { StockView(model: model) }

    try driver.increment("Quantity")
    try driver.increment("Quantity")
    #expect(model.status == .inStock(quantity: 3))

    try driver.tap("Mark as sold out")
    #expect(model.status == .outOfStock(isOnBackOrder: false))
    try driver.toggle("Is on back order?")
    #expect(model.status == .outOfStock(isOnBackOrder: true))
    expectNoDifference(
      driver.frame,
      """
      Name: [                ]
      [x] Is on back order?
      [Is back in stock!]
      (Save)
      """
    )

    try driver.tap("Is back in stock!")
    try driver.decrement("Quantity")
    #expect(model.status == .inStock(quantity: 0))
    #expect(throws: StepError.self) { try driver.decrement("Quantity") }
  }

  @Test func focusIsStateTheModelOwns() throws {
    // Given a model that says the name field is focused (as a deep link would set it)
    let model = StockModel()
    model.focus = .name
    let driver = TestDriver { StockView(model: model) }

    // Then the field shows the cursor
    #expect(driver.frame.hasPrefix("Name: [▌               ]"))

    // When the model drops focus
    model.focus = nil

    // Then the cursor is gone from the next frame
    #expect(driver.frame.hasPrefix("Name: [                ]"))

    // When the user types into the field
    try driver.type("Name", "Lamp")

    // Then typing focused it, which the model sees
    #expect(model.focus == .name)
    #expect(driver.frame.hasPrefix("Name: [Lamp▌           ]"))
  }

  @Test func disabledControlFailsWithAMessageListingTheControlsOnScreen() {
    let model = StockModel()
    let driver = TestDriver { StockView(model: model) }

    #expect {
      try driver.tap("Save")
    } throws: { error in
      String(describing: error) == """
        Cannot tap "Save": button "Save" #save (disabled) is disabled. On screen:
          text field "Name"
          stepper "Quantity: 1"
          button "Mark as sold out"
          button "Save" #save (disabled)
        """
    }
  }

  @Test func missingAndAmbiguousLabelsFailWithTheCandidates() {
    let driver = TestDriver {
      VStack {
        Button("Delete") {}
        Button("Delete") {}
        Button("Duplicate") {}
      }
    }

    #expect {
      try driver.tap("Delete")
    } throws: { error in
      String(describing: error) == """
        Cannot tap "Delete": it matches 2 controls; use a longer label or an identifier. \
        Candidates:
          button "Delete"
          button "Delete"
        """
    }
    #expect {
      try driver.toggle("Dup")
    } throws: { error in
      String(describing: error).hasPrefix(
        "Cannot toggle \"Dup\": button \"Duplicate\" is a button. On screen:")
    }
    #expect(throws: StepError.notFound(.tap("Nothing"), onScreen: driver.controls)) {
      try driver.tap("Nothing")
    }
  }

  @Test func controlsAreFoundByIdentifierAndUniquePrefix() async throws {
    let model = StockModel()
    model.name = "Lamp"
    let driver = TestDriver { StockView(model: model) }

    try driver.tap("save")
    await driver.wait()
    try driver.tap("Mark as")
    await driver.wait()

    #expect(model.saves == 1)
    #expect(model.status == .outOfStock(isOnBackOrder: false))
  }
}
