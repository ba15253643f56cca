import ApiClient
import Foundation
import GRDB
import Models

/// The inventory kept in an SQLite file: the storage behind ``ApiClient/live(store:)``.
///
/// Opening checks the file before writing anything to it: an existing file must be an SQLite
/// database that is empty or an inventory store of a schema version this build knows, with the
/// `item` table of that version's columns, and it must pass SQLite's `quick_check`. Only then is it migrated to the current schema and switched
/// to WAL mode. A brand new store is seeded with `Item.samples`, once.
///
/// A store that is refused, or only read, leaves no `-wal` or `-shm` file of its own beside the
/// file once released (see ``SideFiles``).
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
  /// The `-wal`/`-shm` files beside a store opened read-only that were not there before it
  /// opened, removed once it is released (see ``SideFiles``); `nil` for a store that writes.
  private let sideFiles: SideFiles?

  /// Opens the store file at `path`, creating it (and its folders) if there is none.
  ///
  /// - Throws: ``StoreError`` naming every start-up problem: a file that is not a database, is
  ///   damaged, belongs to another program or has a newer schema; a file that cannot be created,
  ///   is read-only or is locked. In none of these cases has the file been changed.
  public init(path: String, options: Options = Options()) throws(StoreError) {
    self.path = path
    self.options = options
    // Taken before anything opens the file, so only what this store creates is removed.
    let sideFiles = SideFiles(beside: path)
    do {
      database = try Self.open(path: path, options: options)
    } catch {
      // Every connection opened so far has been closed: a refused store is left as it was found,
      // without an empty -wal or -shm from the read-only inspection beside it.
      sideFiles.removeCreated()
      throw error
    }
    self.sideFiles = database.configuration.readonly ? sideFiles : nil
  }

  deinit {
    guard let sideFiles else { return }
    // A read-only connection cannot take the lock SQLite needs to remove these files on closing.
    try? database.close()
    sideFiles.removeCreated()
  }

  /// Inspects, migrates and connects to the store; see the class's documentation for the order.
  private static func open(
    path: String, options: Options
  ) throws(StoreError) -> any DatabaseWriter {
    let version = try inspectBeforeWriting(path: path, options: options)
    if options.readOnly {
      guard let version, version == Schema.currentVersion else {
        throw version == nil
          ? .cannotOpen(path: path, reason: "there is no file there to open read-only")
          : .readOnly(path: path)
      }
      return try connectReadOnly(path: path, options: options)
    }
    if version != Schema.currentVersion {
      try migrate(path: path, options: options)
    }
    if !SideFiles.isWritable(path) {
      // A write-protected file still shows the user's items; each save then fails with
      // `readOnly`, which the app reports while keeping the draft.
      return try connectReadOnly(path: path, options: options)
    }
    do {
      // Only now, with the file known to be a current store, may GRDB switch it to WAL mode
      // and write its own set-up.
      return try retryingWhileLocked(for: options.busyTimeout) {
        () throws(StoreError) -> DatabasePool in
        try connect(path: path, options: options) { configuration in
          try DatabasePool(path: path, configuration: configuration)
        }
      }
    } catch .readOnly {
      // Writable by its mode, yet refused (its folder, say): still show the items.
      return try connectReadOnly(path: path, options: options)
    }
  }

  /// A connection that never writes, for a store opened ``Options/readOnly`` or whose file is
  /// write-protected.
  private static func connectReadOnly(
    path: String, options: Options
  ) throws(StoreError) -> DatabaseQueue {
    var readOnlyOptions = options
    readOnlyOptions.readOnly = true
    let location = SideFiles.readOnlyLocation(of: path)
    return try connect(path: path, options: readOnlyOptions) { configuration in
      try DatabaseQueue(path: location, configuration: configuration)
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

  /// Appends `item` after every stored item.
  ///
  /// - Throws: `ApiError.alreadyStored` if an item with its id is already stored (an add never
  ///   replaces: the stored item is unchanged), ``StoreError`` (nothing was changed), or
  ///   `CancellationError`.
  public func insert(_ item: Item) async throws {
    try refuseTextThatWouldBeCut(in: item)
    try await write { db in try ItemTable.insert(item, in: db) }
  }

  /// Replaces the stored item with `item`'s id.
  ///
  /// - Throws: `ApiError.notFound` if no item has that id (it is not brought back),
  ///   ``StoreError`` (nothing was changed), or `CancellationError`.
  public func update(_ item: Item) async throws {
    try refuseTextThatWouldBeCut(in: item)
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

  /// Throws ``StoreError/nulCharacter(path:field:)`` if a text of `item` contains U+0000.
  ///
  /// GRDB binds a Swift string to SQLite as a C string, so SQLite would keep only the text before
  /// the NUL, without an error: what is stored would differ from what was saved. The app's form
  /// refuses such names earlier; this is the store's own last line.
  private func refuseTextThatWouldBeCut(in item: Item) throws(StoreError) {
    let texts = [("name", item.name), ("color name", item.color?.name ?? "")]
    if let (field, _) = texts.first(where: { $0.1.unicodeScalars.contains("\u{0}") }) {
      throw .nulCharacter(path: path, field: field)
    }
  }

  private func mapped(_ error: any Error) -> any Error {
    // An `ApiError` (an id already stored) is the interface's own explanation.
    if error is CancellationError || error is ApiError {
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
    let location = SideFiles.readOnlyLocation(of: path)
    let reader = try connect(path: path, options: inspectOptions) { configuration in
      try DatabaseQueue(path: location, configuration: configuration)
    }
    // Closed before returning, so a refused file's side files can be removed at once.
    defer { try? reader.close() }
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
