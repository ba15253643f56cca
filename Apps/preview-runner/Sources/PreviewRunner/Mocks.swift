import ArgumentParser
import Foundation

/// The mocked requests a run asks for with `--latency`, `--load-latency` and `--fail`, for
/// previews whose feature makes requests. The preview turns them into its own mock dependency
/// (the runner knows none).
public struct Mocks: Hashable, Sendable {
  /// How long a save (an insert or an update) takes before it answers.
  public var saveLatency: Duration
  /// How long a load of the items takes before it answers.
  public var loadLatency: Duration
  /// The requests that fail, after their latency, without changing anything.
  public var failing: Set<MockedRequest>

  /// Mocks with the given latencies and failing requests; by default instant and all succeeding.
  public init(
    saveLatency: Duration = .zero, loadLatency: Duration = .zero,
    failing: Set<MockedRequest> = []
  ) {
    self.saveLatency = saveLatency
    self.loadLatency = loadLatency
    self.failing = failing
  }
}

/// A kind of request `--fail` can make fail.
public enum MockedRequest: String, CaseIterable, Hashable, Sendable, ExpressibleByArgument {
  /// Saving an item: adding a new one or updating a stored one.
  case save
  /// Loading the items.
  case load
  /// Deleting an item.
  case delete
}

extension Mocks {
  /// A save as the mocks shape it, for a preview whose feature saves through an injected
  /// closure rather than a client: waits ``saveLatency``, then throws ``MockedFailure`` if `save`
  /// is failing.
  public func save() async throws {
    if saveLatency > .zero { try await Task.sleep(for: saveLatency) }
    if failing.contains(.save) { throw MockedFailure(request: .save) }
  }
}

/// A request that `--fail` made fail.
public struct MockedFailure: LocalizedError, Hashable, Sendable, CustomStringConvertible {
  /// The request that failed.
  public var request: MockedRequest

  public var description: String {
    "The \(request.rawValue) request failed (simulated failure)."
  }

  public var errorDescription: String? { description }
}
