import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a view full screen in an interactive terminal: ANSI color and box drawing on the
/// alternate screen, keyboard control, resize, and the terminal restored on exit and on Ctrl-C.
///
/// ```swift
/// if TerminalHost.isAvailable {
///   try await TerminalHost { Text("Hello") }.run()
/// } else {
///   try await LineModeHost { Text("Hello") }.run(lines: StandardInputLines()) { print($0) }
/// }
/// ```
///
/// Keys: ↑/↓, Tab/Shift-Tab move focus (lists scroll with it; PgUp/PgDn scroll a page); Enter
/// activates (tap, toggle, select); Space toggles or taps; typing edits the focused text field
/// (Backspace deletes); ←/→ or +/- step a focused stepper; Esc goes back or dismisses; 1…9 select
/// a tab; Ctrl-C or Ctrl-D quits. A step that cannot be done (a disabled button) shows its message
/// on the bottom line until the next key.
@MainActor
public final class TerminalHost {
  private let content: @MainActor () -> AnyView
  private let fixedSize: Size?
  private let input: Int32
  private let output: Int32
  private let steps: [Step]?

  /// Creates a host for `content`, at `size` or, when `nil`, the terminal's size (following
  /// resizes).
  public convenience init<Content: View>(
    size: Size? = nil,
    @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    self.init(size: size, input: STDIN_FILENO, output: STDOUT_FILENO, content: content)
  }

  /// Creates a host that plays `steps` for a person to watch: each key carries out the next
  /// step (Ctrl-C or Ctrl-D quits), and the bottom line says which step comes next. At the end it
  /// shows the final frame until the person quits.
  public convenience init<Content: View>(
    size: Size? = nil,
    stepping steps: [Step],
    @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    self.init(
      size: size, input: STDIN_FILENO, output: STDOUT_FILENO, steps: steps, content: content)
  }

  /// Creates a host that reads keys from `input` and draws to `output`, both of them a terminal
  /// (tests pass a pseudo-terminal).
  init<Content: View>(
    size: Size?,
    input: Int32,
    output: Int32,
    steps: [Step]? = nil,
    @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    self.content = { AnyView(content()) }
    fixedSize = size
    self.input = input
    self.output = output
    self.steps = steps
  }

  /// Whether standard input and output are both a terminal, so that ``run()`` can work.
  public static var isAvailable: Bool {
    isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
  }

  /// Takes over the terminal until the user quits (Ctrl-C or Ctrl-D) or the task running it is
  /// cancelled, then restores it. Cancellation is noticed within one poll of the keyboard
  /// (15 ms), and `run()` then returns normally.
  ///
  /// While it runs, the host handles SIGWINCH (drawing again at the terminal's new size, unless
  /// it has a fixed size) and SIGINT, SIGTERM, SIGHUP and SIGQUIT (a signal the process ignored
  /// stays ignored). It puts back the handling those signals had when it returns. A signal to
  /// quit restores the terminal first and is then delivered again, to that handling: with the
  /// default one, the process ends as the sender asked.
  ///
  /// - Throws: ``TerminalError`` if standard input or output is not a terminal, or it cannot be
  ///   set up.
  public func run() async throws {
    guard isatty(input) == 1, isatty(output) == 1 else { throw TerminalError.notATerminal }
    // Signals are handled before the terminal goes raw, so none can end the process with the
    // terminal left raw.
    let signals = try SignalRelay.start()
    let terminal: Terminal
    do {
      terminal = try Terminal(input: input, output: output)
    } catch {
      signals.stop()
      throw error
    }
    let quitSignal = await show(on: terminal, signals: signals)
    terminal.restore()
    signals.stop(deliveringAgain: quitSignal)
  }

  /// Draws and handles keys until the user quits, the task is cancelled or a signal to quit
  /// arrives, which it returns.
  private func show(on terminal: Terminal, signals: SignalRelay) async -> Int32? {
    let runtime = HostRuntime(size: fixedSize ?? terminal.size(), autoFocus: true, content: content)
    let screen = Screen()
    runtime.onRender = { screen.needsDrawing = true }
    var decoder = KeyDecoder()
    var stepsDone = 0
    if let steps { screen.note = Self.nextStepNote(steps, done: 0) }

    // The sleeps below end early, without throwing, once the task is cancelled; this check is
    // what stops the loop.
    while !Task.isCancelled {
      let received = signals.take()
      if let quitSignal = received.first(where: { $0 != SIGWINCH }) {
        return quitSignal
      }
      if received.contains(SIGWINCH), fixedSize == nil {
        runtime.resize(to: terminal.size())
      }
      var events = decoder.decode(terminal.readAvailable())
      if decoder.hasPendingEscape {
        try? await Task.sleep(for: .milliseconds(30))
        events += decoder.decode(terminal.readAvailable())
        events += decoder.flush()
      }
      for event in events {
        switch event {
        case .quit:
          return nil
        case .key(let key):
          screen.status = nil
          do {
            if let steps {
              guard stepsDone < steps.count else { continue }
              try await runtime.perform(steps[stepsDone])
              stepsDone += 1
              await runtime.wait()
              screen.note = Self.nextStepNote(steps, done: stepsDone)
            } else {
              try runtime.handle(key)
            }
          } catch {
            screen.status = String(describing: error)
          }
          screen.needsDrawing = true
        }
      }
      runtime.renderIfNeeded()
      if screen.needsDrawing {
        terminal.write(screen.draw(runtime.frame.canvas))
      }
      try? await Task.sleep(for: .milliseconds(15))
    }
    return nil
  }

