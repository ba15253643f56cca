import NukeUI

public struct Theme: Sendable {
  public var tintName: String
  public static let standard = Theme(tintName: "blue")
}
