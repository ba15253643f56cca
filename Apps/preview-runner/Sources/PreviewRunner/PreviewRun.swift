import ArgumentParser
import Foundation
import TextUIHosts

/// One run of a preview: resolves the starting state, starts the preview, drives it in the mode
/// the command line and the terminal call for, and prints what was asked.
@MainActor
struct PreviewRun<Options: ParsableArguments> {
  let preview: Preview<Options>
  let options: PreviewOptions
  let extra: Options
  let console: Console
  /// The command line as parsed (a scenario's settings included), for a reload to start from.
  let arguments: [String]

  func run() async throws {
    if let folder = options.writeCatalogIndex {
      try Catalog.writeIndex(root: URL(filePath: folder, directoryHint: .isDirectory))
      return
    }
    if options.explore {
      try await explore()
      return
    }
    if options.listStates {
      for state in preview.states {
        console.print(
          [state.name, try await url(of: state), state.summary].joined(separator: "\t"))
      }
      return
    }
    let state = try startingState()
    try checkMocks()
    let script = try readScript()
    let scenario = try options.scenario.map { path throws(PreviewError) in
      try Scenario(contentsOf: path)
    }
    let watching = try options.watch ? Watching(console.watchSetup(preview.name)) : nil
    // A scenario starts where its file says, however it is played.
    let mode: PreviewMode =
      script != nil || scenario != nil
      ? .scripted : console.isInteractive ? .interactive : .lineMode
    let placeholders = Placeholders()
    let session = try await preview.start(
      PreviewLaunch(
        state: state, isStateChosen: options.state != nil, url: options.url,
        resumed: try readResumed(), mocks: options.mocks, mode: mode,
        placeholders: placeholders, options: extra))
    let content = session.content
    let root: @MainActor () -> AnyView = {
      let preview = PlaceholderHost(
        placeholders: placeholders, showsTrace: mode == .interactive, content: content)
      guard let watching else { return AnyView(preview) }
      return AnyView(WatchHost(status: watching.status) { AnyView(preview) })
    }
    let output = TracedOutput(placeholders: placeholders, print: console.print)

    var rebuilt = false
    if let scenario {
      try await play(scenario, root: root, output: output, placeholders: placeholders)
    } else if let script {
      try await runScript(script, root: root, output: output)
    } else if mode == .interactive {
      rebuilt = try await runInteractive(root: root, watching: watching)
    } else {
      try await runLineMode(root: root, output: output)
    }
    if !rebuilt {
      if options.printURL {
        console.print(session.url())
      }
      try await session.finish()
      guard let watching, await watching.untilRebuilt(report: console.print) else { return }
    }
    if let watching {
      try relaunch(session, as: watching.setup.executable, headless: mode != .interactive)
    }
  }

  /// Runs the preview in the terminal until the person quits; returns `false` then. With
  /// `--watch`, also until a rebuild succeeds; returns `true` then.
  private func runInteractive(
    root: @escaping @MainActor () -> AnyView, watching: Watching?
  ) async throws -> Bool {
    guard let watching else {
      try await console.runInteractive(options.size?.size, root)
      return false
    }
    let size = options.size?.size
    let console = console
    let host = Task { try await console.runInteractive(size, root) }
    let rebuilds = Task {
      let rebuilt = await watching.untilRebuilt()
      if rebuilt { host.cancel() }
      return rebuilt
    }
    try await host.value
    rebuilds.cancel()
    return await rebuilds.value
  }

  /// Starts the rebuilt `executable` in this process, in the state this run is in.
  private func relaunch(_ session: PreviewSession, as executable: String, headless: Bool) throws {
    var snapshotFile: String?
    if let snapshot = session.snapshot {
      let file = FileManager.default.temporaryDirectory
        .appendingPathComponent("preview-watch-\(UUID().uuidString).snapshot")
      try snapshot().write(to: file)
      snapshotFile = file.path
    }
    try console.relaunch(
      executable,
      Watching.relaunchArguments(
        arguments, url: session.url(), snapshotFile: snapshotFile, headless: headless))
  }

