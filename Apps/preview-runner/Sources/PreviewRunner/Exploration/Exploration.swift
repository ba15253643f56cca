import Foundation
import TextUIHosts

/// Where a state was reached from: a named state and the shortest steps from it.
struct ExploredPath: Hashable, Sendable, CustomStringConvertible {
  var start: String
  var steps: [Step]

  func appending(_ step: Step) -> ExploredPath {
    ExploredPath(start: start, steps: steps + [step])
  }

  var description: String {
    ([start] + steps.map(\.description)).joined(separator: " → ")
  }
}

/// A state the exploration reached.
struct ExploredState: Hashable, Sendable {
  var id: Int
  /// The shortest way to it.
  var path: ExploredPath
  /// The state as data (see ``LiveState/key()``).
  var key: String
  /// Its URL, as `--print-url` prints it.
  var url: String
  /// The placeholder on screen, if any: the call a feature made to its parent.
  var placeholder: String?
  /// Whether its URL, opened fresh, reaches it (with its placeholder); a state it does not reach
  /// has no URL of its own.
  var hasURL: Bool
  /// Its frame at the first size.
  var frame: String
  /// The same frame as the terminal draws it (``TextUITesting/TestDriver/styledFrame``), for the
  /// catalog.
  var styledFrame: String
}

/// A step that moves from one state to another (or to itself).
struct ExploredEdge: Hashable, Sendable {
  var from: Int
  var to: Int
  var step: Step
}

/// What is checked at every state reached.
enum Invariant: String, Hashable, Sendable, CaseIterable {
  /// A named state cannot start.
  case launch
  /// The steps that reached a state no longer reach it from a fresh launch: nondeterminism.
  case replay
  /// It draws at every size within the frame.
  case draws
  /// No control character from content reaches the frame.
  case controlCharacter = "control-character"
  /// No issue is reported while reaching or drawing it.
  case issue
  /// Its URL, opened fresh on the same store, opens and prints the same URL.
  case url
  /// Its saved form, restored fresh, gives the same state and frame.
  case restore
  /// `back` from a presented or pushed screen returns to the state it was presented from.
  case back
  /// Every enabled control can be named by a step.
  case unnamedControl = "unnamed-control"

  /// What is checked, in a few words (the catalog lists it on every state's page).
  var summary: String {
    switch self {
    case .launch: "the named state starts"
    case .replay: "the shortest steps reach it again from a fresh launch"
    case .draws: "it draws within the frame at every size"
    case .controlCharacter: "no character a terminal acts on reaches the frame"
    case .issue: "no issue is reported while reaching or drawing it"
    case .url: "its URL, opened fresh, opens and prints the same URL"
    case .restore: "its saved form, restored fresh, gives the same state and frame"
    case .back: "back from a screen it presents returns here"
    case .unnamedControl: "every enabled control can be named by a step"
    }
  }
}

/// A state that breaks an invariant, with the shortest steps to it.
struct Violation: Hashable, Sendable {
  var invariant: Invariant
  var path: ExploredPath
  var message: String
}

/// The result of exploring one preview.
struct Exploration: Sendable {
  var preview: String
  var scriptName: String
  /// What the preview shows.
  var abstract: String
  var depth: Int
  var sizes: [Size]
  var states: [ExploredState]
  var edges: [ExploredEdge]
  var violations: [Violation]
  var duration: Duration

  var seconds: Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  /// The one-line summary: states, edges, depth, time.
  var summary: String {
    let rate = seconds > 0 ? Double(states.count) / seconds : 0
    return "\(preview): \(states.count) states, \(edges.count) edges, depth \(depth), "
      + String(format: "%.1f s (%.1f states/s)", seconds, rate)
      + ", \(states.filter { !$0.hasURL }.count) without a URL, "
      + "\(violations.count) violation\(violations.count == 1 ? "" : "s")."
  }

  /// The command that reaches a path: `Scripts/preview NAME --state S --steps …`.
  func command(_ path: ExploredPath) -> String {
    var words = ["Scripts/preview", scriptName, "--state", path.start]
    if !path.steps.isEmpty {
      words.append("--steps")
      words += path.steps.map { shellQuoted($0.description) }
    }
    return words.joined(separator: " ")
  }

  /// The report: the summary, then each violation with the command that reaches it.
  var report: String {
    var lines = [summary]
    for violation in violations {
      lines.append("")
      lines.append(
        "violation (\(violation.invariant.rawValue)): "
          + violation.path.description.visibleOnTerminal())
      lines += violation.message.split(separator: "\n").map {
        "  " + String($0).visibleOnTerminal()
      }
      lines.append("  " + command(violation.path))
    }
    return lines.joined(separator: "\n")
  }
}

/// `text` quoted for a POSIX shell: in single quotes, or as `$'…'` with escapes when it holds a
/// character a terminal acts on, so a printed command never carries one.
func shellQuoted(_ text: String) -> String {
  guard text.unicodeScalars.contains(where: \.actsOnTerminal) else {
    return "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }
  var result = "$'"
  for scalar in text.unicodeScalars {
    switch scalar {
    case "'", "\\": result += "\\" + String(scalar)
    case _ where scalar.actsOnTerminal:
      result +=
        scalar.value < 0x100
        ? String(format: "\\x%02X", scalar.value) : String(format: "\\u%04X", scalar.value)
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result + "'"
}

extension String {
  /// The text with every UUID replaced by `<id>`.
  var withoutIDs: String {
    replacing(
      #/[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}/#, with: "<id>")
  }
}
