/// The checks on `Scripts/bench-build`'s arguments that ArgumentParser does not make itself.
public enum Arguments {
  /// Why arguments were refused, in the words the command prints.
  public struct Invalid: Error, Equatable, CustomStringConvertible {
    public var description: String
  }

  /// At most one mode and at least one run.
  public static func validate(modes: [(name: String, isSet: Bool)], runs: Int) throws {
    let chosen = modes.filter(\.isSet).map(\.name)
    if chosen.count > 1 {
      throw Invalid(
        description: "\(chosen.joined(separator: " and ")) exclude each other: choose one mode")
    }
    if runs < 1 {
      throw Invalid(description: "--runs must be at least 1, got \(runs)")
    }
  }
}