  /// The snapshot `--resume` names (a reload's), read once: the file is removed.
  private func readResumed() throws(PreviewError) -> Data? {
    guard let path = options.resume else { return nil }
    defer { try? FileManager.default.removeItem(atPath: path) }
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .cannotStart("Cannot read the state to resume, \(path): \(error.localizedDescription)")
    }
  }

  private var frameSize: Size { options.size?.size ?? .standard }

  /// The URL of a starting state, as `--print-url` prints it when the state starts.
  private func url(of state: PreviewState) async throws -> String {
    let session = try await preview.start(
      PreviewLaunch(
        state: state.name, isStateChosen: true, url: nil, resumed: nil, mocks: Mocks(),
        mode: .listing, placeholders: Placeholders(), options: extra))
    return session.url()
  }

  private func startingState() throws(PreviewError) -> String {
    guard let state = options.state else {
      guard let first = preview.states.first else {
        throw .cannotStart("\(preview.name) has no starting states.")
      }
      return first.name
    }
    guard preview.states.contains(where: { $0.name == state }) else {
      throw .unknownState(state, preview: preview.name, states: preview.states.map(\.name))
    }
    return state
  }

  /// Rejects a mock of a request the feature does not make, which would change nothing.
  private func checkMocks() throws(PreviewError) {
    let requests = preview.requests
    let makes =
      requests.isEmpty
      ? "makes no requests"
      : "makes only \(MockedRequest.allCases.filter(requests.contains).map(\.rawValue).joined(separator: " and ")) requests"
    if options.latency != nil, !requests.contains(.save) {
      throw .invalidOptions("\(preview.name) \(makes), so --latency (saves) does not apply to it.")
    }
    if options.loadLatency != nil, !requests.contains(.load) {
      throw .invalidOptions(
        "\(preview.name) \(makes), so --load-latency does not apply to it.")
    }
    if let request = options.fail.first(where: { !requests.contains($0) }) {
      throw .invalidOptions(
        "\(preview.name) \(makes), so --fail \(request.rawValue) does not apply to it.")
    }
  }

  /// The steps of `--steps` or `--script` with where they came from, or `nil` when there are
  /// none.
  private func readScript() throws(PreviewError) -> Script? {
    if !options.steps.isEmpty {
      return Script(lines: options.steps, source: .arguments)
    }
    guard let path = options.script else { return nil }
    do {
      let text = try String(contentsOfFile: path, encoding: .utf8)
      // Any line break ends a line: a script saved with `\r\n` reads like one saved with `\n`.
      var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        .map(String.init)
      if lines.last == "" { lines.removeLast() }
      return Script(lines: lines, source: .script(path: path))
    } catch {
      throw .unreadableScript(path: path, reason: error.localizedDescription)
    }
  }

  /// Carries out a script, printing the settled starting frame and the frame after each step
  /// (or only the final frame with `--final`).
  private func runScript<Root: View>(
    _ script: Script, root: @escaping @MainActor () -> Root, output: TracedOutput,
    then finish: (LineModeHost) throws -> Void = { _ in }
  ) async throws {
    let host = LineModeHost(size: frameSize, content: root)
    // Work the starting state begins (a list loading its items) finishes before the first
    // step, so a script never races it.
    try await carryOut(["wait"], on: host, source: script.source, frames: .finalFrame) { _ in }
    if !options.final {
      output.step("> start")
      output.frame(host.frame)
    }
    try await carryOut(
      script.lines, on: host, source: script.source,
      frames: options.final ? .finalFrame : .everyStep, output: output.hostOutput(options.final))
    try finish(host)
  }

  /// Plays a scenario: step by step at a key press in a terminal; otherwise headless, printing
  /// the frames as a script does, then checking (or with `--record`, writing) how it ended.
  private func play<Root: View>(
    _ scenario: Scenario, root: @escaping @MainActor () -> Root, output: TracedOutput,
    placeholders: Placeholders
  ) async throws {
    let source = PreviewError.StepSource.script(path: scenario.path)
    if console.isInteractive, !options.record {
      let steps = try scenario.steps.map { line throws(PreviewError) in
        do {
          return try Step(line.text)
        } catch let error as StepError {
          throw .stepFailed(source, number: line.number, error: error)
        } catch {
          throw .badScenario(path: scenario.path, line: line.number, "\(error)")
        }
      }
      try await console.runStepping(options.size?.size, steps) { AnyView(root()) }
      return
    }

    // Blank lines where the file has no step, so that a failing step is named by its line.
    var lines = [String](repeating: "", count: scenario.steps.last?.number ?? 0)
    for step in scenario.steps { lines[step.number - 1] = step.text }
    try await runScript(Script(lines: lines, source: source), root: root, output: output) {
      host in
      let ending = (placeholders.trace.map { "→ \($0)" } + [host.frame]).joined(separator: "\n")
      if options.record {
        try write(scenario.recording(ending), to: scenario.path)
        FileHandle.standardError.write(
          Data("Recorded how \(scenario.name) ends in \(scenario.path).\n".utf8))
        return
      }
      guard scenario.expected != nil else {
        throw PreviewError.badScenario(
          path: scenario.path, line: lines.count,
          "no `expect:` part says how it ends; write it with --record")
      }
      let differences = scenario.differences(from: ending)
      guard differences.isEmpty else {
        throw PreviewError.scenarioDiffers(path: scenario.path, differences: differences)
      }
    }
  }

  private func write(_ text: String, to path: String) throws(PreviewError) {
    do {
      try text.write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
      throw .unreadableScenario(path: path, reason: error.localizedDescription)
    }
  }

  /// Reads steps from standard input and prints the final frame at its end.
  private func runLineMode<Root: View>(
    root: @escaping @MainActor () -> Root, output: TracedOutput
  ) async throws {
    let host = LineModeHost(size: frameSize, content: root)
    try await carryOut(
      console.inputLines, on: host, source: .standardInput, frames: .finalFrame,
      output: output.hostOutput(true))
  }

  private func carryOut<Lines: AsyncSequence>(
    _ lines: Lines,
    on host: LineModeHost,
    source: PreviewError.StepSource,
    frames: LineModeHost.FrameOutput,
    output: (String) -> Void
  ) async throws where Lines.Element == String {
    do {
      try await host.run(lines: lines, frames: frames, output: output)
    } catch let error as LineModeError {
      throw PreviewError.stepFailed(source, number: error.line, error: error.error)
    }
  }

  private func carryOut(
    _ lines: [String],
    on host: LineModeHost,
    source: PreviewError.StepSource,
    frames: LineModeHost.FrameOutput,
    output: (String) -> Void
  ) async throws {
    do {
      try await host.run(lines: lines, frames: frames, output: output)
    } catch let error as LineModeError {
      throw PreviewError.stepFailed(source, number: error.line, error: error.error)
    }
  }
}

