import CoreModels

public func welcome(_ profile: Profile) -> String {
  "Welcome, \(profile.name)"
}
