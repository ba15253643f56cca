/// One step of driving a view, as a test, a script or a person would:
/// `tap "<label>"`, `type "<field>" "<text>"`, `toggle "<label>"`, `increment "<label>"`,
/// `decrement "<label>"`, `back`, `tab "<name>"`, `wait`.
///
/// Labels are the visible text of a control; see ``TestDriver`` for how they are matched.
public enum Step: Hashable, Sendable, CustomStringConvertible {
  /// Taps a button, a picker option or the back button.
  case tap(String)
  /// Replaces the text of a text field.
  case type(field: String, text: String)
  /// Flips a toggle.
  case toggle(String)
  /// Steps a stepper up.
  case increment(String)
  /// Steps a stepper down.
  case decrement(String)
  /// Goes back one level: presses the screen's cancellation button if it has one, else pops the
  /// top screen or dismisses the top presentation.
  case back
  /// Selects a tab by its title.
  case tab(String)
  /// Waits until pending work (asynchronous actions, `.task`) finishes.
  case wait

  /// The step vocabulary, for messages.
  public static let vocabulary = """
    tap "<label>", type "<field>" "<text>", toggle "<label>", increment "<label>", \
    decrement "<label>", back, tab "<name>", wait
    """

  /// Parses one step from its text form. Arguments are double-quoted (`\"` and `\\` escape a
  /// quote and a backslash); a single word needs no quotes.
  ///
  /// - Throws: ``StepError/invalidStep(_:reason:)`` saying what was wrong.
  public init(_ text: String) throws {
    let words = try Self.words(in: text)
    guard let verb = words.first else {
      throw StepError.invalidStep(text, reason: "it is empty; expected one of: \(Self.vocabulary)")
    }
    let arguments = Array(words.dropFirst())
    func one(_ make: (String) -> Step) throws -> Step {
      guard arguments.count == 1 else {
        throw StepError.invalidStep(
          text, reason: "`\(verb)` takes one quoted label, found \(arguments.count) arguments")
      }
      return make(arguments[0])
    }
    func none(_ step: Step) throws -> Step {
      guard arguments.isEmpty else {
        throw StepError.invalidStep(text, reason: "`\(verb)` takes no arguments")
      }
      return step
    }
    switch verb {
    case "tap": self = try one(Step.tap)
    case "toggle": self = try one(Step.toggle)
    case "increment": self = try one(Step.increment)
    case "decrement": self = try one(Step.decrement)
    case "tab": self = try one(Step.tab)
    case "back": self = try none(.back)
    case "wait": self = try none(.wait)
    case "type":
      guard arguments.count == 2 else {
        throw StepError.invalidStep(
          text,
          reason:
            "`type` takes a field label and a text, both quoted, found \(arguments.count) arguments"
        )
      }
      self = .type(field: arguments[0], text: arguments[1])
    default:
      throw StepError.invalidStep(
        text, reason: "unknown verb `\(verb)`; expected one of: \(Self.vocabulary)")
    }
  }

  /// The step in its text form, which ``init(_:)`` parses back to the same step.
  public var description: String {
    switch self {
    case .tap(let label): "tap \(quoted(label))"
    case .type(let field, let text): "type \(quoted(field)) \(quoted(text))"
    case .toggle(let label): "toggle \(quoted(label))"
    case .increment(let label): "increment \(quoted(label))"
    case .decrement(let label): "decrement \(quoted(label))"
    case .back: "back"
    case .tab(let name): "tab \(quoted(name))"
    case .wait: "wait"
    }
  }

  private static func words(in text: String) throws -> [String] {
    var words: [String] = []
    // Scalars, not characters: a quote followed by a combining mark is one `Character`, which
    // would hide the quote.
    var scalars = text.unicodeScalars.makeIterator()
    var pending: Unicode.Scalar? = nil
    func next() -> Unicode.Scalar? {
      if let scalar = pending {
        pending = nil
        return scalar
      }
      return scalars.next()
    }
    while let scalar = next() {
      if scalar.properties.isWhitespace { continue }
      if scalar == "\"" {
        var word = ""
        var closed = false
        while let inner = next() {
          if inner == "\\" {
            guard let escaped = next() else { break }
            word.unicodeScalars.append(escaped)
          } else if inner == "\"" {
            closed = true
            break
          } else {
            word.unicodeScalars.append(inner)
          }
        }
        guard closed else {
          throw StepError.invalidStep(
            text, reason: "a quoted argument is missing its closing quote")
        }
        words.append(word)
      } else {
        var word = String(scalar)
        while let inner = next() {
          if inner.properties.isWhitespace { break }
          if inner == "\"" {
            pending = inner
            break
          }
          word.unicodeScalars.append(inner)
        }
        words.append(word)
      }
    }
    return words
  }
}

