import APIClient
import CoreModels
import CoreUtilities
import ImageLoading

// NukeUI comes in through ImageLoading, so this import is compiled although the target does
// not declare it: the report calls it an implicit import, under its condition.
#if canImport(NukeUI)
  import NukeUI
#endif

public func profileTitle(_ profile: Profile) -> String {
  greeting(for: profile) + " (\(ImageLoading.pipelineName))"
}
