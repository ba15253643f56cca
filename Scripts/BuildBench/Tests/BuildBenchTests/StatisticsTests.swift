import Testing

@testable import BuildBench

@Suite struct StatisticsTests {
  @Test func theMedianOfAnOddCountIsTheMiddleValue() {
    #expect(median([3.0, 1.0, 2.0]) == 2.0)
    #expect(median([7.5]) == 7.5)
  }

  @Test func theMedianOfAnEvenCountIsTheMeanOfTheTwoMiddleValues() {
    #expect(median([4.0, 1.0, 3.0, 2.0]) == 2.5)
  }

  @Test func thereIsNoMedianOfNothing() {
    #expect(median([]) == nil)
  }
}
