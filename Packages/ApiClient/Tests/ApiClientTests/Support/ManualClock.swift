import Synchronization

/// A clock for tests whose time moves only when the test advances it, and which reports every
/// sleep the moment it is registered.
///
/// A test waits for that report before advancing, so it never advances past a sleeper that has
/// not started sleeping yet. Swift Clocks' `TestClock` offers no such signal: its `advance` yields
/// a number of times and hopes the sleeping task got there first, which under load it did not,
/// and the test then waited for a deadline that had already gone by.
final class ManualClock: Clock, Sendable {
  struct Instant: InstantProtocol, CustomStringConvertible {
    /// The time since the clock was made.
    var offset: Duration

    func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }

    var description: String { "\(offset)" }
  }

  private struct Sleeper {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant(offset: .zero)
    var nextID = 0
    var sleepers: [Sleeper] = []
    /// Sleeps cancelled before they were registered.
    var cancelled: Set<Int> = []
  }

  private let state = Mutex(State())
  private let onSleep: @Sendable (_ deadline: Instant) -> Void

  /// - Parameter onSleep: Called with the deadline of every sleep once it is registered, so an
  ///   ``advance(by:)`` made after the call is sure to see it.
  init(onSleep: @escaping @Sendable (_ deadline: Instant) -> Void = { _ in }) {
    self.onSleep = onSleep
  }

  var now: Instant { state.withLock { $0.now } }

  var minimumResolution: Duration { .zero }

  /// How many sleeps are waiting for the clock to reach their deadline.
  var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        enum Outcome { case sleeping, due, cancelled }
        let outcome = state.withLock { state -> Outcome in
          if state.cancelled.remove(id) != nil { return .cancelled }
          if deadline <= state.now { return .due }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return .sleeping
        }
        switch outcome {
        case .sleeping: onSleep(deadline)
        case .due: continuation.resume()
        case .cancelled: continuation.resume(throwing: CancellationError())
        }
      }
    } onCancel: {
      let sleeper = state.withLock { state -> Sleeper? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
          state.cancelled.insert(id)
          return nil
        }
        return state.sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward by `duration` and wakes, earliest first, every sleep then due.
  func advance(by duration: Duration) {
    advance(to: now.advanced(by: duration))
  }

  /// Moves time forward to `instant` (if it is later than now) and wakes, earliest first, every
  /// sleep then due.
  func advance(to instant: Instant) {
    let due = state.withLock { state in
      state.now = max(state.now, instant)
      let now = state.now
      let due = state.sleepers.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
      state.sleepers.removeAll { $0.deadline <= now }
      return due
    }
    for sleeper in due {
      sleeper.continuation.resume()
    }
  }
}
