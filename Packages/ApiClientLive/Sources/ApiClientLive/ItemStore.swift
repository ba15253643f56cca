import ApiClient
import Foundation
import GRDB
import Models

/// The inventory kept in an SQLite file: the storage behind ``ApiClient/live(store:)``.
///
/// Opening checks the file before writing anything to it: an existing file must be an SQLite
/// database that is empty or an inventory store of a schema version this build knows, and it
/// must pass SQLite's `quick_check`. Only then is it migrated to the current schema and switched
/// to WAL mode. A brand new store is seeded with `Item.samples`, once.
///
/// Every change runs in its own transaction, so another process sharing the file, or a crash in
/// the middle of a save, sees either the whole change or none of it.
public final class ItemStore: Sendable {
  /// How to open a store.
  public struct Options: Sendable {
    /// Open without ever writing: loading works, every change throws
    /// ``StoreError/readOnly(path:)``.
    public var readOnly: Bool
    /// How long to wait for another connection or process to release its lock before a call
    /// fails with ``StoreError/locked(path:timeout:)``.
    public var busyTimeout: Duration
    /// A cap on the file's size in SQLite pages, reached like a full disk; tests use it to make
    /// ``StoreError/diskFull(path:)`` happen for real.
    package var maximumPageCount: Int?

    /// Options for opening a store; the defaults read and write, waiting up to 5 s for a lock.
    public init(readOnly: Bool = false, busyTimeout: Duration = .seconds(5)) {
      self.readOnly = readOnly
      self.busyTimeout = busyTimeout
    }
  }

  /// The store file, as given when it was opened.
  public let path: String
  /// The options the store was opened with.
  public let options: Options
  private let database: any DatabaseWriter

  /// Opens the store file at `path`, creating it (and its folders) if there is none.
  ///
  /// - Throws: ``StoreError`` naming every start-up problem: a file that is not a database, is
  ///   damaged, belongs to another program or has a newer schema; a file that cannot be created,
  ///   is read-only or is locked. In none of these cases has the file been changed.
  public init(path: String, options: Options = Options()) throws(StoreError) {
    self.path = path
    self.options = options
    let version = try Self.inspectBeforeWriting(path: path, options: options)
    if options.readOnly {
      guard let version, version == Schema.currentVersion else {
        throw version == nil
          ? .cannotOpen(path: path, reason: "there is no file there to open read-only")
          : .readOnly(path: path)
      }
      database = try Self.connect(path: path, options: options) { configuration in
        try DatabaseQueue(path: path, configuration: configuration)
      }
    } else {
      if version != Schema.currentVersion {
        try Self.migrate(path: path, options: options)
      }
      do {
        // Only now, with the file known to be a current store, may GRDB switch it to WAL mode
        // and write its own set-up.
        database = try Self.retryingWhileLocked(for: options.busyTimeout) {
          () throws(StoreError) -> DatabasePool in
          try Self.connect(path: path, options: options) { configuration in
            try DatabasePool(path: path, configuration: configuration)
          }
        }
      } catch .readOnly {
        // A write-protected file still shows the user's items; each save then fails with
        // `readOnly`, which the app reports while keeping the draft.
        var readOnlyOptions = options
        readOnlyOptions.readOnly = true
        database = try Self.connect(path: path, options: readOnlyOptions) { configuration in
          try DatabaseQueue(path: path, configuration: configuration)
        }
      }
    }
  }

  /// Whether changes will be refused: the store was opened ``Options/readOnly``, or its file
  /// turned out to be write-protected.
  public var isReadOnly: Bool {
    database.configuration.readonly
  }

  /// Every stored item, in the order they were first inserted.
  ///
  /// - Throws: ``StoreError``, or `CancellationError` if the task was cancelled first.
  public func loadItems() async throws -> [Item] {
    do {
      return try await database.read { db in try ItemTable.fetchAll(db) }
    } catch {
      throw mapped(error)
    }
  }

  /// Appends `item`, or replaces the stored item with its id where it stands.
  ///
  /// - Throws: ``StoreError`` (nothing was changed), or `CancellationError`.
  public func insert(_ item: Item) async throws {
    try await write { db in try ItemTable.insert(item, in: db) }
  }

  /// Replaces the stored item with `item`'s id.
  ///
  /// - Throws: `ApiError.notFound` if no item has that id (it is not brought back),
  ///   ``StoreError`` (nothing was changed), or `CancellationError`.
  public func update(_ item: Item) async throws {
    let found = try await write { db in try ItemTable.update(item, in: db) }
    guard found else { throw ApiError.notFound(item.id) }
  }