  /// The bottom line of a stepping host: the step a key carries out next, or that all are done.
  private static func nextStepNote(_ steps: [Step], done: Int) -> String {
    guard done < steps.count else {
      return "All \(steps.count) steps done. Ctrl-C quits."
    }
    return
      "Step \(done + 1) of \(steps.count): \(steps[done]). Any key carries it out; Ctrl-C quits."
  }
}

/// Why the terminal host could not start.
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Standard input or output is not a terminal; use ``LineModeHost`` instead.
  case notATerminal
  /// The terminal could not be set up: its settings could not be read or changed, or its signal
  /// handling installed, or another host is running (`errno`).
  case cannotConfigure(errno: Int32)

  public var description: String {
    switch self {
    case .notATerminal:
      "Standard input and output must be a terminal for the interactive mode; pipe steps in to "
        + "run headless instead."
    case .cannotConfigure(let errno):
      "Could not set up the terminal for the interactive mode: "
        + "\(String(cString: strerror(errno))) (errno \(errno))."
    }
  }
}

/// What is on the screen: whether it must be drawn again, and the message on the bottom line: a
/// step that failed (white on red) or, when none did, a note (reversed).
@MainActor
private final class Screen {
  var needsDrawing = true
  var status: String? {
    didSet { needsDrawing = true }
  }
  var note: String? {
    didSet { needsDrawing = true }
  }

  func draw(_ canvas: Canvas) -> String {
    needsDrawing = false
    var output = canvas.ansiText
    if let (message, style) = status.map({ ($0, "0;97;41") }) ?? note.map({ ($0, "0;7") }),
      canvas.size.height > 0
    {
      // Step descriptions and errors quote what people typed: draw it, never act on it, and
      // clip it by the columns it takes, not by its characters.
      let firstLine = message.split(separator: "\n").first.map(String.init) ?? message
      let text = firstLine.visibleOnTerminal().split(atColumn: canvas.size.width).prefix
      let width = text.terminalWidth
      let padding = String(repeating: " ", count: canvas.size.width - width)
      output += "\u{1B}[\(canvas.size.height);1H\u{1B}[\(style)m\(text)\(padding)\u{1B}[0m"
    }
    return output
  }
}

/// The terminal the host draws on: raw mode, the alternate screen, reading keys, and putting
/// everything back.
private struct Terminal {
  static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J"
  static let leaveSequence = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

  let input: Int32
  let output: Int32
  private let originalSettings: termios

  /// Switches the terminal to raw mode and the alternate screen.
  init(input: Int32, output: Int32) throws(TerminalError) {
    var settings = termios()
    guard tcgetattr(input, &settings) == 0 else {
      throw .cannotConfigure(errno: errno)
    }
    self.input = input
    self.output = output
    originalSettings = settings
    var raw = settings
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    // Reads return at once with whatever is there: the host polls.
    withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
      bytes[Int(VMIN)] = 0
      bytes[Int(VTIME)] = 0
    }
    guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
      throw .cannotConfigure(errno: errno)
    }
    write(Self.enterSequence)
  }

  /// Puts back the settings and the screen the terminal had.
  func restore() {
    var settings = originalSettings
    _ = tcsetattr(input, TCSAFLUSH, &settings)
    write(Self.leaveSequence)
  }

  func size() -> Size {
    var window = winsize()
    guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 else {
      return .standard
    }
    return Size(width: Int(window.ws_col), height: Int(window.ws_row))
  }

  func readAvailable() -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = buffer.withUnsafeMutableBytes { Platform.read(input, into: $0) }
    return count > 0 ? Array(buffer.prefix(count)) : []
  }

  func write(_ text: String) {
    Array(text.utf8).withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Platform.write(output, UnsafeRawBufferPointer(rebasing: buffer[offset...]))
        guard written > 0 else { return }
        offset += written
      }
    }
  }
}

/// Carries the signals the host handles from signal context to its loop.
///
/// A handler may only call async-signal-safe functions, so the one installed here does nothing
/// but `write(2)` the signal's number to a non-blocking pipe (and keep `errno`); the loop reads
/// the pipe between frames. Restoring the terminal, which takes locks and allocates, happens in
/// the loop, never in the handler.
private final class SignalRelay {
  /// The signals that ask the process to quit.
  static let quitSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  private let pipe: SignalPipe
  /// What each handled signal did before, put back by ``stop()``.
  private var previous: [(signal: Int32, action: sigaction)] = []

