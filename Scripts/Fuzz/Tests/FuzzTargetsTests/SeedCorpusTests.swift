import CustomDump
import Foundation
import GRDB
import Testing

@testable import FuzzTargets

/// Every committed seed keeps its target's properties, so the corpora are regression tests that
/// the ordinary suite runs without a fuzzer.
@Suite(.timeLimit(.minutes(5)))
struct SeedCorpusTests {
  static let corpus = URL(filePath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appending(path: "Corpus")

  /// On the main actor, where the saved state's target restores the app's models.
  @MainActor
  @Test(arguments: FuzzTarget.all.map(\.name))
  func everySeedKeepsTheTargetsProperties(name: String) throws {
    let target = try #require(FuzzTarget.named(name))
    let folder = Self.corpus.appending(path: name)
    let seeds = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(!seeds.isEmpty, "Corpus/\(name) has no seeds")
    for seed in seeds {
      let input = try Data(contentsOf: folder.appending(path: seed))
      #expect(target.check(Array(input)) == nil, "Corpus/\(name)/\(seed)")
    }
  }

  @Test func everyTargetHasACorpusFolderAndNoFolderIsOrphaned() throws {
    let folders = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted()
    expectNoDifference(folders, FuzzTarget.all.map(\.name).sorted())
  }

  @Test func storeRowTextReadsEveryKindOfValueAndDefaultsToNull() {
    let row = StoreRow(
      parsing: "# a comment\ntext a b\nint -3\nreal 1.5\nblob 00ff\nnull\nint x\nblob 0")
    expectNoDifference(
      row.values,
      ["a b".databaseValue, (-3).databaseValue, 1.5.databaseValue, Data([0, 255]).databaseValue]
        + Array(repeating: .null, count: 5))
  }
}
