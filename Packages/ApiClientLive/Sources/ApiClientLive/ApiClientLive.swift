import ApiClient
import Models

extension ApiClient {
  /// The client the app uses: every endpoint reads or writes `store`.
  ///
  /// Failures are ``StoreError`` values (or `ApiError.alreadyStored` from `insertItem`,
  /// `ApiError.notFound` from `updateItem`) whose `localizedDescription` is written for the user,
  /// so the app can show it in an alert as is.
  public static func live(store: ItemStore) -> ApiClient {
    ApiClient(
      loadItems: { try await store.loadItems() },
      insertItem: { item in try await store.insert(item) },
      updateItem: { item in try await store.update(item) },
      deleteItem: { id in try await store.delete(id: id) }
    )
  }
}
