import DesignSystem
import Env
import Models
import StatusKit

public struct AccountView: Sendable {
  public static let title = "Account"

  public var account: CurrentAccount
  public var theme: Theme = .standard

  public init(account: CurrentAccount) {
    self.account = account
  }
}
