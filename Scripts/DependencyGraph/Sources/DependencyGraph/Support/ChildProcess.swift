import Foundation

/// The one way the tools under `Scripts/` run a command and read what it printed.
public enum ChildProcess {
  /// How a command ended and what it printed.
  public struct Result: Sendable {
    /// The exit status.
    public var status: Int32
    /// Standard output.
    public var output: Data
    /// Standard error.
    public var errors: Data

    /// Standard output as text (invalid UTF-8 replaced).
    public var outputText: String { String(decoding: output, as: UTF8.self) }
    /// Standard error as text (invalid UTF-8 replaced).
    public var errorText: String { String(decoding: errors, as: UTF8.self) }
  }

  /// Runs `arguments` (the first is found on PATH) in `directory`, with an empty standard input,
  /// and waits for it. Both outputs are read at once, standard error on a thread of its own, so
  /// a command that fills one pipe while this process reads the other never stalls.
  ///
  /// - Throws: what `Process.run()` throws when the command cannot start.
  public static func run(_ arguments: [String], in directory: URL? = nil) throws -> Result {
    let process = Process()
    process.executableURL = URL(filePath: "/usr/bin/env")
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    process.standardInput = FileHandle.nullDevice
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let drainedErrors = Drained(errors.fileHandleForReading)
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = drainedErrors.wait()
    process.waitUntilExit()
    return Result(status: process.terminationStatus, output: outputData, errors: errorData)
  }
}

/// A file handle read to its end on a thread of its own.
private final class Drained: @unchecked Sendable {
  // Written once by the reading thread before `done` is signalled, read only after it.
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    // A thread, not a dispatch queue: the callers may themselves be the workers of a
    // `concurrentPerform`, which can hold every thread of the queues' pool.
    Thread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }.start()
  }

  func wait() -> Data {
    done.wait()
    return data
  }
}
