import CustomDump
import Foundation
import Testing

/// Every preview explored from its named states (`--explore`), as `Scripts/test` runs it: no
/// state reached within the default depth breaks an invariant, and the app's map in the README is
/// current. The time each
/// takes is in BENCHMARKS.md ("The navigation map"), not asserted here.
@Suite(.timeLimit(.minutes(10)))
struct ExploreTests {
  @Test(arguments: Previews.executables)
  func everyStateReachedKeepsEveryInvariant(executable: String) throws {
    // The app's exploration also checks its map in the README, which it draws.
    let readme = Previews.repositoryRoot.appendingPathComponent("Apps/preview-runner/README.md")
    let map = executable == "AppPreview" ? ["--check-map", readme.path] : []
    let run = try Previews.run(executable, ["--explore"] + map)
    #expect(run.status == 0, "\(executable) --explore:\n\(run.output)\n\(run.error)")
    #expect(run.error == "", "\(executable) --explore: \(run.error)")
  }
}
