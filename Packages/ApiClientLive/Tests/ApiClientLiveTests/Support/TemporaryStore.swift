import ApiClientLive
import Foundation
import GRDB

/// A fresh folder under the system's temporary directory, removed when `body` returns.
func withTemporaryDirectory<Result>(
  _ body: (URL) async throws -> Result
) async throws -> Result {
  let directory = realTemporaryDirectory()
    .appendingPathComponent("ApiClientLiveTests-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  return try await body(directory)
}

/// A copy of a fixture in `directory`, so tests never change the checked-in file.
func copyOfFixture(_ name: String, into directory: URL) throws -> String {
  guard let fixture = Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil) else {
    throw FixtureMissing(name: name)
  }
  let copy = directory.appendingPathComponent(name)
  try FileManager.default.copyItem(at: fixture, to: copy)
  return copy.path
}

struct FixtureMissing: Error {
  var name: String
}

/// The bytes of the file at `path`.
func bytes(at path: String) throws -> Data {
  try Data(contentsOf: URL(fileURLWithPath: path))
}

/// Runs `body` on a plain GRDB connection to `path`, outside any store: how the tests arrange
/// files a store must cope with.
func withRawConnection<Result>(
  to path: String,
  _ body: (Database) throws -> Result
) throws -> Result {
  let queue = try DatabaseQueue(path: path)
  defer { try? queue.close() }
  return try queue.writeWithoutTransaction(body)
}

/// A store at `path` with a short busy timeout, so lock tests do not wait long.
func openStore(
  at path: String, readOnly: Bool = false, busyTimeout: Duration = .seconds(5)
) throws -> ItemStore {
  try ItemStore(path: path, options: .init(readOnly: readOnly, busyTimeout: busyTimeout))
}

/// The temporary directory by its real path: on macOS it lies under `/var`, a link to
/// `/private/var`, and the system reports paths under it (a watcher's, a process's) by the latter.
private func realTemporaryDirectory() -> URL {
  let path = FileManager.default.temporaryDirectory.path
  guard let resolved = realpath(path, nil) else { return FileManager.default.temporaryDirectory }
  defer { free(resolved) }
  return URL(fileURLWithPath: String(cString: resolved), isDirectory: true)
}
