import Models
import NavigationState

extension ItemRowModel {
  /// Where a preview or a test starts a row, as plain data: the item the list would hand it, and
  /// whether its delete confirmation is up.
  public struct Start: Hashable, Sendable {
    /// The item the row shows.
    public var item: Item
    /// Whether the row starts with its delete confirmation presented.
    public var isConfirmingDelete: Bool

    /// A row showing `item`, its delete confirmation up if `isConfirmingDelete`.
    public init(item: Item, isConfirmingDelete: Bool = false) {
      self.item = item
      self.isConfirmingDelete = isConfirmingDelete
    }

    /// A fresh model for this start, its delegates still unimplemented.
    @MainActor
    public func makeModel() -> ItemRowModel {
      ItemRowModel(
        id: item.id, destination: isConfirmingDelete ? .alert(.deleteConfirmation(item)) : nil)
    }
  }

  /// Named starting states for the preview runner (`ItemRowPreview --list-states`,
  /// `--state NAME`) and for tests, in the order they are listed. The runner wires each model's
  /// delegates (to its placeholder screens); a test wires the ones it expects.
  public static let previewStates: [NamedState<Start>] = [
    NamedState("default", "The Keyboard sample, 100 in stock.", Start(item: .keyboard)),
    NamedState(
      "deleteAlert", "The Keyboard sample with its delete confirmation up.",
      Start(item: .keyboard, isConfirmingDelete: true)),
    NamedState(
      "outOfStock", "The Phone sample, out of stock and on back order.", Start(item: .phone)),
    NamedState(
      "noColor", "An item without a color, 0 in stock.",
      Start(item: Item(id: Item.sampleID(100), name: "Cable", status: .inStock(quantity: 0)))),
  ]
}
