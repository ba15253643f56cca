import Models

extension ItemRowModel {
  /// Named starting states for the preview runner (`ItemRowPreview --list-states`,
  /// `--state NAME`) and for tests, in the order they are listed. Each `make` builds a fresh
  /// model whose delegates are still unimplemented: the runner wires them (to its placeholder
  /// screens), a test wires the ones it expects.
  ///
  /// - `default`: the Keyboard sample, 100 in stock.
  /// - `deleteAlert`: the Keyboard sample with its delete confirmation up.
  /// - `outOfStock`: the Phone sample, out of stock and on back order.
  /// - `noColor`: an item without a color, 0 in stock.
  public static var previewStates: [(name: String, make: @MainActor () -> ItemRowModel)] {
    [
      ("default", { ItemRowModel(item: .keyboard) }),
      (
        "deleteAlert",
        { ItemRowModel(item: .keyboard, destination: .alert(.deleteConfirmation(.keyboard))) }
      ),
      ("outOfStock", { ItemRowModel(item: .phone) }),
      (
        "noColor",
        {
          ItemRowModel(
            item: Item(id: Item.sampleID(100), name: "Cable", status: .inStock(quantity: 0)))
        }
      ),
    ]
  }
}
