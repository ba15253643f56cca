import CustomDump
import Synchronization
import Testing

@testable import TextUI
@testable import TextUIHosts
@testable import TextUITesting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `TerminalHost` on a pseudo-terminal. Serialized: the host changes process-wide state (signal
/// handling) while it runs.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(1)))
struct TerminalHostTests {
  @Test func ctrlDQuitsAndRestoresTheTerminal() async throws {
    // Given a host drawing on a terminal
    let pty = try PseudoTerminal(size: Size(width: 20, height: 3))
    let before = pty.settings()
    let host = TerminalHost(size: nil, input: pty.terminal, output: pty.terminal) {
      Text("Hello")
    }
    let run = Task { try await host.run() }
    #expect(await pty.output(contains: "Hello"))
    #expect(pty.settings() != before)

    // When the user presses Ctrl-D
    pty.type("\u{4}")
    try await run.value

    // Then the terminal is as it was, back on its main screen with the cursor shown
    expectNoDifference(pty.settings(), before)
    #expect(await pty.output(contains: "\u{1B}[?25h\u{1B}[?1049l"))
    await pty.close()
  }

  @Test func aSteppingHostCarriesOutOneStepAtEachKeySayingWhatComesNext() async throws {
    // Given a host stepping through two taps of a counter
    let pty = try PseudoTerminal(size: Size(width: 60, height: 4))
    let model = CounterModel()
    let host = TerminalHost(
      size: nil, input: pty.terminal, output: pty.terminal,
      steps: [.tap("Add"), .tap("Add")]
    ) {
      VStack {
        Text("Count: \(model.count)")
        Button("Add") { model.count += 1 }
      }
    }
    let run = Task { try await host.run() }
    #expect(await pty.output(contains: #"Step 1 of 2: tap "Add""#))
    #expect(model.count == 0)

    // When the person presses a key, twice
    pty.type("x")
    #expect(await pty.output(contains: #"Step 2 of 2: tap "Add""#))
    pty.type(" ")
    #expect(await pty.output(contains: "All 2 steps done."))

    // Then each key carried out one step, and more keys do nothing
    pty.type("\r")
    pty.type("\u{4}")
    try await run.value
    await pty.close()
    #expect(model.count == 2)
  }

  @Test func cancellingTheRunRestoresTheTerminalAndReturns() async throws {
    // Given a host drawing on a terminal
    let pty = try PseudoTerminal(size: Size(width: 20, height: 3))
    let before = pty.settings()
    let host = TerminalHost(size: nil, input: pty.terminal, output: pty.terminal) {
      Text("Hello")
    }
    let run = Task { try await host.run() }
    #expect(await pty.output(contains: "Hello"))

    // When the task running it is cancelled
    run.cancel()
    try await run.value

    // Then it returned with the terminal as it was, back on its main screen
    expectNoDifference(pty.settings(), before)
    #expect(await pty.output(contains: "\u{1B}[?25h\u{1B}[?1049l"))
    await pty.close()
  }

  @Test func theTerminalHostWritesOnlyItsOwnSequences() async throws {
    let pty = try PseudoTerminal(size: Size(width: 60, height: 4))
    let host = TerminalHost(size: nil, input: pty.terminal, output: pty.terminal) {
      VStack {
        ForEach(hostile.prefix(3), id: \.name) { Text($0.text) }
        Text("End of frame")
      }
    }
    let run = Task { try await host.run() }
    // Drawn whether or not the lines above are safe, so a failure is reported, never waited on.
    #expect(await pty.output(contains: "End of frame"))

    pty.type("\u{4}")
    try await run.value
    let written = String(decoding: pty.written, as: UTF8.self)
    await pty.close()

    for entry in hostile.prefix(3) {
      #expect(!written.contains(entry.text), "\(entry.name) reached the terminal")
      #expect(written.contains(entry.drawn), "\(entry.name) is not drawn visibly")
    }
    #expect(!written.contains("\u{7}"))
    #expect(!written.contains("\u{1B}]"))
  }

  @Test func runPutsBackTheSignalHandlingItFound() async throws {
    // Given a process with handlers of its own for the signals the host handles
    let handlers = ProcessHandlers(recording: [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH])
    defer { handlers.restore() }
    let before = handlers.current()
    let pty = try PseudoTerminal(size: Size(width: 20, height: 3))
    let host = TerminalHost(size: nil, input: pty.terminal, output: pty.terminal) {
      Text("Hello")
    }
    let run = Task { try await host.run() }
    #expect(await pty.output(contains: "Hello"))

    // When the user quits
    pty.type("\u{4}")
    try await run.value

    // Then the process's handlers are back
    expectNoDifference(handlers.current(), before)
    await pty.close()
  }

  @Test(arguments: [SIGINT, SIGTERM, SIGHUP, SIGQUIT])
  func aSignalToQuitRestoresTheTerminalThenReachesTheProcessHandler(signal: Int32) async throws {
    // Given a host drawing on a terminal, in a process with a handler of its own for `signal`
    let handlers = ProcessHandlers(recording: [signal])
    defer { handlers.restore() }
    let pty = try PseudoTerminal(size: Size(width: 20, height: 3))
    let before = pty.settings()
    let host = TerminalHost(size: nil, input: pty.terminal, output: pty.terminal) {
      Text("Hello")
    }
    let run = Task { try await host.run() }
    #expect(await pty.output(contains: "Hello"))

    // When the process gets the signal
    kill(getpid(), signal)
    try await run.value

    // Then the host restored the terminal and passed the signal on to the process's handler
    expectNoDifference(pty.settings(), before)
    #expect(await pty.output(contains: "\u{1B}[?25h\u{1B}[?1049l"))
    #expect(handlers.received == [signal])
    await pty.close()
  }

  @Test func aResizeRedrawsTheFrameAtTheNewSize() async throws {
    // Given a host drawing on a terminal 20 columns wide
    let pty = try PseudoTerminal(size: Size(width: 20, height: 3))
    let host = TerminalHost(size: nil, input: pty.terminal, output: pty.terminal) {
      Text("Hello")
    }
    let run = Task { try await host.run() }
    #expect(await pty.output(contains: "Hello" + String(repeating: " ", count: 15) + "\r\n"))

    // When the window grows to 30 columns (the kernel sends SIGWINCH only to the terminal's
    // foreground process group, which a test is not in, so the test sends it)
    pty.resize(to: Size(width: 30, height: 4))
    kill(getpid(), SIGWINCH)

    // Then the host draws the frame 30 columns wide
    #expect(await pty.output(contains: "Hello" + String(repeating: " ", count: 25) + "\r\n"))
    pty.type("\u{4}")
    try await run.value
    await pty.close()
  }
}

/// Handlers of the test process's own for some signals, which record the signals they receive,
/// in place of whatever handled them before.
private final class ProcessHandlers {
  private let previous: [Int32: sigaction]

  init(recording signals: [Int32]) {
    receivedSignals.store(0, ordering: .relaxed)
    var previous: [Int32: sigaction] = [:]
    for signal in signals {
      var action = sigaction()
      action.handler = recordSignal
      sigemptyset(&action.sa_mask)
      var old = sigaction()
      _ = sigaction(signal, &action, &old)
      previous[signal] = old
    }
    self.previous = previous
  }

  /// The signals recorded since the handlers were installed, in ascending order.
  var received: [Int32] {
    let mask = receivedSignals.load(ordering: .relaxed)
    return (1..<64).filter { mask & (1 << UInt64($0)) != 0 }
  }

  /// Each signal's handler now, as an address, to compare.
  func current() -> [Int32: UInt] {
    var handlers: [Int32: UInt] = [:]
    for signal in previous.keys {
      var action = sigaction()
      _ = sigaction(signal, nil, &action)
      handlers[signal] = unsafeBitCast(action.handler, to: UInt.self)
    }
    return handlers
  }

  /// Puts back the handlers the signals had before.
  func restore() {
    for (signal, action) in previous {
      var action = action
      _ = sigaction(signal, &action, nil)
    }
  }
}

/// The signals the test handlers received, one bit each.
private let receivedSignals = Atomic<UInt64>(0)

private func recordSignal(_ signal: Int32) {
  receivedSignals.bitwiseOr(1 << UInt64(signal), ordering: .relaxed)
}
