import ArgumentParser
import Foundation
import TextUIHosts

/// How `--explore` prints what it found.
enum MapFormat: String, CaseIterable, ExpressibleByArgument, Sendable {
  /// The summary and every violation with the command that reaches it.
  case text
  /// The map as a Mermaid flowchart, for the docs.
  case mermaid
  /// The map in Graphviz's DOT.
  case dot
  /// Every state and edge, and the violations, as JSON.
  case json
}

/// The navigation graph drawn at the level of screens: states grouped by their URL pattern
/// (`nav:///inventory/<id>/edit/colorPicker`, ids replaced by `<id>`, the query left out), or by
/// their placeholder when their URL does not reach them; edges labelled by the control.
struct NavigationMap: Equatable, Sendable {
  struct Node: Hashable, Sendable {
    /// The URL pattern, or for a state with no URL of its own what it shows.
    var name: String
    var hasURL: Bool
    /// How many explored states it groups.
    var states: Int
    /// The first of them (the one with the shortest steps).
    var firstState: Int
  }

  struct Edge: Hashable, Sendable {
    var from: Int
    var to: Int
    /// The controls that move between the two, `tap Save`, `type Name`, sorted.
    var labels: [String]
  }

  var nodes: [Node] = []
  var edges: [Edge] = []

  init(_ exploration: Exploration) {
    var nodeIndex: [String: Int] = [:]
    var nodeOfState: [Int: Int] = [:]
    for state in exploration.states {
      let name = Self.node(of: state)
      let id =
        nodeIndex[name]
        ?? {
          nodes.append(Node(name: name, hasURL: state.hasURL, states: 0, firstState: state.id))
          nodeIndex[name] = nodes.count - 1
          return nodes.count - 1
        }()
      nodes[id].states += 1
      nodeOfState[state.id] = id
    }
    var labels: [[Int]: Set<String>] = [:]
    var order: [[Int]] = []
    for edge in exploration.edges {
      guard let from = nodeOfState[edge.from], let to = nodeOfState[edge.to], from != to else {
        continue
      }
      if labels[[from, to]] == nil { order.append([from, to]) }
      labels[[from, to], default: []].insert(Self.label(edge.step))
    }
    edges = order.map { Edge(from: $0[0], to: $0[1], labels: labels[$0, default: []].sorted()) }
  }

  static func node(of state: ExploredState) -> String {
    let url = String(state.url.split(separator: "?", maxSplits: 1).first ?? "").withoutIDs
    guard !state.hasURL, let placeholder = state.placeholder else { return url }
    return "\(url) + \(placeholder.withoutIDs) (no URL)"
  }

  /// A step as the map labels its edge: the verb and the control, without what is typed.
  static func label(_ step: Step) -> String {
    switch step {
    case .tap(let label): "tap \(label.withoutIDs)"
    case .type(let field, _): "type \(field.withoutIDs)"
    case .toggle(let label): "toggle \(label.withoutIDs)"
    case .increment(let label): "increment \(label.withoutIDs)"
    case .decrement(let label): "decrement \(label.withoutIDs)"
    case .tab(let name): "tab \(name)"
    case .back: "back"
    case .wait: "wait"
    }
  }

  /// The labels of an edge, at most three and a count.
  static func shortLabel(_ labels: [String]) -> String {
    labels.count <= 3
      ? labels.joined(separator: ", ")
      : labels.prefix(3).joined(separator: ", ") + " +\(labels.count - 3)"
  }

  var mermaid: String {
    func escaped(_ text: String) -> String {
      text.replacingOccurrences(of: "\"", with: "#quot;")
        .replacingOccurrences(of: "<", with: "#lt;").replacingOccurrences(of: ">", with: "#gt;")
        .visibleOnTerminal()
    }
    var lines = ["flowchart LR"]
    for (id, node) in nodes.enumerated() {
      lines.append(
        node.hasURL
          ? "  n\(id)[\"\(escaped(node.name))\"]" : "  n\(id)([\"\(escaped(node.name))\"]):::noURL")
    }
    for edge in edges {
      lines.append("  n\(edge.from) -->|\"\(escaped(Self.shortLabel(edge.labels)))\"| n\(edge.to)")
    }
    lines.append("  classDef noURL stroke-dasharray: 4 4")
    return lines.joined(separator: "\n")
  }

  var dot: String { dot(linking: nil) }

  /// The map in DOT; with `page`, each node links to the page it gives for the node's first
  /// state (an SVG drawn from it has the links).
  func dot(linking page: ((Int) -> String)?) -> String {
    func quoted(_ text: String) -> String {
      "\""
        + text.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"").visibleOnTerminal() + "\""
    }
    var lines = ["digraph navigation {", "  rankdir=LR;", "  node [shape=box];"]
    for (id, node) in nodes.enumerated() {
      lines.append(
        "  n\(id) [label=\(quoted(node.name))\(node.hasURL ? "" : ", style=dashed")"
          + (page.map { ", URL=\(quoted($0(node.firstState))), target=\"_top\"" } ?? "") + "];")
    }
    for edge in edges {
      lines.append(
        "  n\(edge.from) -> n\(edge.to) [label=\(quoted(Self.shortLabel(edge.labels)))];")
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }
}

extension Exploration {
  /// The exploration in `format`.
  func output(_ format: MapFormat) throws -> String {
    switch format {
    case .text: report
    case .mermaid: NavigationMap(self).mermaid
    case .dot: NavigationMap(self).dot
    case .json: try json
    }
  }

  private var json: String {
    get throws {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      // JSON escapes every control character, so the text is safe on a terminal.
      return String(decoding: try encoder.encode(record), as: UTF8.self)
    }
  }
}

/// The generated section of a Markdown file, between `<!-- navigation-map:begin -->` and
/// `<!-- navigation-map:end -->`.
struct MapSection {
  static let begin = "<!-- navigation-map:begin -->"
  static let end = "<!-- navigation-map:end -->"

  /// The section's text for an exploration: how to make it again, the counts, the map.
  static func text(for exploration: Exploration, command: String) -> String {
    """
    Generated by `\(command)`; `Scripts/test` checks it is current. \
    \(exploration.states.count) states and \(exploration.edges.count) edges at depth \
    \(exploration.depth), grouped by URL pattern (dashed: no URL of its own).

    ```mermaid
    \(NavigationMap(exploration).mermaid)
    ```
    """
  }

  /// `document` with the section replaced by `section`.
  ///
  /// - Throws: ``PreviewError/invalidOptions(_:)`` when the markers are missing or out of order.
  static func replacing(in document: String, path: String, with section: String)
    throws(PreviewError) -> String
  {
    guard let begin = document.range(of: Self.begin),
      let end = document.range(of: Self.end, range: begin.upperBound..<document.endIndex)
    else {
      throw .invalidOptions(
        "\(path) has no generated section: add a line \(Self.begin) and, below it, a line "
          + "\(Self.end) where the map goes.")
    }
    return String(document[..<begin.upperBound]) + "\n" + section + "\n"
      + String(document[end.lowerBound...])
  }
}
