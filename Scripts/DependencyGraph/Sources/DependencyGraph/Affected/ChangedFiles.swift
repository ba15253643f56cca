import Foundation

/// The files a branch changed, from git.
public enum ChangedFiles {
  /// The files that differ between `ref`'s merge base with `HEAD` and the working tree, and the
  /// untracked files git does not ignore, relative to `root` (a git work tree).
  ///
  /// The merge base makes `--since main` on a branch mean what the branch changed, not what
  /// `main` gained since the branch left it.
  public static func since(_ ref: String, in root: URL) throws(GitError) -> [String] {
    let base = try git(["merge-base", ref, "HEAD"], in: root)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let changed = try git(["diff", "--name-only", "--no-renames", base, "--"], in: root)
    let untracked = try git(["ls-files", "--others", "--exclude-standard"], in: root)
    return (changed + untracked).split(separator: "\n").map(String.init)
  }

  private static func git(_ arguments: [String], in root: URL) throws(GitError) -> String {
    let process = Process()
    process.executableURL = URL(filePath: "/usr/bin/env")
    process.arguments = ["git", "-C", root.path, "-c", "core.quotePath=false"] + arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    do {
      try process.run()
    } catch {
      throw GitError(command: arguments, message: "\(error)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw GitError(
        command: arguments,
        message: String(decoding: message, as: UTF8.self)
          .trimmingCharacters(in: .whitespacesAndNewlines))
    }
    return String(decoding: data, as: UTF8.self)
  }
}

/// A git command that failed, with what git said.
public struct GitError: Error, Equatable, CustomStringConvertible {
  /// The arguments after `git`.
  public var command: [String]
  /// git's standard error.
  public var message: String

  public var description: String {
    "git \(command.joined(separator: " ")) failed: \(message)"
  }
}
