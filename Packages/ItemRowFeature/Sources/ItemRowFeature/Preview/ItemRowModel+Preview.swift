import Models

extension ItemRowModel {
  /// Named starting states for the preview runner (`ItemRowPreview --list-states`,
  /// `--state NAME`) and for tests, in the order they are listed, each with a line saying what
  /// it shows. Each `make` builds a fresh model whose delegates are still unimplemented: the
  /// runner wires them (to its placeholder screens), a test wires the ones it expects.
  public static var previewStates:
    [(name: String, summary: String, make: @MainActor () -> ItemRowModel)]
  {
    [
      ("default", "The Keyboard sample, 100 in stock.", { ItemRowModel(item: .keyboard) }),
      (
        "deleteAlert", "The Keyboard sample with its delete confirmation up.",
        { ItemRowModel(item: .keyboard, destination: .alert(.deleteConfirmation(.keyboard))) }
      ),
      (
        "outOfStock", "The Phone sample, out of stock and on back order.",
        { ItemRowModel(item: .phone) }
      ),
      (
        "noColor", "An item without a color, 0 in stock.",
        {
          ItemRowModel(
            item: Item(id: Item.sampleID(100), name: "Cable", status: .inStock(quantity: 0)))
        }
      ),
    ]
  }
}
