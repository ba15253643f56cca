import Foundation

/// The file system's immutable attribute (`chattr +i`), which refuses writes even to root, who
/// runs these tests and whom file modes do not stop.
enum WriteProtection {
  /// Whether `chattr` exists and the file system and privileges let it set the attribute.
  static let isAvailable: Bool = {
    let probe = FileManager.default.temporaryDirectory
      .appendingPathComponent("ApiClientLiveTests-probe-\(UUID().uuidString)")
    guard FileManager.default.createFile(atPath: probe.path, contents: Data()) else { return false }
    defer { try? FileManager.default.removeItem(at: probe) }
    guard (try? chattr("+i", probe.path)) == true else { return false }
    return (try? chattr("-i", probe.path)) == true
  }()

  /// Makes the file at `path` unwritable until `body` returns.
  static func whileProtected<Result>(
    _ path: String, _ body: () async throws -> Result
  ) async throws -> Result {
    guard try chattr("+i", path) else { throw Unavailable() }
    defer { _ = try? chattr("-i", path) }
    return try await body()
  }

  struct Unavailable: Error {}

  private static func chattr(_ flag: String, _ path: String) throws -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
    process.arguments = [flag, path]
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
}
