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

/// Defects the explorer found, each kept as a test of its own.
@Suite(.timeLimit(.minutes(2)))
struct ExploreFindingsTests {
  /// Found by `Scripts/preview app --explore --depth 3` (`restore`): after an item was renamed to
  /// a 240-character name, the app started afresh on that store at 40x12 drew only the first row
  /// and "↓ 3 more": the row's stand-in before its model is built wrapped the name over the
  /// list's window, so the row never appeared and was never built.
  @Test func aLongNameInTheStoreKeepsEveryRowOnScreenAt40x12() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("explore-finding-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = ["--store", folder.appendingPathComponent("inventory.sqlite").path]
    let long = String(repeating: "A very long name that goes on ", count: 8)

    let saved = try Previews.run(
      "AppPreview",
      store + [
        "--state", "inventory", "--size", "40x12", "--steps", #"tap "Charger""#,
        "type \"Name\" \"\(long)\"", #"tap "Save""#, "wait", "--final",
      ])
    #expect(saved.status == 0, "\(saved.error)")
    #expect(saved.output.contains("[Phone]"))

    let fresh = try Previews.run(
      "AppPreview", store + ["--state", "inventory", "--size", "40x12"])
    #expect(fresh.status == 0, "\(fresh.error)")
    #expect(fresh.output.contains("[Phone]"), "\(fresh.output)")
  }
}
