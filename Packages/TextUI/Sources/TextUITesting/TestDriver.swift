/// Drives a view the way a person would, for tests: find a control by its visible label or
/// identifier, act on it, wait for the work it started, and read the frame as plain text.
///
/// ```swift declarations
/// import CustomDump
/// import Observation
/// import Testing
///
/// @MainActor @Observable final class GreetingModel {
///   var name = ""
///   var greeting = ""
/// }
///
/// struct GreetingView: View {
///   @Bindable var model: GreetingModel
///
///   var body: some View {
///     Form {
///       TextField("Name", text: $model.name)
///       Button("Greet") { model.greeting = "Hello, \(model.name)!" }
///       Text(model.greeting)
///     }
///   }
/// }
///
/// @MainActor @Test func greetingUsesTheName() async throws {
///   let model = GreetingModel()
///   let driver = TestDriver(size: Size(width: 30, height: 4)) { GreetingView(model: model) }
///   try driver.type("Name", "Ada")
///   try driver.tap("Greet")
///   await driver.wait()
///   expectNoDifference(
///     driver.frame,
///     """
///     Name: [Ada▌            ]
///     [Greet]
///     Hello, Ada!
///     """)
/// }
/// ```
///
/// Controls are looked up on the top layer only (what a presented alert or sheet leaves
/// reachable), by exact label, then identifier, then a unique label prefix. A missing, ambiguous
/// or disabled control throws a ``StepError`` that lists the controls on screen.
@MainActor
public final class TestDriver {
  let runtime: HostRuntime

  /// Creates a driver showing `content` in a frame of `size` (80x24 unless given).
  public init<Content: View>(
    size: Size = .standard,
    @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    runtime = HostRuntime(size: size, autoFocus: false) { AnyView(content()) }
  }

  /// The current frame as plain text: no escape codes, trailing spaces and blank lines trimmed.
  /// Reading it draws a new frame first if observed state changed.
  public var frame: String { runtime.plainText }

  /// The controls on the top layer that are on screen, in reading order.
  public var controls: [ControlDescription] {
    runtime.renderIfNeeded()
    return runtime.controlDescriptions
  }

  /// The titles of the top layer's tab bar, in order (tabs are not in ``controls``).
  public var tabs: [String] {
    runtime.renderIfNeeded()
    return runtime.tabTitles
  }

  /// Taps a button, picker option or back button.
  public func tap(_ label: String) throws {
    try runtime.performNow(.tap(label))
  }

  /// Focuses a text field and replaces its text.
  public func type(_ field: String, _ text: String) throws {
    try runtime.performNow(.type(field: field, text: text))
  }

  /// Flips a toggle.
  public func toggle(_ label: String) throws {
    try runtime.performNow(.toggle(label))
  }

  /// Steps a stepper up; an error if it is at its upper bound.
  public func increment(_ label: String) throws {
    try runtime.performNow(.increment(label))
  }

  /// Steps a stepper down; an error if it is at its lower bound.
  public func decrement(_ label: String) throws {
    try runtime.performNow(.decrement(label))
  }

  /// Goes back one level: the cancellation button, else pop, else dismiss.
  public func back() throws {
    try runtime.performNow(.back)
  }

  /// Selects a tab by title (or a unique title prefix).
  public func tab(_ name: String) throws {
    try runtime.performNow(.tab(name))
  }

  /// Waits until tracked work (asynchronous button actions, `.task` bodies) has finished and its
  /// effects are drawn.
  public func wait() async {
    await runtime.wait()
  }

  /// Presses a key as a person at the terminal would: moves focus, activates, types, steps,
  /// goes back. Focus starts on nothing; the first `tab` or `down` focuses the first control.
  public func press(_ key: Key) throws {
    try runtime.handle(key)
  }

  /// Presses each key in turn; `press("Lamp")` types into the focused field.
  public func press(_ text: String) throws {
    for character in text {
      try runtime.handle(character == " " ? .space : .character(character))
    }
  }

  /// Carries out a step given as a value (parse text with ``Step/init(_:)``).
  public func perform(_ step: Step) async throws {
    try await runtime.perform(step)
  }
}
