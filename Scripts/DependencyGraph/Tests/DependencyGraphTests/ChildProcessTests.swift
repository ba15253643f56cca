import DependencyGraph
import Foundation
import Testing

@Suite(.timeLimit(.minutes(1)))
struct ChildProcessTests {
  @Test func readsBothOutputsAndTheStatus() throws {
    let result = try ChildProcess.run(["sh", "-c", "printf out; printf err >&2; exit 3"])
    #expect(result.status == 3)
    #expect(result.outputText == "out")
    #expect(result.errorText == "err")
  }

  /// More than a pipe holds on standard error, written before anything on standard output: a
  /// runner reading standard output to its end first would wait forever.
  @Test func aFullStandardErrorDoesNotStallTheCommand() throws {
    let result = try ChildProcess.run([
      "sh", "-c", "head -c 300000 /dev/zero >&2; printf done",
    ])
    #expect(result.status == 0)
    #expect(result.errors.count == 300_000)
    #expect(result.outputText == "done")
  }

  @Test func runsInTheGivenFolder() throws {
    let folder = FileManager.default.temporaryDirectory.resolvingSymlinksInPath()
    let result = try ChildProcess.run(["pwd", "-P"], in: folder)
    #expect(result.outputText == folder.path + "\n")
  }
}
