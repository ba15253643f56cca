import ComposableArchitecture
import GamePreview
import Models

@Reducer
public struct Board {}
