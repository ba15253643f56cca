import CustomDump
import Foundation
import Testing

/// A scripted session checked in as `Tests/Goldens/<name>.steps`, whose printed frames are
/// checked in as `<name>.golden`.
///
/// The steps file is an ordinary `--script` (comments start with `#`); its line
/// `# run: <Executable> [arguments…]` says which preview to run and how (arguments are split at
/// spaces). The session runs `<Executable> [arguments…] --script <name>.steps` and must exit 0
/// with nothing on standard error.
///
/// Set `RECORD_GOLDENS=1` to write the `.golden` files from what the previews print now; the
/// recording run fails, so a recording is never mistaken for a pass. Review the diff, then run
/// again without it.
struct Golden: Sendable, CustomTestStringConvertible {
  let name: String

  /// Every session in `Tests/Goldens`, by name.
  static let all: [Golden] = {
    let files =
      (try? FileManager.default.contentsOfDirectory(atPath: Previews.goldensFolder.path)) ?? []
    return files.filter { $0.hasSuffix(".steps") }.sorted()
      .map { Golden(name: String($0.dropLast(".steps".count))) }
  }()

  var testDescription: String { name }

  var steps: URL { Previews.goldensFolder.appendingPathComponent("\(name).steps") }
  var golden: URL { Previews.goldensFolder.appendingPathComponent("\(name).golden") }

  /// The executable and its arguments, from the `# run:` line.
  func command() throws -> (executable: String, arguments: [String]) {
    let text = try String(contentsOf: steps, encoding: .utf8)
    let prefix = "# run:"
    guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }) else {
      throw GoldenError(message: "\(steps.path) has no `\(prefix) <Executable> …` line.")
    }
    let words = line.dropFirst(prefix.count).split(separator: " ").map(String.init)
    guard let executable = words.first else {
      throw GoldenError(message: "\(steps.path): `\(prefix)` names no executable.")
    }
    return (executable, Array(words.dropFirst()))
  }

  /// Runs the session and compares what it printed with the golden text.
  func verify(sourceLocation: SourceLocation = #_sourceLocation) throws {
    let (executable, arguments) = try command()
    let run = try Previews.run(executable, arguments + ["--script", steps.path])
    #expect(run.status == 0, "\(executable) exited \(run.status)", sourceLocation: sourceLocation)
    #expect(run.error == "", sourceLocation: sourceLocation)

    let isRecording = ProcessInfo.processInfo.environment["RECORD_GOLDENS"] != nil
    guard !isRecording, FileManager.default.fileExists(atPath: golden.path) else {
      try run.output.write(to: golden, atomically: true, encoding: .utf8)
      let message =
        "Recorded \(golden.lastPathComponent); check it, then run the tests without "
        + "RECORD_GOLDENS."
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
      return
    }
    let expected = try String(contentsOf: golden, encoding: .utf8)
    if let difference = diff(expected, run.output) {
      let message =
        "\(executable) printed frames that differ from \(golden.lastPathComponent) "
        + "(−: golden, +: printed):\n\(difference)"
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
  }
}

struct GoldenError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
