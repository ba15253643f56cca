import ApiClientLive
import Dispatch
import Foundation
import GRDB
import Models

extension FuzzTarget {
  /// A row of the store's `item` table as another program could have written it.
  static let itemRow = FuzzTarget(name: "item-row") { input in
    let row = StoreRow(parsing: String(decoding: input, as: UTF8.self))
    do {
      try StoreFiles.shared.replaceRows(with: row)
    } catch {
      // SQLite itself refused the row (NOT NULL, UNIQUE, a type it cannot store): no program
      // could have written it.
      return nil
    }
    let items: [Item]
    switch waitFor({ try await StoreFiles.shared.fuzzed.loadItems() }) {
    case .success(let loaded):
      items = loaded
    case .failure(let error):
      // The message quotes the file as it is; the app draws it visibly where it prints it.
      guard error is StoreError else {
        return "loading threw a \(type(of: error)): \(error.localizedDescription)"
      }
      return nil
    }
    for item in items {
      let copy = StoreFiles.shared.roundTrip
      let reloaded = waitFor { () async throws -> [Item] in
        try await copy.insert(item)
        let loaded = try await copy.loadItems()
        try await copy.delete(id: item.id)
        return loaded
      }
      if case .failure(StoreError.nulCharacter) = reloaded {
        continue  // Another program's NUL: refused, never stored cut.
      }
      guard case .success(let again) = reloaded, again == [item] else {
        return "\(item), loaded from \(row), saves and loads back as \(reloaded)"
      }
    }
    return nil
  }
}

/// The values of one row of the `item` table, in its column order, read from text with one value
/// per line: `null`, `int <integer>`, `real <number>`, `text <rest of the line>` or
/// `blob <hex digits>`. Lines starting with `#` are comments; a column without a line is `NULL`
/// and a line that reads as none of these is `NULL` too, so every input is some row.
struct StoreRow: CustomStringConvertible {
  static let columns = [
    "id", "name", "colorName", "colorRed", "colorGreen", "colorBlue", "status", "quantity",
    "isOnBackOrder",
  ]

  var values: [DatabaseValue]

  init(parsing text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("#") }
    values = Self.columns.indices.map { index in
      index < lines.count ? Self.value(String(lines[index])) : .null
    }
  }

  private static func value(_ line: String) -> DatabaseValue {
    let (kind, rest) =
      line.firstIndex(of: " ").map { (line[..<$0], String(line[line.index(after: $0)...])) }
      ?? (line[...], "")
    switch kind {
    case "int": return Int64(rest).map(\.databaseValue) ?? .null
    case "real": return Double(rest).map(\.databaseValue) ?? .null
    case "text": return rest.databaseValue
    case "blob": return hexBytes(rest).map { Data($0).databaseValue } ?? .null
    default: return .null
    }
  }

  private static func hexBytes(_ text: String) -> [UInt8]? {
    let digits = Array(text.utf8)
    guard digits.count.isMultiple(of: 2) else { return nil }
    var bytes: [UInt8] = []
    for index in stride(from: 0, to: digits.count, by: 2) {
      let pair = String(decoding: digits[index..<index + 2], as: UTF8.self)
      guard let byte = UInt8(pair, radix: 16) else { return nil }
      bytes.append(byte)
    }
    return bytes
  }

  var description: String {
    zip(Self.columns, values).map { "\($0)=\($1)" }.joined(separator: " ")
  }
}

/// The two store files the target works on, made once per process in a fresh temporary folder.
private final class StoreFiles: Sendable {
  static let shared = StoreFiles()

  /// The store whose rows another program rewrites.
  let fuzzed: ItemStore
  /// The other program's connection to the same file.
  let writer: DatabaseQueue
  /// An empty store that items loaded from the fuzzed one are saved into and loaded back from.
  let roundTrip: ItemStore

  private init() {
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "fuzz-item-row-\(ProcessInfo.processInfo.processIdentifier)")
    do {
      try? FileManager.default.removeItem(at: folder)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let path = folder.appending(path: "fuzzed.sqlite").path
      fuzzed = try ItemStore(path: path)
      writer = try DatabaseQueue(path: path)
      roundTrip = try ItemStore(path: folder.appending(path: "round-trip.sqlite").path)
      for item in try waitFor({ [roundTrip] in try await roundTrip.loadItems() }).get() {
        _ = waitFor { [roundTrip] in try await roundTrip.delete(id: item.id) }
      }
    } catch {
      fatalError("item-row: cannot set up the store files in \(folder.path): \(error)")
    }
  }

  func replaceRows(with row: StoreRow) throws {
    try writer.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
      try db.inTransaction {
        try db.execute(sql: "DELETE FROM item")
        try db.execute(
          sql: """
            INSERT INTO item (\(StoreRow.columns.joined(separator: ", ")))
            VALUES (\(StoreRow.columns.map { _ in "?" }.joined(separator: ", ")))
            """,
          arguments: StatementArguments(row.values))
        return .commit
      }
    }
  }
}

/// Runs asynchronous work to completion from synchronous code: libFuzzer calls the target
/// synchronously, while the store's operations are `async`.
private func waitFor<Value: Sendable>(
  _ work: @escaping @Sendable () async throws -> Value
) -> Result<Value, any Error> {
  let outcome = Outcome<Value>()
  let done = DispatchSemaphore(value: 0)
  Task {
    do {
      outcome.result = .success(try await work())
    } catch {
      outcome.result = .failure(error)
    }
    done.signal()
  }
  done.wait()
  return outcome.result!
}

/// The result of ``waitFor(_:)``'s task; the semaphore orders the write before the read.
private final class Outcome<Value: Sendable>: @unchecked Sendable {
  var result: Result<Value, any Error>?
}
