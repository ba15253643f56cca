import ApiClient
import Foundation
import Models

extension InventoryModel {
  /// Named starting states for the preview runner (`InventoryPreview --list-states`,
  /// `--state NAME`) and for tests, in the order they are listed. Each `make` builds a fresh model
  /// on the client the runner chose (for example one with latency or a failing save).
  ///
  /// - `default`: loads the store's items when shown (the four samples on a fresh store).
  /// - `empty`: a loaded inventory with no items.
  /// - `loading`: shows progress until the store answers, then the items.
  /// - `loadFailed`: the load failed; Retry loads again.
  /// - `help`: the samples with the help sheet open.
  /// - `deleteFailed`: the samples with the alert a failed delete shows.
  /// - `large`: 100,000 generated items, to see that only the visible rows are built. It uses an
  ///   in-memory store of its own holding them, so the runner's mock options do not apply.
  public static var previewStates: [(name: String, make: @MainActor (ApiClient) -> InventoryModel)]
  {
    [
      ("default", { InventoryModel(apiClient: $0) }),
      ("empty", { InventoryModel(items: [], loadState: .loaded, apiClient: $0) }),
      ("loading", { InventoryModel(loadState: .loading, apiClient: $0) }),
      (
        "loadFailed",
        {
          InventoryModel(
            loadState: .failed(message: ApiError.injectedFailure(.load).localizedDescription),
            apiClient: $0)
        }
      ),
      (
        "help",
        {
          InventoryModel(items: Item.samples, loadState: .loaded, destination: .help, apiClient: $0)
        }
      ),
      (
        "deleteFailed",
        {
          InventoryModel(
            items: Item.samples, loadState: .loaded,
            destination: .alert(
              .deleteFailed(
                .phone, message: ApiError.injectedFailure(.delete).localizedDescription)),
            apiClient: $0)
        }
      ),
      (
        "large",
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
