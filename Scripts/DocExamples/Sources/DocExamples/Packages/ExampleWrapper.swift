/// Turns an example into a source file of the scratch package.
///
/// `#sourceLocation` directives give every line of the example its place in the file it is
/// written in, so the compiler's errors and notes name that file and line: an editor jumps
/// straight to the Markdown or the doc comment.
public enum ExampleWrapper {
  /// The source file of `example`, which is written in the file at the absolute path `path`.
  /// `imports` are the modules every example imports without saying so.
  public static func source(of example: Example, at path: String, imports: [String]) -> String {
    var lines = (example.kind == .manifest ? ["PackageDescription"] : imports).map {
      "import \($0)"
    }
    switch example.kind {
    case .declarations, .manifest:
      lines += located(example.code[...], at: path, line: example.line)
    case .statements:
      // Imports cannot be written in a function: the example's leading imports go above it.
      let header = example.code.prefix(while: isHeaderLine)
      let headerImports = header.lastIndex(where: isImport).map { header[...$0] } ?? []
      let body = example.code[headerImports.endIndex...]
      lines += located(headerImports, at: path, line: example.line)
      lines.append("@MainActor private func example() async throws {")
      lines += located(body, at: path, line: example.line + headerImports.count)
      lines.append("}")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func located(_ code: ArraySlice<String>, at path: String, line: Int) -> [String] {
    guard !code.isEmpty else { return [] }
    return ["#sourceLocation(file: \(ScratchPackage.literal(path)), line: \(line))"] + code
      + ["#sourceLocation()"]
  }

  /// An import, a comment or a blank line: what may come before an example's first statement.
  private static func isHeaderLine(_ line: String) -> Bool {
    let trimmed = line.drop { $0 == " " }
    return trimmed.isEmpty || trimmed.hasPrefix("//") || isImport(line)
  }

  private static func isImport(_ line: String) -> Bool {
    let words = line.split(separator: " ")
    guard let keyword = words.firstIndex(where: { !$0.hasPrefix("@") }) else { return false }
    return words[keyword] == "import"
  }
}
