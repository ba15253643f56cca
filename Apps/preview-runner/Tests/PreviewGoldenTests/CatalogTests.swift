import CustomDump
import Foundation
import Testing

/// What `--list-states` (and so `Scripts/preview --list`) says about every state of every
/// preview is true: each state has a description, and its URL is the one the state prints when
/// it starts.
@Suite(.timeLimit(.minutes(2)))
struct CatalogTests {
  @Test(arguments: Previews.executables)
  func everyStateIsDescribedWithTheURLItStartsAt(executable: String) throws {
    let listing = try Previews.run(executable, ["--list-states"])
    #expect(listing.status == 0)
    #expect(listing.error == "")
    let rows = listing.output.split(separator: "\n").map { $0.split(separator: "\t") }
    #expect(!rows.isEmpty)

    for row in rows {
      try #require(row.count == 3, "\(row) is not name, URL and description")
      let (name, url, summary) = (String(row[0]), String(row[1]), String(row[2]))
      #expect(summary.hasSuffix("."), "\(executable) \(name): \"\(summary)\" is not a sentence")
      let started = try Previews.run(executable, ["--state", name, "--print-url"])
      #expect(started.status == 0, "\(executable) --state \(name): \(started.error)")
      let printed = started.output.split(separator: "\n").last.map(String.init)
      expectNoDifference(printed, url, "\(executable) --state \(name)")
    }
  }

  /// The README's table of executables is kept by hand (and by `Scripts/new-feature`): it must
  /// name every preview there is, with the command that runs it.
  @Test(arguments: Previews.executables)
  func theREADMEListsThePreviewWithHowToRunIt(executable: String) throws {
    let readme = try String(
      contentsOf: Previews.repositoryRoot.appendingPathComponent("Apps/preview-runner/README.md"),
      encoding: .utf8)
    let row = readme.split(separator: "\n").first { $0.hasPrefix("| `\(executable)` |") }
    #expect(
      row?.contains("`Scripts/preview \(Previews.name(of: executable))`") == true,
      "Apps/preview-runner/README.md has no row for \(executable) with how to run it")
  }

  @Test func listingTheAppsStatesOpensNoStore() throws {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("preview-catalog-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }

    let listing = try Previews.run(
      "AppPreview", ["--list-states"], environment: ["XDG_DATA_HOME": home.path])

    #expect(listing.status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: home.path) == [])
  }
}
