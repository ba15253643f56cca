import ComposableArchitecture
import Compression
// Undeclared, and declaring it would break feature isolation: the report must say so.
import GameFeature
import GamePreview

@Reducer
public struct Settings {}
