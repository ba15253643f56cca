import Models

public struct StorageClient: Sendable {
  public var save: @Sendable ([Item]) -> Void

  public init(save: @escaping @Sendable ([Item]) -> Void) {
    self.save = save
  }
}
