import ApiClientLive
import CustomDump
import Foundation
import GRDB
import Models
import Testing

/// Two processes on one file, and processes killed in the middle of saving. The child is the
/// package's `StoreStressTool`.
@Suite("ItemStore: processes sharing and crashing", .serialized, .timeLimit(.minutes(10)))
struct MultiProcessTests {
  @Test func twoProcessesSavingDifferentItemsBothSeeBoth() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("inventory.sqlite").path
      let store = try openStore(at: path)

      // Given a child process inserting items while this process inserts others
      let child = try StressToolProcess("insert", path, "child", "200")
      #expect(child.nextLine() == "opened")
      var parentItems: [Item] = []
      for index in 1...200 {
        let item = Item(id: UUID(), name: "parent \(index)", status: .inStock(quantity: index))
        try await store.insert(item)
        parentItems.append(item)
      }
      #expect(child.nextLine() == "done")
      #expect(child.waitForExit() == 0)

      // When each process loads the store
      let seenHere = try await store.loadItems()
      let lister = try StressToolProcess("list", path)
      let listed = try #require(lister.nextLine())
      #expect(lister.waitForExit() == 0)
      let seenThere = try JSONDecoder().decode([Item].self, from: Data(listed.utf8))

      // Then both see the samples, all of this process's items, and all of the child's
      expectNoDifference(seenThere, seenHere)
      #expect(Array(seenHere.prefix(4)) == Item.samples)
      expectNoDifference(seenHere.filter { $0.name.hasPrefix("parent ") }, parentItems)
      expectNoDifference(
        seenHere.filter { $0.name.hasPrefix("child ") }.map(\.name),
        (1...200).map { "child \($0)" })
      #expect(seenHere.count == 404)
    }
  }

  @Test func processKilledMidTransactionLeavesTheItemsAsTheyWere() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("inventory.sqlite").path
      _ = try openStore(at: path)

      // Given a child killed inside a transaction that spilled pages into the WAL file
      let child = try StressToolProcess("stall-mid-save", path)
      #expect(child.nextLine() == "mid-transaction")
      child.kill()
      let walSize =
        try FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int ?? 0
      #expect(walSize > 1_000_000)

      // When the store is opened again (which runs SQLite's quick_check)
      let items = try await openStore(at: path).loadItems()

      // Then none of the transaction is there: the old rows, whole
      expectNoDifference(items, Item.samples)
    }
  }

  @Test func processKilledWhileSavingRepeatedlyLeavesOneWholeCommittedGeneration() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("inventory.sqlite").path
      _ = try openStore(at: path)

      // Given a child rewriting every item to generation n in each transaction, killed after it
      // reported generation 25 committed
      let child = try StressToolProcess("save-loop", path)
      var lastReported = 0
      while lastReported < 25, let line = child.nextLine() {
        lastReported = Int(line.dropFirst("committed ".count)) ?? lastReported
      }
      child.kill()
      try #require(lastReported == 25)

      // When the store is opened again
      let items = try await openStore(at: path).loadItems()

      // Then every item is from the same generation, at least the last one reported committed
      let generation = try #require(Int(items.first?.name.dropFirst("generation ".count) ?? ""))
      #expect(generation >= lastReported)
      expectNoDifference(
        items,
        Item.samples.map { sample in
          var item = sample
          item.name = "generation \(generation)"
          item.status = .inStock(quantity: generation)
          return item
        })
    }
  }
}
