import Models

extension ApiClient {
  /// An in-memory client for previews and tests, seeded with `items`.
  ///
  /// - Parameters:
  ///   - latency: How long each endpoint takes, measured on `clock`; pass a test clock to control
  ///     time in tests without sleeping.
  ///   - failing: Endpoints that wait their latency and then throw ``ApiError/injectedFailure(_:)``
  ///     without changing anything.
  public static func preview(
    items: [Item] = Item.samples,
    latency: Duration = .zero,
    failing: Set<ApiEndpoint> = [],
    clock: any Clock<Duration> = ContinuousClock()
  ) -> ApiClient {
    let store = InMemoryStore(items: items)
    @Sendable func perform<Result: Sendable>(
      _ endpoint: ApiEndpoint,
      _ operation: @Sendable (isolated InMemoryStore) throws -> Result
    ) async throws -> Result {
      if latency > .zero {
        try await clock.sleep(for: latency)
      }
      if failing.contains(endpoint) {
        throw ApiError.injectedFailure(endpoint)
      }
      return try await store.run(operation)
    }
    return ApiClient(
      loadItems: { try await perform(.load) { $0.items } },
      insertItem: { item in try await perform(.insert) { try $0.insert(item) } },
      updateItem: { item in try await perform(.update) { try $0.update(item) } },
      deleteItem: { id in try await perform(.delete) { $0.delete(id: id) } }
    )
  }
}

private actor InMemoryStore {
  private(set) var items: [Item]

  init(items: [Item]) {
    self.items = items
  }

  func run<Result: Sendable>(
    _ operation: @Sendable (isolated InMemoryStore) throws -> Result
  ) rethrows -> Result {
    try operation(self)
  }

  /// Appends `item`, refusing an id that is already stored as the live store does, so a preview
  /// or test cannot rely on an add that replaces.
  func insert(_ item: Item) throws {
    guard !items.contains(where: { $0.id == item.id }) else {
      throw ApiError.alreadyStored(item.id)
    }
    items.append(item)
  }

  func update(_ item: Item) throws {
    guard let index = items.firstIndex(where: { $0.id == item.id }) else {
      throw ApiError.notFound(item.id)
    }
    items[index] = item
  }

  func delete(id: Item.ID) {
    items.removeAll { $0.id == id }
  }
}
