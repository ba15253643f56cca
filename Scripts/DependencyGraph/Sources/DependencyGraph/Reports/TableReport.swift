/// The default text report: one row per target, then the violations.
public enum TableReport {
  /// The table and the violation list.
  public static func render(_ analysis: Analysis, includingTests: Bool = false) -> String {
    let header = [
      "PACKAGE", "TARGET", "LAYER", "DIRECT LOCAL DEPS", "TRANSITIVE", "DEPENDENTS", "HEIGHT",
    ]
    let rows = analysis.rows(includingTests: includingTests).map { row in
      [
        row.target.package, row.target.target, row.layer ?? "-",
        row.directDependencies.isEmpty
          ? "-" : row.directDependencies.map(\.target).joined(separator: ", "),
        String(row.transitiveDependencyCount), String(row.dependentCount), String(row.height),
      ]
    }
    var lines = table([header] + rows)
    lines.append("")
    lines.append(contentsOf: violationLines(analysis.violations))
    if !analysis.baselined.isEmpty {
      lines.append(
        "\(analysis.baselined.count) more accepted by \(analysis.monorepo.baseline.fileName) (not failing)."
      )
    }
    lines.append(contentsOf: EnforcementSummary.lines(analysis))
    return lines.joined(separator: "\n") + "\n"
  }

  /// `No violations.` or a count followed by one line per violation.
  public static func violationLines(_ violations: [Violation]) -> [String] {
    guard !violations.isEmpty else { return ["No violations."] }
    return ["\(violations.count) violation(s):"]
      + violations.flatMap { violation in
        [
          violation.location.map { "\($0): error: [\(violation.ruleID)] \(violation.message)" }
            ?? "error: \(violation.message)"
        ] + violation.notes
      }
  }

  public static func table(_ rows: [[String]]) -> [String] {
    let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
      row.enumerated().map { column, cell in
        column == row.count - 1 ? cell : cell.padding(toLength: widths[column])
      }.joined(separator: "  ")
    }
  }
}

extension String {
  func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }
}
