import ApiClient
import Foundation
import Models
import NavigationState

extension InventoryModel {
  /// Named starting states for the preview runner (`InventoryPreview --list-states`,
  /// `--state NAME`) and for tests, in the order they are listed. Each builds a fresh model on the
  /// client the runner chose (for example one with latency or a failing save).
  public static var previewStates: [NamedState<@MainActor (ApiClient) -> InventoryModel>] {
    [
      NamedState(
        "default", "Loads the store's items when shown (the four samples on a fresh store).",
        { InventoryModel(apiClient: $0) }
      ),
      NamedState(
        "empty", "A loaded inventory with no items.",
        { InventoryModel(items: [], loadState: .loaded, apiClient: $0) }
      ),
      NamedState(
        "loading", "Shows progress until the store answers, then the items.",
        { InventoryModel(loadState: .loading, apiClient: $0) }
      ),
      NamedState(
        "loadFailed", "The load failed; Retry loads again.",
        {
          InventoryModel(
            loadState: .failed(message: ApiError.injectedFailure(.load).localizedDescription),
            apiClient: $0)
        }
      ),
      NamedState(
        "help", "The samples with the help sheet open.",
        {
          InventoryModel(items: Item.samples, loadState: .loaded, destination: .help, apiClient: $0)
        }
      ),
      NamedState(
        "deleteFailed", "The samples with the alert a failed delete shows.",
        {
          InventoryModel(
            items: Item.samples, loadState: .loaded,
            destination: .alert(
              .deleteFailed(
                .phone, message: ApiError.injectedFailure(.delete).localizedDescription)),
            apiClient: $0)
        }
      ),
      NamedState(
        "large",
        "100,000 generated items, only the visible rows built; its own store, so no mocks apply.",
        { _ in
          // The runner's store does not hold these items, so this state brings its own.
          let items = generatedItems(count: 100_000)
          return InventoryModel(
            items: items, loadState: .loaded, apiClient: .preview(items: items))
        }
      ),
    ]
  }

  /// `count` distinct items named "Item 1", "Item 2", …, cycling through the palette and both
  /// statuses, with ids that encode their number (the last of 100,000 is
  /// `00000000-0000-0000-0001-0000000186A0`). For previews and benchmarks of long lists.
  public static func generatedItems(count: Int) -> [Item] {
    (0..<max(0, count)).map { index in
      let number = index + 1
      return Item(
        id: generatedID(number),
        name: "Item \(number)",
        color: Item.Color.defaults[index % Item.Color.defaults.count],
        status: index.isMultiple(of: 3)
          ? .outOfStock(isOnBackOrder: index.isMultiple(of: 2)) : .inStock(quantity: index % 50)
      )
    }
  }

  private static func generatedID(_ number: Int) -> UUID {
    var bytes = [UInt8](repeating: 0, count: 16)
    // The fourth group is 0001, so generated ids never collide with the samples' fixed ids.
    bytes[9] = 1
    var remaining = UInt64(number)
    for position in stride(from: 15, through: 10, by: -1) {
      bytes[position] = UInt8(remaining & 0xFF)
      remaining >>= 8
    }
    return UUID(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
        bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      ))
  }
}
