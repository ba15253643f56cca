import Foundation

/// The cells and tables of the reports.
public enum Markdown {
  /// Seconds with two decimals (`12.50`), or `-` when there is no figure.
  public static func seconds(_ value: Double?) -> String {
    guard let value else { return "-" }
    return String(format: "%.2f", value)
  }

  /// `value / baseline` with two decimals and a `×` (`1.50×`), or `-` without a baseline.
  public static func ratio(_ value: Double?, _ baseline: Double?) -> String {
    guard let value, let baseline, baseline != 0 else { return "-" }
    return String(format: "%.2f×", value / baseline)
  }

  /// Module names sorted and joined, or `(none)`.
  public static func moduleList(_ modules: Set<String>) -> String {
    modules.isEmpty ? "(none)" : modules.sorted().joined(separator: ", ")
  }

  /// A Markdown table; columns of figures are right-aligned, columns of words left-aligned.
  public static func table(header: [String], rows: [[String]]) -> String {
    let alignments = header.indices.map { column in
      !rows.isEmpty && rows.allSatisfy { isFigure($0[column]) } ? "--:" : "---"
    }
    let lines =
      [
        "| " + header.joined(separator: " | ") + " |",
        "|" + alignments.joined(separator: "|") + "|",
      ]
      + rows.map { "| " + $0.joined(separator: " | ") + " |" }
    return lines.joined(separator: "\n")
  }

  /// `-`, `FAILED`, or digits and dots with an optional trailing `×`.
  static func isFigure(_ cell: String) -> Bool {
    if cell == "-" || cell == "FAILED" { return true }
    let digits = cell.hasSuffix("×") ? cell.dropLast() : Substring(cell)
    return !digits.isEmpty && digits.allSatisfy { $0 == "." || ("0"..."9").contains($0) }
  }
}