  private init(pipe: SignalPipe) {
    self.pipe = pipe
  }

  /// Installs the handler for SIGWINCH and for each signal to quit the process does not ignore.
  ///
  /// - Throws: ``TerminalError/cannotConfigure(errno:)`` if the pipe or a handler cannot be set
  ///   up, or with `EBUSY` if another host is handling signals (there is one pipe per process).
  static func start() throws(TerminalError) -> SignalRelay {
    let pipe = try signalPipe.get()
    guard
      relayIsRunning.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged
    else { throw .cannotConfigure(errno: EBUSY) }
    let relay = SignalRelay(pipe: pipe)
    // Whatever a handler wrote late, after an earlier run stopped, is not for this run.
    _ = relay.take()
    for signal in [SIGWINCH] + quitSignals {
      do {
        try relay.handle(signal)
      } catch {
        relay.stop()
        throw error
      }
    }
    return relay
  }

  private func handle(_ signal: Int32) throws(TerminalError) {
    var old = sigaction()
    guard sigaction(signal, nil, &old) == 0 else { throw .cannotConfigure(errno: errno) }
    // A signal the process ignores (a SIGHUP under nohup) stays ignored.
    if signal != SIGWINCH, old.isIgnored { return }
    var action = sigaction()
    action.handler = relaySignal
    action.sa_flags = SA_RESTART
    sigemptyset(&action.sa_mask)
    guard sigaction(signal, &action, nil) == 0 else { throw .cannotConfigure(errno: errno) }
    previous.append((signal, old))
  }

  /// The signals received since the last call, oldest first.
  func take() -> [Int32] {
    var signals: [Int32] = []
    var buffer = [UInt8](repeating: 0, count: 64)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(pipe.readEnd, $0.baseAddress, $0.count) }
      guard count > 0 else { return signals }
      signals += buffer.prefix(count).map(Int32.init)
    }
  }

  /// Puts back the handling each signal had, then delivers `quitSignal` to it again or, if `nil`,
  /// a signal to quit that arrived since the last ``take()`` (the sender still wants the process
  /// to quit).
  func stop(deliveringAgain quitSignal: Int32? = nil) {
    for (signal, action) in previous {
      var action = action
      _ = sigaction(signal, &action, nil)
    }
    previous = []
    let signal = quitSignal ?? take().first { $0 != SIGWINCH }
    relayIsRunning.store(false, ordering: .relaxed)
    if let signal {
      Self.deliver(signal)
    }
  }

  /// Delivers `signal` to the calling thread before returning.
  ///
  /// The thread a main-actor task runs on may block signals (libdispatch's worker threads do), and
  /// a signal raised on a thread that blocks it would wait there unseen, so it is unblocked first.
  private static func deliver(_ signal: Int32) {
    var only = sigset_t()
    sigemptyset(&only)
    sigaddset(&only, signal)
    var mask = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &only, &mask)
    raise(signal)
    pthread_sigmask(SIG_SETMASK, &mask, nil)
  }
}

/// The pipe from the signal handler to the host's loop; the handler finds its write end in
/// ``signalPipeWriteEnd``.
private struct SignalPipe: Sendable {
  let readEnd: Int32

  static func make() -> Result<SignalPipe, TerminalError> {
    guard let (readEnd, writeEnd) = Platform.pipe() else {
      return .failure(.cannotConfigure(errno: errno))
    }
    for end in [readEnd, writeEnd] {
      // Neither end blocks: the handler must never wait, nor the loop when there is nothing.
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    signalPipeWriteEnd.store(writeEnd, ordering: .relaxed)
    return .success(SignalPipe(readEnd: readEnd))
  }
}

extension sigaction {
  /// Whether the signal is ignored.
  fileprivate var isIgnored: Bool {
    (sa_flags & SA_SIGINFO) == 0
      && unsafeBitCast(handler, to: Int.self)
        == unsafeBitCast(SIG_IGN, to: Int.self)
  }
}

/// Made once and kept open for the life of the process: a handler still running on another
/// thread as a host stops may write after it, and must never find the descriptor closed and
/// perhaps reused for a file.
private let signalPipe = SignalPipe.make()
/// The write end of ``signalPipe``, for the handler: set before any handler is installed, and
/// atomic, so reading it in signal context takes no lock.
private let signalPipeWriteEnd = Atomic<Int32>(-1)
/// Whether a host is handling signals; there is one pipe, so only one may.
private let relayIsRunning = Atomic<Bool>(false)

/// The signal handler. Async-signal-safe: it only writes the signal's number to the pipe.
private func relaySignal(_ signal: Int32) {
  let savedErrno = errno
  var number = UInt8(truncatingIfNeeded: signal)
  _ = write(signalPipeWriteEnd.load(ordering: .relaxed), &number, 1)
  errno = savedErrno
}
