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

  func run() async throws {
    if options.listStates {
      for state in preview.states { console.print(state) }
      return
    }
    let state = try startingState()
    try checkMocks()
    let script = try readScript()
    let mode: PreviewMode =
      script != nil ? .scripted : console.isInteractive ? .interactive : .lineMode
    let placeholders = Placeholders()
    let session = try await preview.start(
      PreviewLaunch(
        state: state, isStateChosen: options.state != nil, url: options.url, mocks: options.mocks,
        mode: mode,
        placeholders: placeholders, options: extra))
    let content = session.content
    let root: @MainActor () -> PlaceholderHost = {
      PlaceholderHost(placeholders: placeholders, content: content)
    }

    switch (mode, script) {
    case (.scripted, let script?):
      try await runScript(script, root: root)
    case (.interactive, _):
      try await console.runInteractive(options.size?.size) { AnyView(root()) }
    default:
      try await runLineMode(root: root)
    }
    if options.printURL {
      console.print(session.url())
    }
    try await session.finish()
  }

  private var frameSize: Size { options.size?.size ?? .standard }

  private func startingState() throws(PreviewError) -> String {
    guard let state = options.state else {
      guard let first = preview.states.first else {
        throw .cannotStart("\(preview.name) has no starting states.")
      }
      return first
    }
    guard preview.states.contains(state) else {
      throw .unknownState(state, preview: preview.name, states: preview.states)
    }
    return state
  }

  private func checkMocks() throws(PreviewError) {
    guard !preview.makesRequests else { return }
    if options.latency != nil || !options.fail.isEmpty {
      throw .invalidOptions(
        "\(preview.name) makes no requests, so --latency and --fail do not apply to it.")
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
    _ script: Script, root: @escaping @MainActor () -> Root
  ) async throws {
    let host = LineModeHost(size: frameSize, content: root)
    // Work the starting state begins (a list loading its items) finishes before the first
    // step, so a script never races it.
    try await carryOut(["wait"], on: host, source: script.source, frames: .finalFrame) { _ in }
    if !options.final {
      console.print("> start")
      console.print(host.frame)
    }
    try await carryOut(
      script.lines, on: host, source: script.source,
      frames: options.final ? .finalFrame : .everyStep, output: console.print)
  }

  /// Reads steps from standard input and prints the final frame at its end.
  private func runLineMode<Root: View>(root: @escaping @MainActor () -> Root) async throws {
    let host = LineModeHost(size: frameSize, content: root)
    try await carryOut(
      console.inputLines, on: host, source: .standardInput, frames: .finalFrame,
      output: console.print)
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

/// Steps to carry out and where they came from.
struct Script {
  var lines: [String]
  var source: PreviewError.StepSource
}
