import Models

public struct Client: Sendable {
  public var server: String

  public init(server: String) {
    self.server = server
  }

  public func timeline() async throws -> [Status] { [] }
}
