import Testing

@testable import BuildBench

@Suite struct ArgumentsTests {
  @Test func twoModesAtOnceAreRefused() {
    #expect(
      throws: Arguments.Invalid(
        description: "--smoke and --assert-isolation exclude each other: choose one mode")
    ) {
      try Arguments.validate(modes: [("--smoke", true), ("--assert-isolation", true)], runs: 3)
    }
  }

  @Test func runsMustBePositive() throws {
    #expect(throws: Arguments.Invalid(description: "--runs must be at least 1, got 0")) {
      try Arguments.validate(modes: [], runs: 0)
    }
    try Arguments.validate(modes: [("--smoke", true)], runs: 1)
  }
}
