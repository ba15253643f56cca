import Glibc
import Synchronization

/// Runs a view full screen in an interactive terminal: ANSI color and box drawing on the
/// alternate screen, keyboard control, resize, and the terminal restored on exit and on Ctrl-C.
///
/// ```swift
/// if TerminalHost.isAvailable {
///   try await TerminalHost { AppView(model: model) }.run()
/// } else {
///   try await LineModeHost { AppView(model: model) }.run(lines: StandardInputLines()) { print($0) }
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

  /// Creates a host for `content`, at `size` or, when `nil`, the terminal's size (following
  /// resizes).
  public convenience init<Content: View>(
    size: Size? = nil,
    @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    self.init(size: size, input: STDIN_FILENO, output: STDOUT_FILENO, content: content)
  }

  /// Creates a host that reads keys from `input` and draws to `output`, both of them a terminal
  /// (tests pass a pseudo-terminal).
  init<Content: View>(
    size: Size?,
    input: Int32,
    output: Int32,
    @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    self.content = { AnyView(content()) }
    fixedSize = size
    self.input = input
    self.output = output
  }

  /// Whether standard input and output are both a terminal, so that ``run()`` can work.
  public static var isAvailable: Bool {
    isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
  }

  /// Takes over the terminal until the user quits (Ctrl-C or Ctrl-D), then restores it.
  ///
  /// - Throws: ``TerminalError`` if standard input or output is not a terminal or its settings
  ///   cannot be changed.
  public func run() async throws {
    guard isatty(input) == 1, isatty(output) == 1 else { throw TerminalError.notATerminal }
    try Terminal.enterRawMode(input: input, output: output)
    defer { Terminal.restore() }

    let runtime = HostRuntime(size: fixedSize ?? Terminal.size(), autoFocus: true, content: content)
    let screen = Screen()
    runtime.onRender = { screen.needsDrawing = true }
    var decoder = KeyDecoder()
    var quit = false

    while !quit {
      if Terminal.takeResize(), fixedSize == nil {
        runtime.resize(to: Terminal.size())
      }
      var events = decoder.decode(Terminal.readAvailable())
      if decoder.hasPendingEscape {
        try? await Task.sleep(for: .milliseconds(30))
        events += decoder.decode(Terminal.readAvailable())
        events += decoder.flush()
      }
      for event in events {
        switch event {
        case .quit:
          quit = true
        case .key(let key):
          screen.status = nil
          do {
            try runtime.handle(key)
          } catch {
            screen.status = String(describing: error)
          }
          screen.needsDrawing = true
        }
      }
      runtime.renderIfNeeded()
      if screen.needsDrawing {
        Terminal.write(screen.draw(runtime.frame.canvas))
      }
      if !quit { try? await Task.sleep(for: .milliseconds(15)) }
    }
  }
}

/// Why the terminal host could not start.
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Standard input or output is not a terminal; use ``LineModeHost`` instead.
  case notATerminal
  /// The terminal's settings could not be read or changed (`errno`).
  case cannotConfigure(errno: Int32)

  public var description: String {
    switch self {
    case .notATerminal:
      "Standard input and output must be a terminal for the interactive mode; pipe steps in to "
        + "run headless instead."
    case .cannotConfigure(let errno):
      "Could not switch the terminal to raw mode (errno \(errno))."
    }
  }
}

/// What is on the screen: whether it must be drawn again, and the message on the bottom line.
@MainActor
private final class Screen {
  var needsDrawing = true
  var status: String? {
    didSet { needsDrawing = true }
  }

  func draw(_ canvas: Canvas) -> String {
    needsDrawing = false
    var output = canvas.ansiText
    if let status, canvas.size.height > 0 {
      let firstLine = status.split(separator: "\n").first.map(String.init) ?? status
      let text = String(firstLine.prefix(canvas.size.width))
      let padding = String(repeating: " ", count: max(canvas.size.width - text.count, 0))
      output += "\u{1B}[\(canvas.size.height);1H\u{1B}[0;97;41m\(text)\(padding)\u{1B}[0m"
    }
    return output
  }
}

/// The process's terminal: raw mode, the alternate screen, reading keys, and putting everything
/// back, also from a signal handler.
private enum Terminal {
  static let enterSequence = Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J".utf8)
  static let leaveSequence = Array("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8)

  static func enterRawMode(input: Int32, output: Int32) throws {
    var settings = termios()
    guard tcgetattr(input, &settings) == 0 else {
      throw TerminalError.cannotConfigure(errno: errno)
    }
    descriptors.withLock { $0 = Descriptors(input: input, output: output) }
    originalSettings.withLock { $0 = settings }
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
      throw TerminalError.cannotConfigure(errno: errno)
    }
    signal(SIGWINCH) { _ in resizePending.store(true, ordering: .relaxed) }
    for signalNumber in [SIGTERM, SIGHUP, SIGINT, SIGQUIT] {
      signal(signalNumber) { signalNumber in
        Terminal.restore()
        _exit(128 + signalNumber)
      }
    }
    write(enterSequence)
  }

  static func restore() {
    if var settings = originalSettings.withLock({ $0 }) {
      _ = tcsetattr(descriptors.withLock { $0.input }, TCSAFLUSH, &settings)
    }
    write(leaveSequence)
  }

  static func size() -> Size {
    var window = winsize()
    let output = descriptors.withLock { $0.output }
    guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 else {
      return .standard
    }
    return Size(width: Int(window.ws_col), height: Int(window.ws_row))
  }

  static func takeResize() -> Bool {
    resizePending.exchange(false, ordering: .relaxed)
  }

  static func readAvailable() -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: 256)
    let input = descriptors.withLock { $0.input }
    let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
    return count > 0 ? Array(buffer.prefix(count)) : []
  }

  static func write(_ text: String) {
    write(Array(text.utf8))
  }

  static func write(_ bytes: [UInt8]) {
    let output = descriptors.withLock { $0.output }
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = writeTo(
          output, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
        guard written > 0 else { return }
        offset += written
      }
    }
  }
}

private func writeTo(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

private struct Descriptors {
  var input = STDIN_FILENO
  var output = STDOUT_FILENO
}

private let resizePending = Atomic<Bool>(false)
private let originalSettings = Mutex<termios?>(nil)
private let descriptors = Mutex(Descriptors())
