import ComposableArchitecture
import GamePreview

@Reducer
public struct Score {
  // The only use of ApiClient: a key path into its DependencyValues extension, no import.
  @Dependency(\.apiClient) var apiClient
}
