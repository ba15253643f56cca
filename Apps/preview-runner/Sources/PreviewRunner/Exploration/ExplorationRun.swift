import ArgumentParser
import Foundation
import TextUITesting

/// The breadth-first walk of one exploration and the checks made at every state it reaches.
@MainActor
struct ExplorationRun<Options: ParsableArguments> {
  let explorer: Explorer<Options>
  let issues: IssueCollector
  private(set) var states: [ExploredState] = []
  private(set) var edges: [ExploredEdge] = []
  private(set) var violations: [Violation] = []
  private var index: [String: Int] = [:]
  private var reported: Set<String> = []

  init(explorer: Explorer<Options>, issues: IssueCollector) {
    self.explorer = explorer
    self.issues = issues
  }

  mutating func exploreAll() async {
    var queue: [Int] = []
    for start in explorer.starts {
      let path = ExploredPath(start: start.name, steps: [])
      guard let live = await reach(path) else { continue }
      if let id = await add(live, path: path) { queue.append(id) }
    }
    var next = 0
    while next < queue.count {
      let id = queue[next]
      next += 1
      let state = states[id]
      guard state.path.steps.count < explorer.depth, let live = await reach(state.path) else {
        continue
      }
      if let again = try? live.key(), again != state.key {
        record(
          .replay, at: state.path, key: state.key,
          "The same steps from a fresh launch reach another state, so the exploration is not "
            + "deterministic (a random id, a clock?):\n" + lineDifferences(state.key, again))
      }
      let (steps, unnamed) = live.actions()
      for control in unnamed {
        record(
          .unnamedControl, at: state.path, key: state.key + control.description,
          "\(control) cannot be named by a step: another control has its label and it has no "
            + "unique identifier.")
      }
      for step in steps {
        let path = state.path.appending(step)
        guard let reached = await reach(path, optional: true) else { continue }
        let target: Int
        if let existing = index[(try? reached.key()) ?? ""] {
          target = existing
          if reached.driver.frame != states[existing].frame {
            // The same data drawn differently: the saved form may leave something out.
            await checkRestore(reached, path: path, key: states[existing].key)
          }
        } else {
          guard let added = await add(reached, path: path) else { continue }
          target = added
          queue.append(added)
        }
        edges.append(ExploredEdge(from: id, to: target, step: step))
        if target != id, step.presents, Self.presents(from: state, to: states[target]) {
          await checkBack(from: state, via: path)
        }
      }
    }
  }

  // MARK: Reaching

  /// A fresh launch at `path`'s named state with its steps carried out, each followed by a wait;
  /// `nil` (and a violation unless `optional`, for the last step) when a step cannot be carried
  /// out or the launch fails.
  private mutating func reach(_ path: ExploredPath, optional: Bool = false) async -> LiveState? {
    _ = issues.take()
    let live: LiveState
    do {
      live = try await explorer.launch(path.start)
    } catch {
      record(.launch, at: path, key: "launch " + path.start, "The state cannot start: \(error)")
      return nil
    }
    for (number, step) in path.steps.enumerated() {
      do {
        try await live.driver.perform(step)
        await live.driver.wait()
      } catch {
        // A stepper at its bound, a control a state has only sometimes: not an action here.
        if optional, number == path.steps.count - 1 { return nil }
        record(
          .replay, at: path, key: path.description,
          "Step \(number + 1) did not do what it did when the state was found: \(error)")
        return nil
      }
    }
    let reported = issues.take()
    if !reported.isEmpty {
      record(
        .issue, at: path, key: reported.joined(separator: "\n"), reported.joined(separator: "\n"))
    }
    return live
  }

  /// Keeps a newly reached state and checks it; `nil` when its key cannot be read.
  private mutating func add(_ live: LiveState, path: ExploredPath) async -> Int? {
    let key: String
    do {
      key = try live.key()
    } catch {
      record(.restore, at: path, key: path.description, "The state cannot be saved: \(error)")
      return nil
    }
    if let existing = index[key] { return existing }
    let id = states.count
    var state = ExploredState(
      id: id, path: path, key: key, url: live.url,
      placeholder: live.placeholders.current?.destination,
      hasURL: true, frame: live.driver.frame, styledFrame: live.driver.styledFrame)
    index[key] = id
    await checkDrawing(live, path: path, key: key)
    state.hasURL = await checkURL(live, path: path, key: key)
    await checkRestore(live, path: path, key: key)
    states.append(state)
    return id
  }

  // MARK: Invariants

  /// Draws the state at every size: no line wider than the frame, no more lines than its
  /// height, no control character from content, and no issue reported while drawing.
  private mutating func checkDrawing(_ live: LiveState, path: ExploredPath, key: String) async {
    _ = issues.take()
    for size in explorer.sizes {
      let driver = TestDriver(size: size, content: live.root)
      await driver.wait()
      for problem in frameProblems(driver.frame, size: size) {
        record(
          problem.invariant, at: path, key: key + "\(problem.invariant) \(size)", problem.message)
      }
    }
    let reported = issues.take()
    if !reported.isEmpty {
      record(
        .issue, at: path, key: reported.joined(separator: "\n"), reported.joined(separator: "\n"))
    }
  }