/// How a message shows a value that may quote outside input: every control drawn visibly.
private func shown(_ value: some CustomStringConvertible) -> String {
  value.description.visibleOnTerminal()
}

/// `text` in double quotes, a backslash before each quote and backslash in it. Scalar by scalar,
/// as steps are read: a quote followed by a combining mark is still a quote.
private func quoted(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    if scalar == "\\" || scalar == "\"" { result.unicodeScalars.append("\\") }
    result.unicodeScalars.append(scalar)
  }
  return result + "\""
}

/// A control as a step failure lists it: `button "Save" (disabled)`.
public struct ControlDescription: Hashable, Sendable, CustomStringConvertible {
  /// What kind of control: "button", "text field", "toggle", "stepper", "picker option", "tab",
  /// "back button".
  public var kind: String
  /// Its visible label.
  public var label: String
  /// Its identifier, if it has one.
  public var identifier: String?
  /// Whether it can be acted on.
  public var isEnabled: Bool

  /// Creates a description.
  public init(kind: String, label: String, identifier: String? = nil, isEnabled: Bool = true) {
    self.kind = kind
    self.label = label
    self.identifier = identifier
    self.isEnabled = isEnabled
  }

  public var description: String {
    var text = "\(kind) \(quoted(label))"
    if let identifier { text += " #\(identifier)" }
    if !isEnabled { text += " (disabled)" }
    return text
  }
}

/// Why a step could not be carried out. Every message says what was asked, and lists the controls
/// that are on screen so the fix is obvious.
public enum StepError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The step's text does not parse.
  case invalidStep(String, reason: String)
  /// No control on screen has that label, identifier or label prefix.
  case notFound(Step, onScreen: [ControlDescription])
  /// Several controls match.
  case ambiguous(Step, candidates: [ControlDescription])
  /// The control is disabled (or, for a stepper, at its bound).
  case disabled(Step, ControlDescription, onScreen: [ControlDescription])
  /// The control cannot do what the step asks (`toggle` on a button).
  case wrongKind(Step, ControlDescription, onScreen: [ControlDescription])
  /// `back` on the root screen with nothing presented.
  case nothingToGoBackFrom(onScreen: [ControlDescription])
  /// `tab` with no such tab on the top layer.
  case tabNotFound(String, tabs: [String])

  /// The message. Steps, labels and tab names can quote outside input (a script, an item's
  /// name), so every control in them is drawn visibly, line breaks included.
  public var description: String {
    switch self {
    case .invalidStep(let text, let reason):
      return "Cannot read the step \(shown(quoted(text))): \(shown(reason))."
    case .notFound(let step, let onScreen):
      return "Cannot \(shown(step)): no control on screen has that label, identifier or label "
        + "prefix." + listing(onScreen)
    case .ambiguous(let step, let candidates):
      return "Cannot \(shown(step)): it matches \(candidates.count) controls; use a longer label "
        + "or an identifier. Candidates:" + candidates.map { "\n  \(shown($0))" }.joined()
    case .disabled(let step, let control, let onScreen):
      return "Cannot \(shown(step)): \(shown(control)) is disabled." + listing(onScreen)
    case .wrongKind(let step, let control, let onScreen):
      return "Cannot \(shown(step)): \(shown(control)) is a \(control.kind)." + listing(onScreen)
    case .nothingToGoBackFrom(let onScreen):
      return "Cannot go back: this is the root screen and nothing is presented." + listing(onScreen)
    case .tabNotFound(let name, let tabs):
      return tabs.isEmpty
        ? "Cannot select tab \(shown(quoted(name))): there is no tab bar on the top layer."
        : "Cannot select tab \(shown(quoted(name))). Tabs: "
          + tabs.map { shown(quoted($0)) }.joined(separator: ", ")
    }
  }

  private func listing(_ controls: [ControlDescription]) -> String {
    controls.isEmpty
      ? " There are no controls on screen."
      : " On screen:" + controls.map { "\n  \(shown($0))" }.joined()
  }
}