/// Prints a headless run's frames with the calls the feature made since the last frame between
/// a step's `> step` line and its frame, as `→ onDestination(.edit(item: …))`.
@MainActor
final class TracedOutput {
  private let placeholders: Placeholders
  private let print: (String) -> Void
  private var printed = 0

  init(placeholders: Placeholders, print: @escaping (String) -> Void) {
    self.placeholders = placeholders
    self.print = print
  }

  /// Prints a step's `> step` line and the calls it made.
  func step(_ line: String) {
    print(line)
    printCalls()
  }

  /// Prints a frame, after any calls not printed yet.
  func frame(_ text: String) {
    printCalls()
    print(text)
  }

  /// What a ``LineModeHost`` hands its output to: with `finalFrameOnly` one frame, otherwise
  /// `> step` lines and frames taking turns.
  func hostOutput(_ finalFrameOnly: Bool) -> (String) -> Void {
    var isStepLine = !finalFrameOnly
    return { [self] text in
      if isStepLine { step(text) } else { frame(text) }
      if !finalFrameOnly { isStepLine.toggle() }
    }
  }

  private func printCalls() {
    for call in placeholders.trace.dropFirst(printed) { print("→ \(call)") }
    printed = placeholders.trace.count
  }
}

/// Steps to carry out and where they came from.
struct Script {
  var lines: [String]
  var source: PreviewError.StepSource
}
