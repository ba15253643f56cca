import Foundation

extension ScaffoldPlan {
  /// Writes the plan into `repository`: every file is first written to a scratch folder and its
  /// Swift formatted there (`swift format` with the repository's configuration), and only when
  /// all of that worked are the files copied into place, so a failure changes nothing.
  public func write(to repository: Repository) throws(ScaffoldError) {
    let scratch = FileManager.default.temporaryDirectory.appending(
      path: "new-feature-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let files = created.merging(changed) { $1 }
    do {
      for (path, text) in files {
        let staged = scratch.appending(path: path)
        try FileManager.default.createDirectory(
          at: staged.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: staged)
      }
    } catch {
      throw .io("cannot write to the scratch folder \(scratch.path): \(error.localizedDescription)")
    }
    let swiftFiles = files.keys.filter { $0.hasSuffix(".swift") }.sorted()
    try run(
      "swift",
      [
        "format", "format", "--in-place", "--configuration",
        repository.url(RepositoryLayout.formatConfiguration).path,
      ]
        + swiftFiles.map { scratch.appending(path: $0).path })
    do {
      for path in files.keys.sorted() {
        let destination = repository.url(path)
        try FileManager.default.createDirectory(
          at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contentsOf: scratch.appending(path: path)).write(to: destination)
      }
    } catch {
      throw .io("copying the feature's files into place failed: \(error.localizedDescription)")
    }
  }
}

/// Runs `executable arguments…` (found on PATH), failing with its output if it fails.
func run(_ executable: String, _ arguments: [String]) throws(ScaffoldError) {
  let process = Process()
  process.executableURL = URL(filePath: "/usr/bin/env")
  process.arguments = [executable] + arguments
  let output = Pipe()
  process.standardOutput = output
  process.standardError = output
  let command = ([executable] + arguments).joined(separator: " ")
  do {
    try process.run()
  } catch {
    throw .io("cannot run `\(command)`: \(error.localizedDescription)")
  }
  let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  guard process.terminationStatus == 0 else {
    throw .io(
      "`\(command)` failed (exit \(process.terminationStatus)); nothing was changed:\n\(text)")
  }
}
