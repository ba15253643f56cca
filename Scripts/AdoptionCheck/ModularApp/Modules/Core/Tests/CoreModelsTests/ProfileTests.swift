import Testing

@testable import CoreModels

@Test func profilesWithTheSameNameAreEqual() {
  #expect(Profile(name: "Ada") == Profile(name: "Ada"))
}
