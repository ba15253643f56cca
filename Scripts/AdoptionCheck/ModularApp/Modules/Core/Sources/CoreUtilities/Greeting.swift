import CoreModels

public func greeting(for profile: Profile) -> String {
  "Hello, \(profile.name)"
}
