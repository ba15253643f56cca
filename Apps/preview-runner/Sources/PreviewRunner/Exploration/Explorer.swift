import ArgumentParser
import Foundation
import IssueReporting
import Synchronization
import TextUITesting

/// Explores every state a preview can reach: from each named state, breadth first, every enabled
/// control of the frame is acted on (and `back`, and every tab), each action in a fresh launch
/// that replays the shortest steps to the state it leaves, on the deterministic mock store
/// (``PreviewMode/exploring``). Each state reached is checked (``Invariant``) and the graph is
/// kept for the map (``NavigationMap``).
///
/// It knows no feature: a preview gets it by having named states, a URL printer and, when the
/// URL does not hold the whole state, a snapshot (``PreviewSession``).
@MainActor
struct Explorer<Options: ParsableArguments> {
  let preview: Preview<Options>
  let options: Options
  let mocks: Mocks
  /// How many steps from a named state are explored.
  let depth: Int
  /// The sizes every state is drawn at; the first is the one steps are carried out at.
  let sizes: [Size]
  /// The named states it starts from.
  let starts: [PreviewState]

  /// Runs the exploration.
  func explore() async -> Exploration {
    let issues = IssueCollector()
    let clock = ContinuousClock()
    let started = clock.now
    var run = ExplorationRun(explorer: self, issues: issues)
    await withIssueReporters([issues]) {
      await run.exploreAll()
    }
    return Exploration(
      preview: preview.name, scriptName: preview.scriptName, abstract: preview.abstract,
      depth: depth, sizes: sizes,
      states: run.states, edges: run.edges, violations: run.violations,
      duration: clock.now - started)
  }

  /// A fresh launch of the preview, settled.
  func launch(
    _ state: String, url: String? = nil, resumed: Data? = nil, kept: PreviewKept = PreviewKept()
  ) async throws -> LiveState {
    let placeholders = Placeholders()
    var launch = PreviewLaunch(
      state: state, isStateChosen: true, url: url, resumed: resumed, mocks: mocks,
      mode: .exploring, placeholders: placeholders, options: options)
    launch.kept = kept
    let session = try await preview.start(launch)
    let live = LiveState(
      session: session, placeholders: placeholders, kept: kept, size: sizes[0])
    await live.driver.wait()
    return live
  }
}

/// The texts `--explore` types into every text field: empty, plain, very long, terminal escapes
/// with bidi overrides, and wide CJK with emoji.
let typedTexts: [String] = [
  "",
  "Lamp",
  String(repeating: "A very long name that goes on ", count: 8),
  "\u{1B}[31mRed\u{1B}[0m \u{202E}evil\u{202C} \u{7}bell",
  "日本語の名前🎉👩‍👩‍👧テスト",
]

/// A launched preview being driven: its session, its placeholders, its store.
@MainActor
final class LiveState {
  let session: PreviewSession
  let placeholders: Placeholders
  let kept: PreviewKept
  let driver: TestDriver

  init(session: PreviewSession, placeholders: Placeholders, kept: PreviewKept, size: Size) {
    self.session = session
    self.placeholders = placeholders
    self.kept = kept
    let root = Self.root(session: session, placeholders: placeholders)
    driver = TestDriver(size: size, content: root)
  }

  static func root(
    session: PreviewSession, placeholders: Placeholders
  ) -> @MainActor () -> AnyView {
    let content = session.content
    return {
      AnyView(PlaceholderHost(placeholders: placeholders, showsTrace: false, content: content))
    }
  }

  var root: @MainActor () -> AnyView { Self.root(session: session, placeholders: placeholders) }

  var url: String { session.url() }

  /// The saved form, when the preview has one beyond its URL.
  func snapshot() throws -> Data? { try session.snapshot?() }

  /// The state as data: the snapshot (the app's `AppState`, drafts included) or, for a preview
  /// with none, its URL and frame; and the placeholder on screen.
  func key() throws -> String {
    let placeholder = placeholders.current.map { "\n+ " + $0.destination } ?? ""
    if let snapshot = try snapshot() {
      return String(decoding: snapshot, as: UTF8.self) + placeholder
    }
    return url + placeholder + "\n" + driver.frame
  }

  /// The controls on screen that can be acted on and the steps that act on them, then every tab
  /// and `back`.
  func actions() -> (steps: [Step], unnamed: [ControlDescription]) {
    let controls = driver.controls
    var steps: [Step] = []
    var unnamed: [ControlDescription] = []
    for control in controls where control.isEnabled {
      guard let name = Self.name(of: control, among: controls) else {
        unnamed.append(control)
        continue
      }
      switch control.kind {
      case "button", "picker option", "back button": steps.append(.tap(name))
      case "toggle": steps.append(.toggle(name))
      case "stepper": steps += [.increment(name), .decrement(name)]
      case "text field":
        steps += typedTexts.map { .type(field: name, text: $0) }
      default: break
      }
    }
    steps += driver.tabs.map(Step.tab)
    steps.append(.back)
    return (steps, unnamed)
  }

  /// What a step calls a control: its label when no other control has it, else its identifier
  /// when that is unique; `nil` when a step cannot name it.
  static func name(of control: ControlDescription, among controls: [ControlDescription])
    -> String?
  {
    if controls.count(where: { $0.label == control.label }) == 1 { return control.label }
    if let identifier = control.identifier,
      !controls.contains(where: { $0.label == identifier }),
      controls.count(where: { $0.identifier == identifier }) == 1
    {
      return identifier
    }
    return nil
  }
}

/// The issues reported while exploring (`reportIssue`, `unimplemented`), collected instead of
/// failing.
final class IssueCollector: IssueReporter, Sendable {
  private let messages = Mutex<[String]>([])

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString,
    filePath: StaticString, line: UInt, column: UInt
  ) {
    let text = message() ?? "An issue was reported"
    messages.withLock { $0.append("\(text) (\(fileID):\(line))") }
  }

  /// Removes and returns what was reported since the last call.
  func take() -> [String] {
    messages.withLock { messages in
      defer { messages = [] }
      return messages
    }
  }
}
