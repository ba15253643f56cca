import Foundation

/// The whole analysis as JSON, for other tools.
public enum JSONReport {
  private struct Document: Encodable {
    var layers: [String]
    var targets: [Analysis.Row]
    var violations: [Violation]
  }

  /// Pretty-printed JSON with sorted keys: layers, targets (with their measures), violations.
  public static func render(_ analysis: Analysis, includingTests: Bool = false) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let document = Document(
      layers: analysis.monorepo.rules.layers.map(\.name),
      targets: analysis.rows(includingTests: includingTests),
      violations: analysis.violations)
    return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
  }
}
