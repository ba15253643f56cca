import CoreModels

public struct APIClient: Sendable {
  public var profile: @Sendable () async throws -> Profile

  public init(profile: @escaping @Sendable () async throws -> Profile) {
    self.profile = profile
  }
}
