/// The graph as a Mermaid flowchart or a Graphviz DOT digraph, layers as subgraphs.
public enum DiagramReport {
  /// A Mermaid `flowchart`: a subgraph per layer, an arrow from each target to its dependencies.
  public static func mermaid(_ analysis: Analysis, includingTests: Bool = false) -> String {
    let (groups, edges, names) = layout(analysis, includingTests: includingTests)
    var lines = ["flowchart TD"]
    for (layer, members) in groups {
      lines.append("  subgraph \(identifier(layer))[\"\(layer)\"]")
      lines += members.map { "    \(identifier($0))[\"\(names[$0] ?? $0.target)\"]" }
      lines.append("  end")
    }
    lines += edges.map { "  \(identifier($0.0)) --> \(identifier($0.1))" }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A DOT `digraph`: a cluster per layer, an edge from each target to its dependencies.
  public static func dot(_ analysis: Analysis, includingTests: Bool = false) -> String {
    let (groups, edges, names) = layout(analysis, includingTests: includingTests)
    var lines = ["digraph dependencies {", "  rankdir=TB;", "  node [shape=box];"]
    for (layer, members) in groups {
      lines.append("  subgraph \"cluster_\(layer)\" {")
      lines.append("    label=\"\(layer)\";")
      lines += members.map { "    \"\(identifier($0))\" [label=\"\(names[$0] ?? $0.target)\"];" }
      lines.append("  }")
    }
    lines += edges.map { "  \"\(identifier($0.0))\" -> \"\(identifier($0.1))\";" }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func layout(_ analysis: Analysis, includingTests: Bool) -> (
    groups: [(String, [TargetRef])], edges: [(TargetRef, TargetRef)], names: [TargetRef: String]
  ) {
    let rows = analysis.rows(includingTests: includingTests)
    var groups: [(String, [TargetRef])] = []
    for row in rows {
      let layer = row.layer ?? "unassigned"
      if groups.last?.0 == layer {
        groups[groups.count - 1].1.append(row.target)
      } else {
        groups.append((layer, [row.target]))
      }
    }
    // A target name shared by two packages is shown with its package.
    let duplicates = Dictionary(grouping: rows.map(\.target), by: \.target).filter { $1.count > 1 }
    var names: [TargetRef: String] = [:]
    for ref in duplicates.values.joined() {
      names[ref] = "\(ref.package.split(separator: "/").last ?? "")/\(ref.target)"
    }
    let edges = rows.sorted { $0.target < $1.target }.flatMap { row in
      row.directDependencies.sorted().map { (row.target, $0) }
    }
    return (groups, edges, names)
  }

  private static func identifier(_ ref: TargetRef) -> String {
    identifier(ref.package + "__" + ref.target)
  }

  private static func identifier(_ text: String) -> String {
    String(text.map { $0.isLetter || $0.isNumber ? $0 : "_" })
  }
}
