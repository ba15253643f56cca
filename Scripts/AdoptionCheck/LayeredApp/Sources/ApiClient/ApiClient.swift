import Models

public struct ApiClient: Sendable {
  public var items: @Sendable () -> [Item]

  public init(items: @escaping @Sendable () -> [Item]) {
    self.items = items
  }
}
