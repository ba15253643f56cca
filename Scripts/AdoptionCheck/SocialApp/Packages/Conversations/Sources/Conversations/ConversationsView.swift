import DesignSystem
import Env
import Models

public struct ConversationsView: Sendable {
  public static let title = "Conversations"

  public var account: CurrentAccount
  public var theme: Theme = .standard

  public init(account: CurrentAccount) {
    self.account = account
  }
}
