import DependencyGraph
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A command the benchmark depends on failed; the message points at its log.
public struct BuildFailed: Error, CustomStringConvertible {
  public var description: String

  public init(_ description: String) {
    self.description = description
  }
}

/// One timed command: wall-clock seconds, the modules it compiled and re-checked (``BuildLog``),
/// where its log is, and the CPU time (user + system) of the command and every process it
/// waited for, which a busy machine inflates far less than wall time.
public struct TimedResult: Sendable {
  public var seconds: Double
  public var modules: Set<String>
  public var checked: Set<String>
  public var logPath: URL
  public var cpuSeconds: Double
}

/// Runs commands with their output in log files, never on the terminal.
public enum Command {
  /// Runs `command`, timed, writing its output to `log`; throws ``BuildFailed`` if it fails.
  @discardableResult
  public static func timed(_ command: [String], log: URL) throws -> TimedResult {
    let before = childrenCPUSeconds()
    let clock = ContinuousClock()
    let start = clock.now
    let status = try run(command, log: log)
    let seconds = (clock.now - start) / .seconds(1)
    let cpuSeconds = childrenCPUSeconds() - before
    let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    if status != 0 {
      let tail = output.trimmingCharacters(in: .newlines)
        .split(separator: "\n", omittingEmptySubsequences: false).suffix(15)
        .joined(separator: "\n")
      throw BuildFailed(
        "`\(command.joined(separator: " "))` exited \(status); full log: \(log.path)\n\(tail)")
    }
    return TimedResult(
      seconds: seconds, modules: BuildLog.modulesCompiled(output),
      checked: BuildLog.modulesChecked(output), logPath: log, cpuSeconds: cpuSeconds)
  }

  /// Runs `command` (found on PATH) with an empty standard input, standard output and error
  /// both going to `log`, and returns its exit status.
  public static func run(_ command: [String], log: URL) throws -> Int32 {
    let handle = try openLog(log)
    defer { try? handle.close() }
    let process = process(command, in: nil)
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// Runs `command` in `directory` and returns its standard output; its standard error goes to
  /// `log`.
  public static func output(of command: [String], errors log: URL, in directory: URL? = nil)
    throws -> (status: Int32, output: Data)
  {
    let result = try ChildProcess.run(command, in: directory)
    try FileManager.default.createDirectory(
      at: log.deletingLastPathComponent(), withIntermediateDirectories: true)
    try result.errors.write(to: log)
    return (result.status, result.output)
  }

  /// `log`, created empty (and its folder), open for writing.
  private static func openLog(_ log: URL) throws -> FileHandle {
    try FileManager.default.createDirectory(
      at: log.deletingLastPathComponent(), withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    return try FileHandle(forWritingTo: log)
  }

  /// `command`, found on PATH, to run in `directory` with an empty standard input.
  private static func process(_ command: [String], in directory: URL?) -> Process {
    let process = Process()
    process.executableURL = URL(filePath: "/usr/bin/env")
    process.arguments = command
    if let directory { process.currentDirectoryURL = directory }
    process.standardInput = FileHandle.nullDevice
    return process
  }

  /// User + system time of every child process waited for so far.
  static func childrenCPUSeconds() -> Double {
    var usage = rusage()
    #if os(Linux)
      getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
    #else
      getrusage(RUSAGE_CHILDREN, &usage)
    #endif
    func seconds(_ time: timeval) -> Double {
      Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000
    }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  /// `swift build -v` of `package` into `scratch`, timed, with the modules it compiled.
  @discardableResult
  public static func swiftBuild(
    _ package: URL, scratch: URL, log: URL, _ extra: [String] = []
  ) throws -> TimedResult {
    try timed(
      ["swift", "build", "-v", "--package-path", package.path, "--scratch-path", scratch.path]
        + extra,
      log: log)
  }

  /// The command line of `swift package SUBCOMMAND` for `package` with its own scratch path
  /// (the package options go before the subcommand).
  public static func swiftPackage(_ package: URL, scratch: URL, _ subcommand: String...)
    -> [String]
  {
    ["swift", "package", "--package-path", package.path, "--scratch-path", scratch.path]
      + subcommand
  }
}
