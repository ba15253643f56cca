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
    lines.append(contentsOf: warningLines(analysis.warnings))
    lines.append(contentsOf: unverifiedLines(analysis))
    lines.append(contentsOf: EnforcementSummary.lines(analysis))
    return lines.joined(separator: "\n") + "\n"
  }

  /// `No violations.` or a count followed by one line per violation.
  public static func violationLines(_ violations: [Violation]) -> [String] {
    guard !violations.isEmpty else { return ["No violations."] }
    return ["\(violations.count) violation(s):"] + violations.flatMap(lines(of:))
  }

  /// Nothing, or a count of the warnings, which never fail the run, and one line per warning.
  public static func warningLines(_ warnings: [Violation]) -> [String] {
    guard !warnings.isEmpty else { return [] }
    let counts = Dictionary(grouping: warnings, by: \.ruleID).mapValues(\.count)
      .sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
    return ["\(warnings.count) warning(s), not failing (\(counts.joined(separator: ", "))):"]
      + warnings.flatMap(lines(of:))
  }

  /// The violation in the compilers' form, `file:line:col: error: [rule] message` (or
  /// `warning:`), so that editors and CI annotate it; then its notes.
  static func lines(of violation: Violation) -> [String] {
    let severity = violation.severity.rawValue
    return [
      violation.location.map { "\($0): \(severity): [\(violation.ruleID)] \(violation.message)" }
        ?? "\(severity): [\(violation.ruleID)] \(violation.message)"
    ] + violation.notes
  }

  /// One note, once per run, on the imports no error was reported for because a declared
  /// package that might re-export them is not on disk, and how to check them.
  public static func unverifiedLines(_ analysis: Analysis) -> [String] {
    let unverified = analysis.unverifiedImports
    guard !unverified.isEmpty else { return [] }
    let packages = Set(unverified.flatMap(\.packages)).sorted()
    let shown = unverified.prefix(5).map {
      "\($0.target.target) imports \($0.module) (\($0.place))"
    }
    let more = unverified.count > 5 ? ", and \(unverified.count - 5) more" : ""
    let folders = Set(
      unverified.map { $0.target.package == "." ? "the root" : $0.target.package }
    ).sorted()
    return [
      "note: \(unverified.count) import(s) not verified: the sources of "
        + "\(packages.joined(separator: ", ")), which may re-export them, are not on disk "
        + "(\(shown.joined(separator: "; "))\(more)). Run `swift package resolve` in "
        + "\(folders.joined(separator: ", ")) so that .build/checkouts holds them, then run "
        + "this again to check these imports."
    ]
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
