import CustomDump
import Testing

@testable import RuntimeBenchmark

@Suite(.timeLimit(.minutes(2)))
struct SamplesTests {
  @Test func percentilesAreNearestRankMeasuredValues() throws {
    // Given twenty samples of 1 … 20 ms, in no particular order
    let durations = (1...20).map { Duration.milliseconds($0) }.reversed()

    // When they are summarized
    let samples = try Samples(Array(durations))

    // Then the median is the 10th smallest and the 95th percentile the 19th
    #expect(samples.median == .milliseconds(10))
    #expect(samples.p95 == .milliseconds(19))
    #expect(samples.min == .milliseconds(1))
    #expect(samples.max == .milliseconds(20))
    #expect(samples.count == 20)
  }

  @Test func aSingleSampleIsEveryPercentile() throws {
    let samples = try Samples([.microseconds(7)])

    #expect(samples.median == .microseconds(7))
    #expect(samples.p95 == .microseconds(7))
    #expect(samples.percentile(1) == .microseconds(7))
  }

  @Test func noSamplesIsAFailureThatSaysSo() {
    #expect(
      throws: BenchmarkFailure("A measurement took no samples; give it at least one iteration.")
    ) {
      try Samples([])
    }
  }

  @Test func timingPerOperationDividesEachBatchAndDropsTheWarmUp() throws {
    // Given a batch of 4 operations per sample, 2 warm-up batches and 3 kept
    var calls = 0

    // When it times them
    let samples = try timePerOperation(batch: 4, warmUp: 2, samples: 3) { calls += 1 }

    // Then every operation ran, and only the kept batches are samples
    #expect(calls == 20)
    #expect(samples.count == 3)
  }
}

@Suite(.timeLimit(.minutes(2)))
struct MemoryUsageTests {
  @Test func readsResidentAndPeakFromProcStatus() {
    let status = """
      Name:\tRuntimeBenchmark
      VmPeak:\t  400000 kB
      VmHWM:\t    41800 kB
      VmRSS:\t    41000 kB
      Threads:\t2
      """

    expectNoDifference(
      MemoryUsage(status: status),
      MemoryUsage(resident: 41_000 * 1024, peakResident: 41_800 * 1024))
  }

  @Test func aStatusWithoutTheLinesIsUnreadable() {
    #expect(MemoryUsage(status: "Name:\tx\nVmRSS:\t12 kB\n") == nil)
  }

  @Test func thisProcessHasResidentMemory() throws {
    let usage = try MemoryUsage.current()

    #expect(usage.resident > 0)
    #expect(usage.peakResident >= usage.resident)
  }
}
