import DesignSystem
import Env
import Models

public struct StatusRow: Sendable {
  public var status: Status
  public var theme: Theme

  public init(status: Status, theme: Theme = .standard) {
    self.status = status
    self.theme = theme
  }
}
