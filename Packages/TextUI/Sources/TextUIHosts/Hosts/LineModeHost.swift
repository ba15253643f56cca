#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a view headlessly: reads steps line by line (from standard input or any sequence of
/// lines), carries them out, and prints frames as plain text with no escape codes.
///
/// It is what a program does when standard input or output is not a terminal, and what scripted
/// runs (`--steps`, `--script`) use. For the same steps it prints exactly the frames a
/// ``TestDriver`` of the same size shows.
///
/// ```swift
/// let host = LineModeHost { Text("Hello") }
/// try await host.run(lines: StandardInputLines(), frames: .finalFrame) { print($0) }
/// ```
///
/// Blank lines and lines starting with `#` are skipped. At the end of the input the host waits for
/// pending work, then prints the final frame. A script is outside input, so it is bounded: a line
/// longer than ``maximumLineLength`` bytes, or more than ``maximumLineCount`` lines, is refused
/// before it is parsed.
@MainActor
public final class LineModeHost {
  let runtime: HostRuntime

  /// Which frames ``run(lines:frames:output:)`` prints.
  public enum FrameOutput: Sendable {
    /// Only the final frame, after the input ends and pending work finishes.
    case finalFrame
    /// A frame after every step, each under a `> <step>` line, then the final frame under
    /// `> end of input`.
    case everyStep
  }

  /// Creates a host showing `content` in a frame of `size` (80x24 unless given).
  public init<Content: View>(
    size: Size = .standard,
    @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    runtime = HostRuntime(size: size, autoFocus: false) { AnyView(content()) }
  }

  /// The current frame as plain text.
  public var frame: String { runtime.plainText }

  /// The longest line a script may have, in UTF-8 bytes: room for any step with long labels and
  /// text.
  public nonisolated static let maximumLineLength = 4_096
  /// The most lines a script may have.
  public nonisolated static let maximumLineCount = 10_000

  /// Carries out the steps in `lines`, handing frames to `output` as `frames` says.
  ///
  /// - Throws: ``LineModeError`` for the first line that is too long, does not parse or cannot be
  ///   carried out, once the work the steps before it started has finished (so what they did is
  ///   complete, as at the end of the input); the lines after it are not read.
  public func run<Lines: AsyncSequence>(
    lines: Lines,
    frames: FrameOutput = .finalFrame,
    output: (String) -> Void
  ) async throws where Lines.Element == String {
    var number = 0
    for try await line in lines {
      number += 1
      do {
        try Self.checkSize(of: line, number: number)
        let text = line.trimmingWhitespace
        if text.isEmpty || text.hasPrefix("#") { continue }
        do {
          let step = try Step(text)
          try await runtime.perform(step)
          if frames == .everyStep {
            output("> \(String(describing: step).visibleOnTerminal())")
            output(frame)
          }
        } catch let error as StepError {
          throw LineModeError(line: number, text: text, error: error)
        }
      } catch {
        await runtime.wait()
        throw error
      }
    }
    await runtime.wait()
    if frames == .everyStep { output("> end of input") }
    output(frame)
  }

  /// Carries out the steps in `lines`; see ``run(lines:frames:output:)``.
  public func run(
    lines: [String],
    frames: FrameOutput = .finalFrame,
    output: (String) -> Void
  ) async throws {
    try await run(lines: AsyncLines(lines: lines), frames: frames, output: output)
  }
}

extension LineModeHost {
  /// Refuses a line over ``maximumLineLength`` or past ``maximumLineCount``, before parsing it.
  fileprivate nonisolated static func checkSize(of line: String, number: Int) throws(LineModeError)
  {
    if number > maximumLineCount {
      throw LineModeError(
        line: number, text: "",
        error: .invalidStep(
          "", reason: "a script has at most \(maximumLineCount) lines; the rest was not read"))
    }
    if line.utf8.count > maximumLineLength {
      throw LineModeError(
        line: number, text: String(line.prefix(40)),
        error: .invalidStep(
          String(line.prefix(40)) + "…",
          reason: "the line is longer than the \(maximumLineLength) bytes a step may have"))
    }
  }
}

/// A step of a script that failed, with where it was.
public struct LineModeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The 1-based line number.
  public var line: Int
  /// The line's text.
  public var text: String
  /// What went wrong.
  public var error: StepError

  /// Creates an error.
  public init(line: Int, text: String, error: StepError) {
    self.line = line
    self.text = text
    self.error = error
  }

  public var description: String { "line \(line): \(error)" }
}

/// The lines of standard input, read one at a time as the host asks for them.
///
/// A line is read up to one byte past ``LineModeHost/maximumLineLength`` and the rest of it is
/// skipped unread into memory, so an endless line costs no more than a long one; the host then
/// refuses it. Bytes that are not UTF-8 are read as U+FFFD.
public struct StandardInputLines: AsyncSequence, Sendable {
  public typealias Element = String

  /// Creates the sequence.
  public init() {}

  public struct AsyncIterator: AsyncIteratorProtocol {
    public mutating func next() async -> String? {
      var bytes: [UInt8] = []
      var sawAnything = false
      while true {
        let byte = getchar()
        if byte == EOF { break }
        sawAnything = true
        if byte == 0x0A { break }
        if bytes.count <= LineModeHost.maximumLineLength {
          bytes.append(UInt8(truncatingIfNeeded: byte))
        }
      }
      guard sawAnything else { return nil }
      return String(decoding: bytes, as: UTF8.self)
    }
  }

  public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
}

/// An array of lines as an asynchronous sequence.
private struct AsyncLines: AsyncSequence {
  let lines: [String]

  struct AsyncIterator: AsyncIteratorProtocol {
    var remaining: ArraySlice<String>

    mutating func next() async -> String? {
      remaining.popFirst()
    }
  }

  func makeAsyncIterator() -> AsyncIterator { AsyncIterator(remaining: lines[...]) }
}

extension String {
  var trimmingWhitespace: String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
