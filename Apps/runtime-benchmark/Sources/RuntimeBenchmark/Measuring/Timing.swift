/// The clock every figure is read from: monotonic, unaffected by changes of the wall clock.
let benchmarkClock = ContinuousClock()

/// Times `batch` runs of `operation` per sample, after `warmUp` samples that are not kept, and
/// returns the time per operation of each kept sample.
///
/// Batching spreads the cost of reading the clock (tens of nanoseconds) over many operations
/// that each take about a microsecond.
func timePerOperation(
  batch: Int,
  warmUp: Int,
  samples: Int,
  _ operation: () throws -> Void
) throws -> Samples {
  var durations: [Duration] = []
  durations.reserveCapacity(samples)
  for index in 0..<(warmUp + samples) {
    let elapsed = try benchmarkClock.measure {
      for _ in 0..<batch {
        try operation()
      }
    }
    if index >= warmUp {
      durations.append(elapsed / batch)
    }
  }
  return try Samples(durations)
}

/// Keeps the optimizer from deleting work whose result is otherwise unused: the compiler cannot
/// see through a function it is told not to optimize, so it must compute `value`.
@inline(never) @_optimize(none)
func blackHole<Value>(_ value: Value) {}
