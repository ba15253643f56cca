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
/// pending work, then prints the final frame.
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

  /// Carries out the steps in `lines`, handing frames to `output` as `frames` says.
  ///
  /// - Throws: ``LineModeError`` for the first line that does not parse or cannot be carried out;
  ///   the lines after it are not read.
  public func run<Lines: AsyncSequence>(
    lines: Lines,
    frames: FrameOutput = .finalFrame,
    output: (String) -> Void
  ) async throws where Lines.Element == String {
    var number = 0
    for try await line in lines {
      number += 1
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
public struct StandardInputLines: AsyncSequence, Sendable {
  public typealias Element = String

  /// Creates the sequence.
  public init() {}

  public struct AsyncIterator: AsyncIteratorProtocol {
    public mutating func next() async -> String? {
      readLine(strippingNewline: true)
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
