import Foundation

/// The files a branch changed, from git.
public enum ChangedFiles {
  /// The changed files, split by whether they are under the root.
  public struct Changes: Equatable, Sendable {
    /// The changed files under the root, relative to it, sorted.
    public var files: [String]
    /// The changed files outside the root, relative to the git work tree's top level, sorted:
    /// no package of the rules owns them.
    public var outsideRoot: [String]
    /// The revision the files changed since: the merge base of the `ref` asked for and `HEAD`.
    public var base: String = ""
  }

  /// The files that differ between `ref`'s merge base with `HEAD` and the working tree, and the
  /// untracked files git does not ignore, relative to `root` (the rules file's folder, anywhere
  /// in a git work tree).
  ///
  /// The merge base makes `--since main` on a branch mean what the branch changed, not what
  /// `main` gained since the branch left it. git prints both lists relative to the work tree's
  /// top level (`--full-name`), which is not `root` when the rules file sits in a subfolder:
  /// each path is made relative to `root`, and the ones outside it are returned apart.
  public static func since(_ ref: String, in root: URL) throws(GitError) -> Changes {
    let base = try git(["merge-base", ref, "HEAD"], in: root)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let prefix = try git(["rev-parse", "--show-prefix"], in: root)
      .trimmingCharacters(in: .newlines)
    let changed = try git(["diff", "--name-only", "--no-renames", base, "--"], in: root)
    let untracked = try git(
      ["ls-files", "--others", "--exclude-standard", "--full-name"], in: root)
    let paths = Set((changed + untracked).split(separator: "\n").map(String.init)).sorted()
    return Changes(
      files: paths.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) },
      outsideRoot: paths.filter { !$0.hasPrefix(prefix) }, base: base)
  }

  /// The text of `path` (relative to `root`) at `revision`, or `nil` if it did not exist there.
  public static func contents(of path: String, at revision: String, in root: URL) -> String? {
    try? git(["show", "\(revision):./\(path)"], in: root)
  }

  private static func git(_ arguments: [String], in root: URL) throws(GitError) -> String {
    let result: ChildProcess.Result
    do {
      result = try ChildProcess.run(
        ["git", "-C", root.path, "-c", "core.quotePath=false"] + arguments)
    } catch {
      throw GitError(command: arguments, message: "\(error)")
    }
    guard result.status == 0 else {
      throw GitError(
        command: arguments,
        message: result.errorText.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    return result.outputText
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
