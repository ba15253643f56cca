import Foundation

/// The Mermaid diagram kept in a README between two marker comments.
public enum ReadmeDiagram {
  /// The line opening the generated block.
  public static let beginMarker = "<!-- dependency-graph:begin -->"
  /// The line closing the generated block.
  public static let endMarker = "<!-- dependency-graph:end -->"

  /// The generated block, markers included.
  public static func block(_ analysis: Analysis) -> String {
    beginMarker + "\n```mermaid\n" + DiagramReport.mermaid(analysis) + "```\n" + endMarker
  }

  /// `readme` with its block replaced by `block`.
  public static func replacingBlock(in readme: String, with block: String) throws(ReadmeError)
    -> String
  {
    guard let begin = readme.range(of: beginMarker),
      let end = readme.range(of: endMarker, range: begin.upperBound..<readme.endIndex)
    else { throw .missingMarkers }
    return readme.replacingCharacters(in: begin.lowerBound..<end.upperBound, with: block)
  }
}

/// Why a README's diagram cannot be checked or written.
public enum ReadmeError: Error, Equatable, CustomStringConvertible {
  /// The README lacks the markers.
  case missingMarkers
  /// The README's block differs from the generated one.
  case stale(path: String)
  /// The README cannot be read or written.
  case unreadable(path: String, reason: String)

  public var description: String {
    switch self {
    case .missingMarkers:
      "the README has no \(ReadmeDiagram.beginMarker) ... \(ReadmeDiagram.endMarker) block; "
        + "add the two marker lines where the diagram belongs, then run "
        + "`Scripts/dependency-graph readme --write`"
    case .stale(let path):
      "the dependency diagram in \(path) is stale; run `Scripts/dependency-graph readme --write`"
    case .unreadable(let path, let reason):
      "cannot use \(path): \(reason)"
    }
  }
}
