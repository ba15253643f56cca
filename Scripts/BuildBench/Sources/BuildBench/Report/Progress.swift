import Foundation

/// One planned piece of slow work: its kind (steps of one kind take about as long as each
/// other, per unit of size) and its size (for instance the number of features built).
public struct Step: Hashable, Sendable {
  public var kind: String
  public var size: Double

  public init(_ kind: String, size: Double = 1) {
    self.kind = kind
    self.size = size
  }
}

/// How long the steps still planned should take, judged by the ones already done: a step of a
/// kind already seen costs what the latest of that kind cost per unit of size; any other step
/// costs the mean of every step done. Nil before any step is done.
public func remainingSeconds(planned: [Step], done: [(step: Step, seconds: Double)]) -> Double? {
  guard !done.isEmpty else { return nil }
  let mean = done.map(\.seconds).reduce(0, +) / Double(done.count)
  var perUnit: [String: Double] = [:]
  for (step, seconds) in done where step.size > 0 {
    perUnit[step.kind] = seconds / step.size
  }
  return planned.map { step in perUnit[step.kind].map { $0 * step.size } ?? mean }
    .reduce(0, +)
}

/// `about 40 s`, `about 12 min`, `about 1 h 05 min`.
public func roughDuration(_ seconds: Double) -> String {
  let whole = Int(seconds.rounded())
  if whole < 90 { return "about \(whole) s" }
  let minutes = Int((seconds / 60).rounded())
  if minutes < 90 { return "about \(minutes) min" }
  return "about \(minutes / 60) h " + (minutes % 60 < 10 ? "0" : "") + "\(minutes % 60) min"
}

/// Progress of slow work, on standard error so that standard output holds only the tables.
///
/// Work planned with ``plan(_:)`` and run through ``step(_:_:_:)`` is numbered, and once a step
/// has finished each line also says roughly how long the rest should take.
public final class Progress {
  private var planned: [Step] = []
  private var done: [(step: Step, seconds: Double)] = []
  private var total = 0
  private let write: (String) -> Void
  private let clock: () -> ContinuousClock.Instant

  public init(
    write: @escaping (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) },
    clock: @escaping () -> ContinuousClock.Instant = { ContinuousClock.now }
  ) {
    self.write = write
    self.clock = clock
  }

  /// Adds steps to the work still to do.
  public func plan(_ steps: [Step]) {
    planned += steps
    total += steps.count
  }

  /// Drops a planned step that will not run (the build it needs failed).
  public func skip(_ step: Step) {
    if let index = planned.firstIndex(of: step) {
      planned.remove(at: index)
      total -= 1
    }
  }

  /// A line of progress outside the numbered steps.
  public func note(_ message: String) {
    write("bench-build: \(message)\n")
  }

  /// Runs `body` as the planned `step`, announcing it with `message`, and records how long it
  /// took for later estimates.
  @discardableResult
  public func step<T>(_ step: Step, _ message: String, _ body: () throws -> T) rethrows -> T {
    if let index = planned.firstIndex(of: step) {
      planned.remove(at: index)
    } else {
      total += 1
    }
    var counter = "\(total - planned.count)/\(total)"
    if let left = remainingSeconds(planned: [step] + planned, done: done) {
      counter += ", \(roughDuration(left)) left"
    }
    note("[\(counter)] \(message)")
    let start = clock()
    defer { done.append((step, (clock() - start) / .seconds(1))) }
    return try body()
  }
}
