import Foundation
import SyntheticMonorepo

/// A new empty folder under the system's temporary folder, removed by `body`'s end.
func withTemporaryFolder<T>(_ body: (URL) throws -> T) throws -> T {
  let folder = FileManager.default.temporaryDirectory
    .appending(path: "synthetic-monorepo-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  return try body(folder)
}

func read(_ url: URL) throws -> String {
  try String(contentsOf: url, encoding: .utf8)
}

/// The `.package(path: "../X")` dependencies of a manifest, as the X's.
func localDependencies(_ manifest: String) -> Set<String> {
  Set(
    manifest.split(separator: "\n").compactMap { line -> String? in
      guard let start = line.range(of: ".package(path: \"../"),
        let end = line[start.upperBound...].firstIndex(of: "\"")
      else { return nil }
      return String(line[start.upperBound..<end])
    })
}

/// Every Swift file under `folder`, by its path relative to `folder`.
func swiftFiles(under folder: URL) throws -> [String: String] {
  var files: [String: String] = [:]
  let base = folder.standardizedFileURL.path
  let enumerator = FileManager.default.enumerator(atPath: base)
  while let relative = enumerator?.nextObject() as? String {
    if relative.hasSuffix(".swift") {
      files[relative] = try String(contentsOfFile: "\(base)/\(relative)", encoding: .utf8)
    }
  }
  return files
}

/// The output of running `arguments` through `/usr/bin/env` (so `swift` is found on PATH),
/// standard error included, and its exit status.
func run(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
  let process = Process()
  process.executableURL = URL(filePath: "/usr/bin/env")
  process.arguments = arguments
  process.currentDirectoryURL = directory
  let log = directory.appending(path: "command-\(UUID().uuidString).log")
  _ = FileManager.default.createFile(atPath: log.path, contents: nil)
  let handle = try FileHandle(forWritingTo: log)
  defer { try? FileManager.default.removeItem(at: log) }
  process.standardOutput = handle
  process.standardError = handle
  process.standardInput = FileHandle.nullDevice
  try process.run()
  process.waitUntilExit()
  try handle.close()
  return (process.terminationStatus, try read(log))
}

/// This repository's root, found from this file's path, for its `.swift-format`.
let repositoryRoot = URL(filePath: #filePath)
  .deletingLastPathComponent()  // SyntheticMonorepoTests
  .deletingLastPathComponent()  // Tests
  .deletingLastPathComponent()  // SyntheticMonorepo
  .deletingLastPathComponent()  // Scripts
  .deletingLastPathComponent()
