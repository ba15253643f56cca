import ApiClientLive
import Foundation
import GRDB
import Models

/// A child process for the store's multi-process and crash tests: it opens the store given on the
/// command line and saves in a way a test can interleave with, or kill in the middle of.
///
/// It reports progress as lines on standard output, written unbuffered so the parent sees each
/// one as soon as it happens:
///
/// - `stall-mid-save PATH`: in one transaction, renames the keyboard and inserts enough large
///   items that SQLite spills uncommitted pages into the WAL file, prints `mid-transaction`, and
///   waits there until killed.
/// - `save-loop PATH`: forever, sets every item to the next generation `n` (name `generation n`,
///   `n` in stock) in one transaction, printing `committed n` after each commit.
/// - `insert PATH PREFIX COUNT`: prints `opened` once the store is open, inserts COUNT items
///   named `PREFIX 1`…, each in its own transaction, then prints `done`.
/// - `list PATH`: prints the stored items as one line of JSON.
@main
struct StoreStressTool {
  static func main() async {
    let arguments = Array(CommandLine.arguments.dropFirst())
    do {
      switch (arguments.first, arguments.count) {
      case ("stall-mid-save", 2):
        try await stallMidSave(store: ItemStore(path: arguments[1]))
      case ("save-loop", 2):
        try await saveLoop(store: ItemStore(path: arguments[1]))
      case ("insert", 4):
        guard let count = Int(arguments[3]) else { throw UsageError() }
        try await insert(store: ItemStore(path: arguments[1]), prefix: arguments[2], count: count)
      case ("list", 2):
        let items = try await ItemStore(path: arguments[1]).loadItems()
        report(String(decoding: try JSONEncoder().encode(items), as: UTF8.self))
      default:
        throw UsageError()
      }
    } catch {
      FileHandle.standardError.write(Data("StoreStressTool: \(error.localizedDescription)\n".utf8))
      exit(1)
    }
  }

  private static func stallMidSave(store: ItemStore) async throws {
    try await store.write { db in
      var keyboard = Item.keyboard
      keyboard.name = "Half-saved keyboard"
      _ = try ItemTable.update(keyboard, in: db)
      // Far more than SQLite's page cache holds, so uncommitted pages reach the WAL file.
      let filler = String(repeating: "x", count: 2_000)
      for index in 1...3_000 {
        try ItemTable.insert(
          Item(id: UUID(), name: "\(index) \(filler)", status: .inStock(quantity: index)), in: db)
      }
      report("mid-transaction")
      while true {
        sleep(60)
      }
    }
  }

  private static func saveLoop(store: ItemStore) async throws {
    for generation in 1... {
      try await store.write { db in
        for var item in try ItemTable.fetchAll(db) {
          item.name = "generation \(generation)"
          item.status = .inStock(quantity: generation)
          _ = try ItemTable.update(item, in: db)
        }
      }
      report("committed \(generation)")
    }
  }

  private static func insert(store: ItemStore, prefix: String, count: Int) async throws {
    report("opened")
    for index in 1...count {
      try await store.insert(
        Item(id: UUID(), name: "\(prefix) \(index)", status: .inStock(quantity: index)))
    }
    report("done")
  }

  private static func report(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }
}

private struct UsageError: LocalizedError {
  var errorDescription: String? {
    """
    usage: StoreStressTool stall-mid-save PATH | save-loop PATH | insert PATH PREFIX COUNT \
    | list PATH
    """
  }
}
