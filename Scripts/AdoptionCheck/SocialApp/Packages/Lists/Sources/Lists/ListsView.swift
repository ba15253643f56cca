import DesignSystem
import Env
import Models

public struct ListsView: Sendable {
  public static let title = "Lists"

  public var account: CurrentAccount
  public var theme: Theme = .standard

  public init(account: CurrentAccount) {
    self.account = account
  }
}
