import Testing

@testable import Timeline

@Test func theTabIsNamedAfterTheFeature() {
  #expect(TimelineView.title == "Timeline")
}
