import Foundation
import Testing

/// Runs the built preview executables as a person would, from outside the process.
enum Previews {
  /// The folder of the build products, where `swift test` also put the executables.
  static let productsFolder = findProductsFolder()

  /// The folder `swift test` builds the products in: the test binary's own on Linux; on macOS,
  /// the folder of the `.xctest` bundle the binary is in (a helper elsewhere loads it).
  private static func findProductsFolder() -> URL {
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

  /// The repository's root, for `Scripts/preview` and the scenarios.
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // PreviewGoldenTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // preview-runner
    .deletingLastPathComponent()  // Apps
    .deletingLastPathComponent()

  /// Every preview executable, as `Scripts/preview` finds them: the package's
  /// `Sources/<Name>Preview/main.swift`, sorted.
  static let executables: [String] = {
    let sources = repositoryRoot.appendingPathComponent("Apps/preview-runner/Sources")
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
    return folders.filter { folder in
      folder.hasSuffix("Preview")
        && FileManager.default.fileExists(
          atPath: sources.appendingPathComponent("\(folder)/main.swift").path)
    }
    .sorted()
  }()

  /// The name `Scripts/preview` takes for `executable`: `ItemRowPreview` is `item-row` (a dash
  /// where a capital follows a small letter or a digit).
  static func name(of executable: String) -> String {
    var name = ""
    var previous: Character?
    for character in executable.dropLast("Preview".count) {
      if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
        name += "-"
      }
      name += character.lowercased()
      previous = character
    }
    return name
  }

  /// Runs `executable` (a product name, or a path) with `arguments`, standard input read from
  /// `input` (empty by default, so the run is headless) and `environment` added to this
  /// process's, and returns what it printed.
  static func run(
    _ executable: String, _ arguments: [String], input: String = "",
    environment: [String: String] = [:]
  ) throws -> Run {
    let url =
      executable.contains("/")
      ? URL(fileURLWithPath: executable) : productsFolder.appendingPathComponent(executable)
    guard FileManager.default.isExecutableFile(atPath: url.path) else {
      throw MissingExecutable(path: url.path)
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("preview-golden-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = ["in", "out", "err"].map { folder.appendingPathComponent($0) }
    try input.write(to: files[0], atomically: true, encoding: .utf8)
    for file in files.dropFirst() {
      try Data().write(to: file)
    }

    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    // Files rather than pipes: a chatty process can never block on a full pipe.
    process.standardInput = try FileHandle(forReadingFrom: files[0])
    process.standardOutput = try FileHandle(forWritingTo: files[1])
    process.standardError = try FileHandle(forWritingTo: files[2])
    try process.run()
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
}

struct MissingExecutable: Error, CustomStringConvertible {
  var path: String

  var description: String {
    "No executable at \(path). `swift test` builds the previews; run it from Apps/preview-runner."
  }
}
