import Foundation

/// The file system's immutable attribute (`chattr +i` on Linux, `chflags uchg` on macOS), which
/// refuses writes even to root, who runs these tests and whom file modes do not stop.
enum WriteProtection {
  /// Whether the tool exists and the file system and privileges let it set the attribute.
  static let isAvailable: Bool = {
    let probe = FileManager.default.temporaryDirectory
      .appendingPathComponent("ApiClientLiveTests-probe-\(UUID().uuidString)")
    guard FileManager.default.createFile(atPath: probe.path, contents: Data()) else { return false }
    defer { try? FileManager.default.removeItem(at: probe) }
    guard (try? setImmutable(true, probe.path)) == true else { return false }
    return (try? setImmutable(false, probe.path)) == true
  }()

  /// Makes the file at `path` unwritable until `body` returns.
  static func whileProtected<Result>(
    _ path: String, _ body: () async throws -> Result
  ) async throws -> Result {
    guard try setImmutable(true, path) else { throw Unavailable() }
    defer { _ = try? setImmutable(false, path) }
    return try await body()
  }

  struct Unavailable: Error {}

  private static func setImmutable(_ immutable: Bool, _ path: String) throws -> Bool {
    let process = Process()
    #if os(macOS)
      process.executableURL = URL(fileURLWithPath: "/usr/bin/chflags")
      process.arguments = [immutable ? "uchg" : "nouchg", path]
    #else
      process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
      process.arguments = [immutable ? "+i" : "-i", path]
    #endif
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
}
