import DesignSystem
import Env
import Models
import StatusKit

public struct TimelineView: Sendable {
  public static let title = "Timeline"

  public var account: CurrentAccount
  public var theme: Theme = .standard

  public init(account: CurrentAccount) {
    self.account = account
  }
}
