import Foundation

/// The `StoreStressTool` executable, run as a child process whose standard output is read line
/// by line.
final class StressToolProcess {
  private let process = Process()
  private let output = Pipe()
  private var pending = Data()

  /// Starts the tool with `arguments`; its standard error goes to the test's, for diagnosis.
  init(_ arguments: String...) throws {
    let tool = try Self.executableURL()
    process.executableURL = tool
    process.arguments = arguments
    process.standardOutput = output
    try process.run()
  }

  /// Waits for the next line the tool prints; `nil` once it has exited without printing one.
  func nextLine() -> String? {
    while true {
      if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: pending[..<newline], as: UTF8.self)
        pending.removeSubrange(...newline)
        return line
      }
      let chunk = output.fileHandleForReading.availableData
      guard !chunk.isEmpty else { return nil }
      pending.append(chunk)
    }
  }

  /// Waits for the tool to finish and returns its exit status.
  func waitForExit() -> Int32 {
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// Kills the tool with SIGKILL, which it cannot catch or clean up after, and waits until it is
  /// gone.
  func kill() {
    Foundation.kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  private static func executableURL() throws -> URL {
    // SwiftPM builds the tool (a dependency of the test target) next to the test bundle.
    let tool = productsFolder().appendingPathComponent("StoreStressTool")
    guard FileManager.default.isExecutableFile(atPath: tool.path) else {
      throw ToolNotBuilt(path: tool.path)
    }
    return tool
  }

  /// The folder `swift test` builds the products in: the test binary's own on Linux; on macOS,
  /// the folder of the `.xctest` bundle the binary is in (a helper elsewhere loads it).
  private static func productsFolder() -> URL {
    #if canImport(Darwin)
      var image = Dl_info()
      if dladdr(#dsohandle, &image) != 0, let path = image.dli_fname {
        var url = URL(fileURLWithPath: String(cString: path)).resolvingSymlinksInPath()
        while url.pathComponents.count > 1, url.pathExtension != "xctest" {
          url.deleteLastPathComponent()
        }
        if url.pathExtension == "xctest" { return url.deletingLastPathComponent() }
      }
    #endif
    return (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
      .resolvingSymlinksInPath().deletingLastPathComponent()
  }
}

struct ToolNotBuilt: Error, CustomStringConvertible {
  var path: String
  var description: String { "StoreStressTool not found at \(path)" }
}
