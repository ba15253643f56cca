import CoreModels
import Testing

@testable import SettingsFeature

@Test func theTitleGreets() {
  #expect(settingsTitle(Profile(name: "Ada")) == "Hello, Ada")
}
