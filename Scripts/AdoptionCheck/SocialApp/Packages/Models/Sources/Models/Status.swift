public struct Status: Hashable, Identifiable, Sendable {
  public let id: String
  public var content: String
  public var accountName: String

  public init(id: String, content: String, accountName: String) {
    self.id = id
    self.content = content
    self.accountName = accountName
  }
}
