import Models

extension ItemFormModel {
  /// Named starting states for the preview runner (`ItemPreview --list-states`, `--state NAME`)
  /// and for tests, in the order they are listed. Each `make` builds a fresh model.
  ///
  /// - `default`: the Keyboard sample, in stock.
  /// - `new`: a blank draft, as the Add sheet opens it (its name is blank, so it is invalid).
  /// - `outOfStock`: the Phone sample, out of stock and on back order.
  /// - `colorPicker`: the Keyboard sample with the color picker open.
  /// - `blankName`: the Keyboard sample with its name erased, so it is invalid.
  public static var previewStates: [(name: String, make: @MainActor () -> ItemFormModel)] {
    [
      ("default", { ItemFormModel(item: .keyboard) }),
      ("new", { ItemFormModel(item: .draft(id: Item.sampleID(100))) }),
      ("outOfStock", { ItemFormModel(item: .phone) }),
      (
        "colorPicker",
        {
          let model = ItemFormModel(item: .keyboard, focus: nil)
          model.colorButtonTapped()
          return model
        }
      ),
      (
        "blankName",
        {
          var item = Item.keyboard
          item.name = ""
          return ItemFormModel(item: item)
        }
      ),
    ]
  }
}
