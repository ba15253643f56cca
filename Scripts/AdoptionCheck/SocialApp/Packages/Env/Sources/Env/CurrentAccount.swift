import Models
import Networking

public struct CurrentAccount: Sendable {
  public var client: Client
  public var name: String

  public init(client: Client, name: String) {
    self.client = client
    self.name = name
  }
}
