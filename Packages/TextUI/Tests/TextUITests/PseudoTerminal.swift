import Dispatch
import Synchronization
import TextUIHosts
import TextUITesting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal for running `TerminalHost` in a test: the host reads keys from and draws to
/// ``terminal``; the test types into the other side and reads what the host drew.
///
/// What the host draws is read all the time on a thread of its own, so the host never blocks on
/// a full buffer, and tests wait for output by its content, never for a time.
final class PseudoTerminal: Sendable {
  /// The terminal side, for the host.
  let terminal: Int32
  private let controller: Int32
  private let output = Mutex(Output())

  private struct Output {
    var bytes: [UInt8] = []
    var isClosed = false
    var waiters: [Waiter] = []
  }

  private struct Waiter {
    let isDone: @Sendable ([UInt8]) -> Bool
    let continuation: CheckedContinuation<Bool, Never>
  }

  struct SetupError: Error, CustomStringConvertible {
    let step: String
    let errno: Int32

    var description: String { "\(step) failed (errno \(errno))" }
  }

  init(size: Size) throws {
    var controller: Int32 = -1
    var terminal: Int32 = -1
    var window = winsize(size)
    guard openpty(&controller, &terminal, nil, nil, &window) == 0 else {
      throw SetupError(step: "openpty", errno: errno)
    }
    self.controller = controller
    self.terminal = terminal
    DispatchQueue.global().async { [self] in readUntilClosed() }
  }

  /// Sets the window size the host reads, as a terminal window being resized does.
  func resize(to size: Size) {
    var window = winsize(size)
    _ = ioctl(terminal, UInt(TIOCSWINSZ), &window)
  }

  /// Types `text` as a person at the keyboard does.
  func type(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { Platform.write(controller, $0) }
  }

  /// The terminal's settings now.
  func settings() -> TerminalSettings {
    var settings = termios()
    _ = tcgetattr(terminal, &settings)
    return TerminalSettings(settings)
  }

  /// Everything the host has written so far.
  var written: [UInt8] {
    output.withLock { $0.bytes }
  }

  /// Returns once the host has drawn `text` (at once if it already has), or `false` if the
  /// terminal closed first.
  func output(contains text: String) async -> Bool {
    let bytes = Array(text.utf8)
    return await output(until: { $0.contains(bytes) })
  }

  /// Closes both sides, once the host no longer uses the terminal.
  func close() async {
    Platform.close(terminal)
    // Reading the controller fails once no one holds the terminal side: the reader stops.
    _ = await output(until: { _ in false })
    Platform.close(controller)
  }

  /// Returns once everything drawn so far `isDone`, or `false` if the terminal closed first.
  private func output(until isDone: @escaping @Sendable ([UInt8]) -> Bool) async -> Bool {
    await withCheckedContinuation { continuation in
      let result: Bool? = output.withLock { output in
        if isDone(output.bytes) { return true }
        if output.isClosed { return false }
        output.waiters.append(Waiter(isDone: isDone, continuation: continuation))
        return nil
      }
      if let result {
        continuation.resume(returning: result)
      }
    }
  }

  private func readUntilClosed() {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { Platform.read(controller, into: $0) }
      if count < 0, errno == EINTR { continue }
      let ready = output.withLock { output in
        if count > 0 {
          output.bytes += buffer.prefix(count)
        } else {
          output.isClosed = true
        }
        let bytes = output.bytes
        let ready = output.waiters.filter { output.isClosed || $0.isDone(bytes) }
        output.waiters.removeAll { output.isClosed || $0.isDone(bytes) }
        return ready.map { ($0.continuation, $0.isDone(bytes)) }
      }
      for (continuation, isDone) in ready {
        continuation.resume(returning: isDone)
      }
      if count <= 0 { return }
    }
  }
}

/// The parts of `termios` that say how a terminal behaves, comparable for tests.
struct TerminalSettings: Equatable {
  var inputFlags: TerminalFlags
  var outputFlags: TerminalFlags
  var controlFlags: TerminalFlags
  var localFlags: TerminalFlags
  var controlCharacters: [UInt8]

  init(_ settings: termios) {
    inputFlags = settings.c_iflag
    outputFlags = settings.c_oflag
    controlFlags = settings.c_cflag
    localFlags = settings.c_lflag
    var characters = settings.c_cc
    controlCharacters = withUnsafeBytes(of: &characters) { Array($0) }
  }
}

extension winsize {
  fileprivate init(_ size: Size) {
    self.init(ws_row: UInt16(size.height), ws_col: UInt16(size.width), ws_xpixel: 0, ws_ypixel: 0)
  }
}