  /// Removes the item with this id; removing an id that is not stored does nothing.
  ///
  /// - Throws: ``StoreError`` (nothing was changed), or `CancellationError`.
  public func delete(id: Item.ID) async throws {
    try await write { db in try ItemTable.delete(id: id, in: db) }
  }

  /// Runs `changes` in one write transaction: all of them are saved, or none.
  ///
  /// For the stress tool, which needs to pause or be killed in the middle of a transaction.
  package func write<Result: Sendable>(
    _ changes: @escaping @Sendable (Database) throws -> Result
  ) async throws -> Result {
    do {
      return try await database.write(changes)
    } catch {
      throw mapped(error)
    }
  }

  private func mapped(_ error: any Error) -> any Error {
    if error is CancellationError {
      return error
    }
    return StoreError(error, path: path, busyTimeout: options.busyTimeout)
  }

  /// Reads what an existing file holds through a read-only connection and refuses anything that
  /// is not safe to write to.
  ///
  /// - Returns: The file's schema version, or `nil` if there is no file yet.
  private static func inspectBeforeWriting(
    path: String, options: Options
  ) throws(StoreError) -> Int? {
    // SQLite would take an empty path as a private temporary database and lose every save.
    guard !path.isEmpty else {
      throw .cannotOpen(path: path, reason: "no path was given")
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      if !options.readOnly {
        try createParentDirectory(of: path)
      }
      return nil
    }
    guard !isDirectory.boolValue else {
      throw .cannotOpen(path: path, reason: "it is a folder, not a file")
    }
    var inspectOptions = options
    inspectOptions.readOnly = true
    let reader = try connect(path: path, options: inspectOptions) { configuration in
      try DatabaseQueue(path: path, configuration: configuration)
    }
    do {
      let inspection = try reader.read { db in
        // quick_check reads every page, so damage anywhere is reported now, not mid-session.
        let check = try String.fetchOne(db, sql: "PRAGMA quick_check(1)") ?? "no result"
        guard check == "ok" else {
          throw StoreError.corrupt(path: path, detail: check)
        }
        return try Inspection(db)
      }
      try inspection.check(path: path)
      return inspection.version
    } catch {
      throw StoreError(error, path: path, busyTimeout: options.busyTimeout)
    }
  }

  /// Migrates (and, if new, seeds) the file through a plain connection, which, unlike a
  /// `DatabasePool`, writes nothing on opening: if the migration fails, it rolls back and the
  /// file is as it was.
  private static func migrate(path: String, options: Options) throws(StoreError) {
    let connection = try connect(path: path, options: options) { configuration in
      try DatabaseQueue(path: path, configuration: configuration)
    }
    do {
      try connection.write { db in try Schema.migrate(db, path: path) }
    } catch {
      throw StoreError(error, path: path, busyTimeout: options.busyTimeout)
    }
  }

  /// Runs `open` again while it fails with ``StoreError/locked(path:timeout:)``, until `timeout`
  /// has passed.
  ///
  /// Switching the file to WAL mode (`PRAGMA journal_mode = WAL`, which opening a
  /// `DatabasePool` does) fails with `SQLITE_BUSY` at once, without waiting for the busy timeout,
  /// while another connection is opening the same file: ThreadSanitizer's timing made two stores
  /// opened together on a new file fail that way in about one run in five.
  private static func retryingWhileLocked<Connection>(
    for timeout: Duration,
    _ open: () throws(StoreError) -> Connection
  ) throws(StoreError) -> Connection {
    let deadline = ContinuousClock.now + timeout
    while true {
      do {
        return try open()
      } catch .locked where ContinuousClock.now < deadline {
        Thread.sleep(forTimeInterval: 0.01)
      }
    }
  }

  private static func createParentDirectory(of path: String) throws(StoreError) {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .cannotOpen(
        path: path,
        reason: "its folder \(folder.path) cannot be created (\(error.localizedDescription))")
    }
  }

  private static func connect<Connection>(
    path: String,
    options: Options,
    _ open: (Configuration) throws -> Connection
  ) throws(StoreError) -> Connection {
    var configuration = Configuration()
    configuration.readonly = options.readOnly
    configuration.busyMode = .timeout(options.busyTimeout.timeInterval)
    if let maximumPageCount = options.maximumPageCount {
      configuration.prepareDatabase { db in
        try db.execute(sql: "PRAGMA max_page_count = \(maximumPageCount)")
      }
    }
    do {
      return try open(configuration)
    } catch {
      throw StoreError(error, path: path, busyTimeout: options.busyTimeout)
    }
  }
}
