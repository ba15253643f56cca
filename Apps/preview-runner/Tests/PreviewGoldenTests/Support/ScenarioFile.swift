import Foundation
import Testing

/// A scenario checked in as `Apps/preview-runner/Scenarios/<name>.scenario`; its `preview:` line
/// says which preview plays it.
struct ScenarioFile: Sendable, CustomTestStringConvertible {
  let name: String

  static let folder = Previews.repositoryRoot.appendingPathComponent(
    "Apps/preview-runner/Scenarios")

  /// Every scenario, by name.
  static let all: [ScenarioFile] = {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".scenario") }.sorted()
      .map { ScenarioFile(name: String($0.dropLast(".scenario".count))) }
  }()

  var testDescription: String { name }

  var path: String { Self.folder.appendingPathComponent("\(name).scenario").path }

  /// The preview executable its `preview:` line names.
  func executable() throws -> String {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let prefix = "preview:"
    guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }) else {
      throw ScenarioFileError(message: "\(path) has no `\(prefix) <name>` line.")
    }
    let preview = line.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
    guard
      let executable = Previews.executables.first(where: {
        $0 == preview || Previews.name(of: $0) == preview
      })
    else {
      throw ScenarioFileError(
        message: "\(path): no preview named \(preview); there are \(Previews.executables).")
    }
    return executable
  }

  /// Plays the scenario headless; with `RECORD_GOLDENS` set, records how it ends instead.
  func verify(sourceLocation: SourceLocation = #_sourceLocation) throws {
    let isRecording = ProcessInfo.processInfo.environment["RECORD_GOLDENS"] != nil
    let executable = try executable()
    let run = try Previews.run(
      executable, ["--scenario", path, "--final"] + (isRecording ? ["--record"] : []))
    #expect(run.status == 0, "\(executable) exited \(run.status)", sourceLocation: sourceLocation)
    if isRecording {
      Issue.record(
        "Recorded \(name).scenario; check it, then run the tests without RECORD_GOLDENS.",
        sourceLocation: sourceLocation)
    } else {
      #expect(run.error == "", sourceLocation: sourceLocation)
    }
  }
}

struct ScenarioFileError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
