import Foundation

/// The whole analysis as JSON, for other tools.
public enum JSONReport {
  private struct Document: Encodable {
    var layers: [String]
    var targets: [Analysis.Row]
    var violations: [ReportedViolation]
    var unverifiedImports: [UnverifiedImport]
  }

  /// A violation with whether the baseline accepts it: the new ones fail the run, the accepted
  /// ones are listed too, so that a tool reading the JSON sees everything the repository breaks.
  private struct ReportedViolation: Encodable {
    var violation: Violation
    var accepted: Bool

    private enum Key: String, CodingKey {
      case accepted
    }

    func encode(to encoder: any Encoder) throws {
      try violation.encode(to: encoder)
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(accepted, forKey: .accepted)
    }
  }

  /// Pretty-printed JSON with sorted keys: layers, targets (with their measures), violations (the
  /// failing ones, then those the baseline accepts, each with `accepted`, then the warnings; each
  /// with its `severity`), and the imports that could not be verified.
  public static func render(_ analysis: Analysis, includingTests: Bool = false) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let document = Document(
      layers: analysis.monorepo.rules.layers.map(\.name),
      targets: analysis.rows(includingTests: includingTests),
      violations: analysis.violations.map { ReportedViolation(violation: $0, accepted: false) }
        + analysis.baselined.map { ReportedViolation(violation: $0, accepted: true) }
        + analysis.warnings.map { ReportedViolation(violation: $0, accepted: false) },
      unverifiedImports: analysis.unverifiedImports)
    return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
  }
}
