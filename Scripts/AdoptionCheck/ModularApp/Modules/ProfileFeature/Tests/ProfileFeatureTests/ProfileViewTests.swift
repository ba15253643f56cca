import CoreModels
import Testing

@testable import ProfileFeature

@Test func theTitleGreets() {
  #expect(profileTitle(Profile(name: "Ada")).hasPrefix("Hello, Ada"))
}
