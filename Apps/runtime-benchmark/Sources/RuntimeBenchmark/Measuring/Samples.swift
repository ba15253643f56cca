/// Timings of repeated runs of one thing, sorted, with the statistics the report prints.
///
/// Percentiles are nearest-rank: the `p`th percentile of `n` samples is the `⌈p·n/100⌉`th
/// smallest, always one of the measured values (no interpolation).
struct Samples: Equatable, Sendable {
  /// The measured durations, shortest first.
  let sorted: [Duration]

  /// Samples of `durations`, in any order; there must be at least one.
  init(_ durations: [Duration]) throws(BenchmarkFailure) {
    guard !durations.isEmpty else {
      throw BenchmarkFailure("A measurement took no samples; give it at least one iteration.")
    }
    sorted = durations.sorted()
  }

  var count: Int { sorted.count }
  var median: Duration { percentile(50) }
  var p95: Duration { percentile(95) }
  var min: Duration { sorted[0] }
  var max: Duration { sorted[sorted.count - 1] }

  /// The nearest-rank `percent`th percentile, `percent` in 1...100.
  func percentile(_ percent: Int) -> Duration {
    let rank = (percent * sorted.count + 99) / 100
    return sorted[Swift.min(Swift.max(rank, 1), sorted.count) - 1]
  }
}
