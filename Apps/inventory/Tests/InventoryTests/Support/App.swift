import Foundation

/// Runs the built `Inventory` executable as a person or a script would, from outside the process.
enum App {
  /// The executable `swift test` built beside this test binary.
  static let executable = productsFolder().appendingPathComponent("Inventory")

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

  /// Runs the app with `arguments`, standard input read from `input` (empty by default, so the
  /// run is headless) and `environment` added to this process's, and returns what it printed.
  /// With `killAfter`, the app is killed (SIGKILL) that many seconds after it started, if it is
  /// still running.
  @discardableResult
  static func run(
    _ arguments: [String], input: String = "", environment: [String: String] = [:],
    killAfter: Double? = nil
  ) throws -> Run {
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
      throw MissingExecutable(path: executable.path)
    }
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let files = ["in", "out", "err"].map { folder.url.appendingPathComponent($0) }
    try input.write(to: files[0], atomically: true, encoding: .utf8)
    for file in files.dropFirst() {
      try Data().write(to: file)
    }

    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    // Files rather than pipes: a chatty process can never block on a full pipe.
    process.standardInput = try FileHandle(forReadingFrom: files[0])
    process.standardOutput = try FileHandle(forWritingTo: files[1])
    process.standardError = try FileHandle(forWritingTo: files[2])
    try process.run()
    if let killAfter {
      Thread.sleep(forTimeInterval: killAfter)
      if process.isRunning {
        kill(process.processIdentifier, SIGKILL)
      }
    }
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus,
      output: try String(contentsOf: files[1], encoding: .utf8),
      error: try String(contentsOf: files[2], encoding: .utf8))
  }
}

/// What a finished process printed, and how it ended.
struct Run {
  var status: Int32
  var output: String
  var error: String

  /// The printed frame without its tab bar: what a test of a screen compares, so that adding a
  /// tab to the app changes no test that is not about the tabs.
  var screen: String {
    output.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !isTabBar($0) }.joined(separator: "\n")
  }

  /// ``screen`` below its navigation bar (the title and the toolbar, then a rule): what a test of
  /// a screen's content compares, so that a new toolbar button changes no such test.
  var content: String {
    screen.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2)
      .joined(separator: "\n")
  }

  /// The title of the selected tab (`●`) in the frame's tab bar.
  var selectedTab: String? {
    guard let bar = output.split(separator: "\n").last(where: isTabBar) else { return nil }
    return bar.split(separator: "│").first { $0.contains("●") }?
      .replacingOccurrences(of: "●", with: "").trimmingCharacters(in: .whitespaces)
  }

  /// The tab bar is the line of tabs, each marked selected (`●`) or not (`○`).
  private func isTabBar(_ line: Substring) -> Bool {
    line.hasPrefix(" ○ ") || line.hasPrefix(" ● ")
  }
}

/// A folder of its own under the temporary directory, for a store and its saved state.
struct TemporaryFolder {
  let url: URL

  init() throws {
    url = realTemporaryDirectory()
      .appendingPathComponent("inventory-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// A path inside the folder.
  func path(_ name: String) -> String {
    url.appendingPathComponent(name).path
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}

struct MissingExecutable: Error, CustomStringConvertible {
  var path: String

  var description: String {
    "No executable at \(path). `swift test` builds it; run it from Apps/inventory."
  }
}

/// The temporary directory by its real path: on macOS it lies under `/var`, a link to
/// `/private/var`, and the system reports paths under it (a watcher's, a process's) by the latter.
private func realTemporaryDirectory() -> URL {
  let path = FileManager.default.temporaryDirectory.path
  guard let resolved = realpath(path, nil) else { return FileManager.default.temporaryDirectory }
  defer { free(resolved) }
  return URL(fileURLWithPath: String(cString: resolved), isDirectory: true)
}
