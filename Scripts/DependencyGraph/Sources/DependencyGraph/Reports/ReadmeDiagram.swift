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

  /// What ``sync(readmeAt:with:write:)`` found or did.
  public enum Status: Equatable, Sendable {
    /// The block matches the graph.
    case upToDate
    /// The block differs from the graph (and was left alone).
    case stale
    /// The block differed and was rewritten.
    case rewritten
  }

  /// Compares the README's block with the graph and, when `write` is set, rewrites a stale one.
  public static func sync(readmeAt path: String, with analysis: Analysis, write: Bool)
    throws(ReadmeError) -> Status
  {
    let current: String
    do {
      current = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw .unreadable(path: path, reason: error.localizedDescription)
    }
    let updated = try replacingBlock(in: current, with: block(analysis))
    guard updated != current else { return .upToDate }
    guard write else { return .stale }
    do {
      try updated.write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
      throw .unreadable(path: path, reason: error.localizedDescription)
    }
    return .rewritten
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
      "it has no diagram block; add the two lines \(ReadmeDiagram.beginMarker) and "
        + "\(ReadmeDiagram.endMarker) where the diagram belongs, then run "
        + "`dependency-graph --write-readme` to fill it (or pass --readme PATH for another file)"
    case .stale(let path):
      "the dependency diagram in \(path) is stale; run `dependency-graph --write-readme`"
    case .unreadable(let path, let reason):
      "cannot use \(path): \(reason)"
    }
  }
}
