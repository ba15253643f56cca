/// The checks on `Scripts/bench-build`'s arguments that ArgumentParser does not make itself.
public enum Arguments {
  /// Why arguments were refused, in the words the command prints.
  public struct Invalid: Error, Equatable, CustomStringConvertible {
    public var description: String
  }

  /// The feature counts of `--synthetic`: whole numbers of at least 1, separated by commas.
  public static func featureCounts(_ text: String) throws -> [Int] {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    let values = parts.map { Int($0.trimmingCharacters(in: .whitespaces)) }
    guard values.allSatisfy({ $0 != nil }) else {
      throw Invalid(
        description: "--synthetic: expected numbers separated by commas, got '\(text)'")
    }
    guard values.allSatisfy({ ($0 ?? 0) >= 1 }) else {
      throw Invalid(description: "--synthetic: every N must be at least 1")
    }
    return values.compactMap { $0 }
  }

  /// At most one mode, at least one run, and no negative number of app builds.
  public static func validate(modes: [(name: String, isSet: Bool)], runs: Int, appRuns: Int)
    throws
  {
    let chosen = modes.filter(\.isSet).map(\.name)
    if chosen.count > 1 {
      throw Invalid(
        description: "\(chosen.joined(separator: " and ")) exclude each other: choose one mode")
    }
    if runs < 1 {
      throw Invalid(description: "--runs must be at least 1, got \(runs)")
    }
    if appRuns < 0 {
      throw Invalid(description: "--app-runs must be 0 or more, got \(appRuns)")
    }
  }
}
