public struct Game: Equatable, Sendable {
  public var score = 0
  public init() {}
}
