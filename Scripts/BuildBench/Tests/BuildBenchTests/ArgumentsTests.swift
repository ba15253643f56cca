import Testing

@testable import BuildBench

@Suite struct ArgumentsTests {
  @Test func featureCountsAreNumbersSeparatedByCommas() throws {
    #expect(try Arguments.featureCounts("10,50,200") == [10, 50, 200])
    #expect(try Arguments.featureCounts("2") == [2])
  }

  @Test func aCountThatIsNotANumberIsRefused() {
    #expect(
      throws: Arguments.Invalid(
        description: "--synthetic: expected numbers separated by commas, got '10,x'")
    ) { try Arguments.featureCounts("10,x") }
    #expect(
      throws: Arguments.Invalid(
        description: "--synthetic: expected numbers separated by commas, got '10,,50'")
    ) { try Arguments.featureCounts("10,,50") }
  }

  @Test func aCountBelowOneIsRefused() {
    #expect(throws: Arguments.Invalid(description: "--synthetic: every N must be at least 1")) {
      try Arguments.featureCounts("10,0")
    }
  }

  @Test func twoModesAtOnceAreRefused() {
    #expect(
      throws: Arguments.Invalid(
        description: "--smoke and --assert-isolation exclude each other: choose one mode")
    ) {
      try Arguments.validate(
        modes: [("--synthetic", false), ("--smoke", true), ("--assert-isolation", true)],
        runs: 3, appRuns: 1)
    }
  }

  @Test func runsMustBePositiveAndAppRunsNotNegative() throws {
    #expect(throws: Arguments.Invalid(description: "--runs must be at least 1, got 0")) {
      try Arguments.validate(modes: [], runs: 0, appRuns: 1)
    }
    #expect(throws: Arguments.Invalid(description: "--app-runs must be 0 or more, got -1")) {
      try Arguments.validate(modes: [], runs: 1, appRuns: -1)
    }
    try Arguments.validate(modes: [("--smoke", true)], runs: 1, appRuns: 0)
  }
}
