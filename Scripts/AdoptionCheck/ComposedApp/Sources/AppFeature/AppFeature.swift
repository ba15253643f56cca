import ComposableArchitecture
import GameFeature
import SettingsFeature

@Reducer
public struct AppFeature {}
