import Dependencies
import Models

public struct ApiClient: Sendable {
  public var submit: @Sendable (Game) async throws -> Void
}

// Features reach the client through this key path (`@Dependency(\.apiClient)`), a member of
// DependencyValues: they need no `import ApiClient` while MemberImportVisibility is off.
extension DependencyValues {
  public var apiClient: ApiClient {
    get { self[ApiClientKey.self] }
    set { self[ApiClientKey.self] = newValue }
  }
}

private enum ApiClientKey: TestDependencyKey {
  static let testValue = ApiClient { _ in }
}
