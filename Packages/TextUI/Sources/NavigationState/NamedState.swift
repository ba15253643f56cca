/// A named starting point of a feature: what its preview opens with `--state NAME` and what its
/// tests start from, with a line saying what it shows.
///
/// `Value` is whatever the feature starts from: its state as plain data where it has one (an
/// editor's `State`), or a function that builds its model on the dependencies a runner chooses.
/// A feature lists its named states in the order a catalog shows them.
public struct NamedState<Value> {
  /// The name `--state` takes, e.g. `deleteAlert`.
  public let name: String
  /// One sentence saying what the state shows.
  public let summary: String
  /// What the feature starts from.
  public let value: Value

  /// A state called `name`, described by `summary`, starting from `value`.
  public init(_ name: String, _ summary: String, _ value: Value) {
    self.name = name
    self.summary = summary
    self.value = value
  }
}

extension NamedState: Sendable where Value: Sendable {}

extension Array {
  /// The named state called `name`, if there is one.
  public subscript<Value>(named name: String) -> Value? where Element == NamedState<Value> {
    first { $0.name == name }?.value
  }
}
