import CoreModels
import CoreUtilities

public func settingsTitle(_ profile: Profile) -> String {
  greeting(for: profile)
}
