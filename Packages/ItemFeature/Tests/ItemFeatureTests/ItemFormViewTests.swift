import CustomDump
import ItemFeature
import Models
import Testing
import TextUITesting

@MainActor
@Suite(.timeLimit(.minutes(2))) struct ItemFormViewTests {
  @Test func statusSwitchesToOutOfStockAndBackInStock() throws {
    // Given the form on an item in stock
    let model = ItemFormModel(item: .keyboard, focus: nil)
    let driver = TestDriver {
      NavigationStack { ItemFormView(model: model).navigationTitle("Edit") }
    }
    expectNoDifference(
      driver.frame,
      """
                                            Edit
      ────────────────────────────────────────────────────────────────────────────────
      Name: [Keyboard        ]
      [Color                                                                   Blue ■]

      ── In stock ──
      Quantity: 100  [-] [+]
      [Mark as sold out]
      """
    )

    // When it is marked as sold out, the status offers the back-order toggle
    try driver.tap("Mark as sold out")
    #expect(model.item.status == .outOfStock(isOnBackOrder: false))
    try driver.toggle("Is on back order?")
    #expect(model.item.status == .outOfStock(isOnBackOrder: true))
    expectNoDifference(
      driver.frame,
      """
                                            Edit
      ────────────────────────────────────────────────────────────────────────────────
      Name: [Keyboard        ]
      [Color                                                                   Blue ■]

      ── Out of stock ──
      [x] Is on back order?
      [Is back in stock!]
      """
    )

    // When it is back in stock, it has one again
    try driver.tap("Is back in stock!")
    #expect(model.item.status == .inStock(quantity: 1))
    expectNoDifference(
      driver.frame,
      """
                                            Edit
      ────────────────────────────────────────────────────────────────────────────────
      Name: [Keyboard        ]
      [Color                                                                   Blue ■]

      ── In stock ──
      Quantity: 1  [-] [+]
      [Mark as sold out]
      """
    )
  }

  @Test func theQuantityStepsButNeverBelowZero() throws {
    var item = Item.keyboard
    item.status = .inStock(quantity: 1)
    let model = ItemFormModel(item: item)
    let driver = TestDriver { ItemFormView(model: model) }

    try driver.increment("Quantity")
    #expect(model.item.status == .inStock(quantity: 2))
    try driver.decrement("Quantity")
    try driver.decrement("Quantity")
    #expect(model.item.status == .inStock(quantity: 0))
    expectNoDifference(
      driver.frame,
      """
      Name: [Keyboard▌       ]
      [Color                                                                   Blue ■]

      ── In stock ──
      Quantity: 0  (-) [+]
      [Mark as sold out]
      """
    )

    #expect(throws: StepError.self) { try driver.decrement("Quantity") }
    #expect(model.item.status == .inStock(quantity: 0))
  }

  @Test func pickingAColorDrillsDownAndPopsBackWithTheColorSet() throws {
    // Given the form on an item whose color is blue
    let model = ItemFormModel(item: .keyboard)
    let driver = TestDriver { NavigationStack { ItemFormView(model: model) } }

    // When the Color row is tapped, the picker lists None and the palette, blue checked
    try driver.tap("Color")
    #expect(model.route == .colorPicker)
    expectNoDifference(
      driver.frame,
      """
      ‹ Back                               Color
      ────────────────────────────────────────────────────────────────────────────────
      [None □]
      [Red ■]
      [Green ■]
      [Blue ■ ✓]
      [Black ■]
      [Yellow ■]
      [White ■]
      """
    )

    // When Red is chosen, the picker pops and the form shows red
    try driver.tap("Red")
    #expect(model.item.color == .red)
    #expect(model.destination == nil)
    expectNoDifference(
      driver.frame,
      """
      Name: [Keyboard▌       ]
      [Color                                                                    Red ■]

      ── In stock ──
      Quantity: 100  [-] [+]
      [Mark as sold out]
      """
    )

    // When None is chosen, the color is cleared
    try driver.tap("Color")
    try driver.tap("None")
    #expect(model.item.color == nil)
    #expect(driver.controls.map(\.label).contains("Color None □"))
  }

  @Test func goingBackFromThePickerKeepsTheColor() throws {
    let model = ItemFormModel(item: .keyboard)
    let driver = TestDriver { NavigationStack { ItemFormView(model: model) } }

    try driver.tap("Color")
    try driver.back()

    #expect(model.destination == nil)
    #expect(model.item.color == .blue)
  }

  @Test func aBlankNameSaysWhyAndDisablesThePresentersSaveButton() throws {
    // Given the form embedded by a presenter whose Save depends on the form's validity
    let model = ItemFormModel(item: .keyboard)
    var saved: [Item] = []
    let driver = TestDriver {
      NavigationStack {
        ItemFormView(model: model)
          .navigationTitle("Edit")
          .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
            ToolbarItem(placement: .confirmationAction) {
              Button("Save") { saved.append(model.item) }.disabled(!model.isValid)
            }
          }
      }
    }

    // When the name is erased
    try driver.type("Name", "  ")

    // Then the form says why and Save cannot be tapped
    #expect(!model.isValid)
    expectNoDifference(
      driver.frame,
      """
      [Cancel]                              Edit                                (Save)
      ────────────────────────────────────────────────────────────────────────────────
      Name: [  ▌             ]
      Name is required.
      [Color                                                                   Blue ■]

      ── In stock ──
      Quantity: 100  [-] [+]
      [Mark as sold out]
      """
    )
    #expect(throws: StepError.self) { try driver.tap("Save") }

    // When a name is typed, the message goes and Save works
    try driver.type("Name", "Keys")
    expectNoDifference(
      driver.frame,
      """
      [Cancel]                              Edit                                [Save]
      ────────────────────────────────────────────────────────────────────────────────
      Name: [Keys▌           ]
      [Color                                                                   Blue ■]

      ── In stock ──
      Quantity: 100  [-] [+]
      [Mark as sold out]
      """
    )
    try driver.tap("Save")
    expectNoDifference(saved.map(\.name), ["Keys"])
  }

  @Test func theNameFieldHasFocusAtFirstAndTypingFocusesIt() throws {
    let model = ItemFormModel(item: .draft(id: Item.sampleID(9)), focus: nil)
    let driver = TestDriver { ItemFormView(model: model) }
    expectNoDifference(
      driver.frame,
      """
      Name: [                ]
      Name is required.
      [Color                                                                   None □]

      ── In stock ──
      Quantity: 1  [-] [+]
      [Mark as sold out]
      """
    )

    try driver.type("Name", "Lamp")

    #expect(model.focus == .name)
    expectNoDifference(
      driver.frame,
      """
      Name: [Lamp▌           ]
      [Color                                                                   None □]

      ── In stock ──
      Quantity: 1  [-] [+]
      [Mark as sold out]
      """
    )
    #expect(ItemFormModel(item: .keyboard).focus == .name)
  }
}
