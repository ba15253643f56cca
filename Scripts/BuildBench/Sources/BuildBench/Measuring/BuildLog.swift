/// Which modules a verbose build log (`swift build -v`, which prints every command it runs)
/// shows being compiled, and which being re-checked.
///
/// A module counts as **compiled** when at least one swift-frontend job of that module ran: a
/// `-frontend -c` (compile) or `-frontend -emit-module` job carrying `-module-name NAME`, or a
/// clang compile carrying `-fmodule-name=NAME` (C targets). The driver's own `swiftc` line does
/// not count, because it is printed even when the driver then finds nothing to recompile.
/// Manifest evaluations (`-module-name main` with `-package-description-version`) are not
/// modules of the build. The plain `Compiling X` progress lines are not used: SwiftPM drops some
/// of them when tasks finish close together.
///
/// A module is **re-checked** when its build command ran at all: the `swiftc` driver line (or
/// the link line of an executable) of that module is in the log. After an edit SwiftPM re-runs
/// the command of every module that depends on the edited one, and the driver then decides,
/// file by file, whether anything needs compiling; so the re-checked modules are exactly the
/// edited module's dependents in the build graph, even when nothing was recompiled.
///
/// Lines are read with plain string comparisons: a log holds thousands of long lines.
public enum BuildLog {
  /// The modules the log shows at least one compile job for.
  public static func modulesCompiled(_ log: String) -> Set<String> {
    var modules: Set<String> = []
    for line in log.split(separator: "\n") {
      let words = line.split(whereSeparator: \.isWhitespace)
      if isFrontendJob(words) {
        // A manifest being evaluated, not a module of the build.
        if line.contains("-package-description-version") { continue }
        if let name = value(after: "-module-name", in: words) { modules.insert(name) }
      } else if isClangCompile(words),
        let flag = words.first(where: { $0.hasPrefix("-fmodule-name=") })
      {
        modules.insert(String(flag.dropFirst("-fmodule-name=".count)))
      }
    }
    return modules
  }

  /// The modules whose build command (driver or link line) the log shows.
  public static func modulesChecked(_ log: String) -> Set<String> {
    var modules: Set<String> = []
    for line in log.split(separator: "\n") {
      guard !line.contains("-frontend"), !line.contains("-modulewrap") else { continue }
      let words = line.split(whereSeparator: \.isWhitespace)
      // The driver word must have arguments after it: a bare path is not a command.
      guard words.dropLast().contains(where: { isProgram($0, named: "swiftc") }),
        let name = value(after: "-module-name", in: words), name != "main"
      else { continue }
      modules.insert(name)
    }
    return modules
  }

  /// `swift-frontend -frontend -c` or `swift-frontend -frontend -emit-module`.
  private static func isFrontendJob(_ words: [Substring]) -> Bool {
    words.indices.contains { index in
      index + 2 < words.count && isProgram(words[index], named: "swift-frontend")
        && words[index + 1] == "-frontend"
        && (words[index + 2] == "-c" || words[index + 2] == "-emit-module")
    }
  }

  /// A clang (or clang++, clang-17…) command with `-c` before its last word.
  private static func isClangCompile(_ words: [Substring]) -> Bool {
    guard
      let clang = words.firstIndex(where: { word in
        guard let range = word.range(of: "clang") else { return false }
        return startsWord(at: range.lowerBound, in: word)
      })
    else { return false }
    return words[(clang + 1)...].dropLast().contains("-c")
  }

  /// Whether `word` is `name` or a path ending in `/name` (or another non-word character).
  private static func isProgram(_ word: Substring, named name: String) -> Bool {
    guard word.hasSuffix(name) else { return false }
    return startsWord(at: word.index(word.endIndex, offsetBy: -name.count), in: word)
  }

  private static func startsWord(at index: Substring.Index, in word: Substring) -> Bool {
    guard index > word.startIndex else { return true }
    let before = word[word.index(before: index)]
    return !(before.isLetter || before.isNumber || before == "_")
  }

  private static func value(after flag: String, in words: [Substring]) -> String? {
    guard let index = words.firstIndex(where: { $0 == flag }), index + 1 < words.count else {
      return nil
    }
    return String(words[index + 1])
  }
}
