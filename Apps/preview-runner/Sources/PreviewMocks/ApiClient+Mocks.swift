import ApiClient
import PreviewRunner

extension ApiClient {
  /// This client with the runner's mocks (`--latency`, `--load-latency`, `--fail`) applied:
  /// saves (inserts and updates) first wait `saveLatency`, loads `loadLatency`, and the requests
  /// in `failing` throw ``ApiError/injectedFailure(_:)`` without reaching the client, so nothing
  /// changes.
  ///
  /// `save` covers both inserts and updates, as a user's "Save" is either.
  public func mocking(_ mocks: Mocks) -> ApiClient {
    let (saveLatency, loadLatency) = (mocks.saveLatency, mocks.loadLatency)
    let failing = mocks.failing
    @Sendable func check(_ request: MockedRequest, _ endpoint: ApiEndpoint) throws {
      if failing.contains(request) { throw ApiError.injectedFailure(endpoint) }
    }
    @Sendable func wait(_ latency: Duration) async throws {
      if latency > .zero { try await Task.sleep(for: latency) }
    }
    let (load, insert, update, delete) = (loadItems, insertItem, updateItem, deleteItem)
    return ApiClient(
      loadItems: {
        try await wait(loadLatency)
        try check(.load, .load)
        return try await load()
      },
      insertItem: { item in
        try await wait(saveLatency)
        try check(.save, .insert)
        try await insert(item)
      },
      updateItem: { item in
        try await wait(saveLatency)
        try check(.save, .update)
        try await update(item)
      },
      deleteItem: { id in
        try check(.delete, .delete)
        try await delete(id)
      }
    )
  }
}
