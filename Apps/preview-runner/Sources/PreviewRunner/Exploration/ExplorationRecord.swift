import Foundation

/// An exploration as data: what `--explore --format json` prints, and what the catalog keeps
/// beside its pages (`catalog.json`), which the browser check compares the pages with and
/// `--compare` reads of another commit's catalog.
struct ExplorationRecord: Codable, Sendable {
  struct State: Codable, Sendable {
    var id: Int
    var url: String
    /// The map's node: the URL without its query, ids as `<id>`.
    var pattern: String
    var hasURL: Bool
    var placeholder: String?
    var start: String
    var steps: [String]
    /// The command that reaches it.
    var command: String
    /// The state as data (``ExploredState/key``): how two catalogs match states.
    var key: String
    /// The explorer's frame, plain text.
    var frame: String
    /// The frame as the terminal draws it (ANSI).
    var styledFrame: String

    var page: String { "state-\(id).html" }
  }

  struct Edge: Codable, Sendable {
    var from: Int
    var to: Int
    var step: String
  }

  struct Violation: Codable, Sendable {
    var invariant: String
    var start: String
    var steps: [String]
    var message: String
    var command: String
  }

  /// What changed since another catalog: ids of this one (added, changed) and of the other
  /// (removed).
  struct Comparison: Codable, Sendable, Equatable {
    var reference: String
    var added: [Int]
    var removed: [Int]
    var changed: [Int]
    var isEmpty: Bool { added.isEmpty && removed.isEmpty && changed.isEmpty }
    var summary: String {
      "\(changed.count) changed, \(added.count) added, \(removed.count) removed"
    }
  }

  var preview: String
  var scriptName: String
  /// What the preview shows, for the catalog's index.
  var abstract: String
  var depth: Int
  var sizes: [String]
  var states: [State]
  var edges: [Edge]
  var violations: [Violation]
  /// Set by the catalog when it compared with another.
  var comparison: Comparison?
}

// A catalog written before its `catalog.json` was the whole record (November 2026) counted its
// violations and had no patterns or commands: it still reads, as comparisons with older commits
// and a folder holding an older catalog need.
extension ExplorationRecord {
  init(from decoder: any Decoder) throws {
    let record = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      preview: try record.decode(String.self, forKey: .preview),
      scriptName: try record.decode(String.self, forKey: .scriptName),
      abstract: try record.decode(String.self, forKey: .abstract),
      depth: try record.decode(Int.self, forKey: .depth),
      sizes: try record.decode([String].self, forKey: .sizes),
      states: try record.decode([State].self, forKey: .states),
      edges: try record.decode([Edge].self, forKey: .edges),
      // An older catalog's count of violations lists none; a list must read whole.
      violations: (try? record.decode(Int.self, forKey: .violations)) != nil
        ? [] : try record.decode([Violation].self, forKey: .violations),
      comparison: try record.decodeIfPresent(Comparison.self, forKey: .comparison))
  }
}

extension ExplorationRecord.State {
  init(from decoder: any Decoder) throws {
    let state = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try state.decode(Int.self, forKey: .id), url: try state.decode(String.self, forKey: .url),
      pattern: try state.decodeIfPresent(String.self, forKey: .pattern) ?? "",
      hasURL: try state.decode(Bool.self, forKey: .hasURL),
      placeholder: try state.decodeIfPresent(String.self, forKey: .placeholder),
      start: try state.decode(String.self, forKey: .start),
      steps: try state.decode([String].self, forKey: .steps),
      command: try state.decodeIfPresent(String.self, forKey: .command) ?? "",
      key: try state.decode(String.self, forKey: .key),
      frame: try state.decode(String.self, forKey: .frame),
      styledFrame: try state.decode(String.self, forKey: .styledFrame))
  }
}

extension Exploration {
  /// The exploration as data.
  var record: ExplorationRecord {
    ExplorationRecord(
      preview: preview, scriptName: scriptName, abstract: abstract, depth: depth,
      sizes: sizes.map(\.description),
      states: states.map {
        .init(
          id: $0.id, url: $0.url, pattern: NavigationMap.node(of: $0), hasURL: $0.hasURL,
          placeholder: $0.placeholder, start: $0.path.start,
          steps: $0.path.steps.map(\.description), command: command($0.path), key: $0.key,
          frame: $0.frame, styledFrame: $0.styledFrame)
      },
      edges: edges.map { .init(from: $0.from, to: $0.to, step: $0.step.description) },
      violations: violations.map {
        .init(
          invariant: $0.invariant.rawValue, start: $0.path.start,
          steps: $0.path.steps.map(\.description), message: $0.message, command: command($0.path))
      })
  }
}