  /// Opens the state's URL in a fresh launch on the same store: it must open and print the same
  /// URL. Returns whether it reaches the state itself (the same frame and placeholder); a state
  /// it does not reach has no URL of its own.
  private mutating func checkURL(_ live: LiveState, path: ExploredPath, key: String) async -> Bool {
    let url = live.url
    do {
      let fresh = try await explorer.launch(path.start, url: url, kept: live.kept)
      if fresh.url != url {
        record(
          .url, at: path, key: key + "url",
          "Its URL \(url) opened fresh prints \(fresh.url).")
        return false
      }
      return fresh.placeholders.current?.destination == live.placeholders.current?.destination
    } catch {
      record(.url, at: path, key: key + "url", "Its URL \(url) does not open: \(error)")
      return false
    }
  }

  /// Restores the state's saved form (if the preview has one) in a fresh launch on the same
  /// store: the state and the frame must be the same.
  private mutating func checkRestore(_ live: LiveState, path: ExploredPath, key: String) async {
    do {
      guard let snapshot = try live.snapshot() else { return }
      let fresh = try await explorer.launch(path.start, resumed: snapshot, kept: live.kept)
      if try fresh.key() != key {
        record(
          .restore, at: path, key: key + "restore",
          "Restored from its saved form it is another state:\n"
            + lineDifferences(key, try fresh.key()))
      } else if fresh.driver.frame != live.driver.frame {
        record(
          .restore, at: path, key: key + "restore",
          "Restored from its saved form it draws differently:\n"
            + lineDifferences(live.driver.frame, fresh.driver.frame))
      }
    } catch {
      record(.restore, at: path, key: key + "restore", "It cannot be restored: \(error)")
    }
  }

  /// Whether the step from `source` to `target` presented or pushed a screen: the target's URL
  /// path goes deeper (a placeholder counts when its URL does: the row's `edit`). A placeholder
  /// that stands for work the parent finishes (a save) is not a screen to go back from.
  static func presents(from source: ExploredState, to target: ExploredState) -> Bool {
    let from = source.url.pathComponents
    let to = target.url.pathComponents
    guard Array(to.prefix(from.count)) == from else { return false }
    return to.count > from.count
  }

  /// Goes back from the screen `path` presented: it must return to the state it came from.
  private mutating func checkBack(from source: ExploredState, via path: ExploredPath) async {
    let back = path.appending(.back)
    guard let live = await reach(back, optional: true) else {
      record(
        .back, at: path, key: source.key + path.description + "back",
        "`back` does nothing on the screen this step presented.")
      return
    }
    guard let key = try? live.key(), key != source.key else { return }
    record(
      .back, at: back, key: source.key + path.description + "back",
      "Going back does not return to the state the screen was presented from ("
        + "\(source.url)):\n" + lineDifferences(source.key, key))
  }

  private mutating func record(
    _ invariant: Invariant, at path: ExploredPath, key: String, _ message: String
  ) {
    guard reported.insert(invariant.rawValue + "\n" + key).inserted else { return }
    violations.append(Violation(invariant: invariant, path: path, message: message))
  }
}

/// The lines of `expected` and `actual` that differ, `-` and `+`, at most ten.
func lineDifferences(_ expected: String, _ actual: String) -> String {
  let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
  var lines: [String] = []
  for index in 0..<max(old.count, new.count) {
    let before = index < old.count ? old[index] : nil
    let after = index < new.count ? new[index] : nil
    guard before != after else { continue }
    if let before { lines.append("  - " + before) }
    if let after { lines.append("  + " + after) }
  }
  let shown = lines.prefix(10).map { $0.visibleOnTerminal() }
  return (shown + (lines.count > 10 ? ["  …"] : [])).joined(separator: "\n")
}

extension Step {
  /// Whether the step can present or push a screen (a tab switch and `back` cannot).
  var presents: Bool {
    switch self {
    case .back, .tab, .wait: false
    default: true
    }
  }
}

extension String {
  /// The path of a `nav:///` URL, split: `nav:///inventory/<id>/edit?x=1` is
  /// `["inventory", "<id>", "edit"]`.
  var pathComponents: [Substring] {
    let path = split(separator: "?", maxSplits: 1).first ?? ""
    let withoutScheme = path.hasPrefix("nav://") ? path.dropFirst("nav://".count) : path[...]
    return withoutScheme.split(separator: "/")
  }
}

extension Unicode.Scalar {
  /// A scalar a terminal acts on rather than draws (see TextUI's `visibleOnTerminal`): C0, DEL,
  /// C1, and the bidi overrides and isolates. A line break separates a frame's lines.
  var actsOnTerminal: Bool {
    switch value {
    case 0x0A: false
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}

/// What is wrong with a frame drawn at `size`: more lines than its height, a line wider than
/// its width (the first), a character a terminal would act on (the first).
func frameProblems(_ frame: String, size: Size) -> [(invariant: Invariant, message: String)] {
  var problems: [(Invariant, String)] = []
  let lines = frame.split(separator: "\n", omittingEmptySubsequences: false)
  if lines.count > size.height {
    problems.append((.draws, "At \(size) the frame has \(lines.count) lines."))
  }
  if let (number, line) = lines.enumerated().first(where: { $0.element.terminalWidth > size.width })
  {
    problems.append(
      (
        .draws,
        "At \(size) line \(number + 1) is \(line.terminalWidth) columns wide: "
          + String(line).visibleOnTerminal()
      ))
  }
  if let scalar = frame.unicodeScalars.first(where: \.actsOnTerminal) {
    problems.append(
      (
        .controlCharacter,
        String(format: "At \(size) the frame holds the control character U+%04X.", scalar.value)
      ))
  }
  return problems
}
