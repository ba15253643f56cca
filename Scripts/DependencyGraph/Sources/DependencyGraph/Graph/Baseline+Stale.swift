extension Baseline {
  /// The rule id of a baseline entry that matches no violation.
  public static let staleRuleID = "stale-baseline"

  /// The violation of an entry that no longer matches: reported at its line of the file.
  func staleViolation(_ entry: Entry) -> Violation {
    let what = "\(entry.rule) \(entry.target ?? entry.package) -> \(entry.subject)"
    return Violation(
      ruleID: Self.staleRuleID, package: entry.package, target: entry.target,
      subject: entry.subject,
      message:
        "\(entry.package): stale baseline entry: \(what) no longer occurs; remove it from "
        + "\(fileName) (or rewrite the file with dependency-graph baseline --write), so that it "
        + "cannot come back unnoticed.",
      location: line(of: entry).map { "\(fileName):\($0):5" })
  }
}
