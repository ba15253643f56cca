import Conversations
import DesignSystem
import Env
import Models
import StatusKit

public struct NotificationsView: Sendable {
  public static let title = "Notifications"

  public var account: CurrentAccount
  public var theme: Theme = .standard

  public init(account: CurrentAccount) {
    self.account = account
  }

  /// A mention opens its conversation inside the notifications tab.
  public func conversation(for status: Status) -> ConversationsView {
    ConversationsView(account: account)
  }
}
