import BoardFeature
import ComposableArchitecture
// Re-exported by ComposableArchitecture (`@_exported import Dependencies`).
import Dependencies
import GamePreview
import ScoreFeature

// The parent feature: it composes its children, Board and Score.
@Reducer
public struct GameFeature {
  public var board = Board()
  public var score = Score()
}
