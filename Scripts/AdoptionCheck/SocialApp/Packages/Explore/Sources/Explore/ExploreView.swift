import DesignSystem
import Env
import Models
import StatusKit

public struct ExploreView: Sendable {
  public static let title = "Explore"

  public var account: CurrentAccount
  public var theme: Theme = .standard

  public init(account: CurrentAccount) {
    self.account = account
  }
}
