import TextUIHosts

/// Why a preview run stopped, with a message that says what to change. The command prints it on
/// one line (a failed step adds the controls that are on screen) and exits non-zero.
public enum PreviewError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `--state` named a state the preview does not have.
  case unknownState(String, preview: String, states: [String])
  /// `--url` does not parse, or names a state the preview cannot show.
  case badURL(String, reason: String)
  /// A step of `--steps`, `--script` or standard input could not be carried out.
  case stepFailed(StepSource, number: Int, error: StepError)
  /// The `--script` file could not be read.
  case unreadableScript(path: String, reason: String)
  /// The `--scenario` file could not be read.
  case unreadableScenario(path: String, reason: String)
  /// The `--scenario` file is malformed at `line`.
  case badScenario(path: String, line: Int, String)
  /// The scenario ran, but did not end as its file expects: the lines that differ.
  case scenarioDiffers(path: String, differences: [String])
  /// Command-line options that cannot be used together or do not apply to this preview.
  case invalidOptions(String)
  /// The preview could not start, e.g. its store could not be opened; the reason says why.
  case cannotStart(String)
  /// `--explore` found violations, or the map it checks is out of date; the message says which.
  case explorationFailed(String)

  /// Where a failing step came from, for saying which one it was.
  public enum StepSource: Hashable, Sendable {
    /// `--steps`, counted from 1.
    case arguments
    /// A `--script` file, by line.
    case script(path: String)
    /// Standard input, by line.
    case standardInput
  }

  public var description: String {
    switch self {
    case .unknownState(let state, let preview, let states):
      "\(preview) has no state \"\(state)\"; its states are \(states.joined(separator: ", "))."
    case .badURL(let url, let reason):
      "Cannot open the URL \"\(url)\": \(reason)"
    case .stepFailed(let source, let number, let error):
      "\(source.describe(number)): \(error)"
    case .unreadableScript(let path, let reason):
      "Cannot read the script \(path): \(reason)"
    case .unreadableScenario(let path, let reason):
      "Cannot read the scenario \(path): \(reason)"
    case .badScenario(let path, let line, let message):
      "\(path):\(line): \(message)."
    case .scenarioDiffers(let path, let differences):
      "\(path): the run ended differently from what the file expects after `expect:` (-: "
        + "expected, +: shown; `--record` rewrites it):\n" + differences.joined(separator: "\n")
    case .invalidOptions(let message), .cannotStart(let message), .explorationFailed(let message):
      message
    }
  }
}

extension PreviewError.StepSource {
  fileprivate func describe(_ number: Int) -> String {
    switch self {
    case .arguments: "step \(number) of --steps"
    case .script(let path): "\(path):\(number)"
    case .standardInput: "line \(number) of standard input"
    }
  }
}
