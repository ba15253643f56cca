import Foundation

/// A named, checked-in run of a preview: where it starts, the steps, and what it must end with.
///
/// A scenario file (`Apps/preview-runner/Scenarios/<name>.scenario`) reads:
///
/// ```
/// # Confirming a delete asks the parent to delete the item.
/// preview: item-row
/// url: delete
///
/// steps:
/// tap "Delete"
///
/// expect:
/// → onDeleteConfirmed(00000000-0000-0000-0000-000000000001)
///                                     Item row
/// ────────────────────────────────────────────────────────────────────────────────
/// …
/// ```
///
/// - Before `steps:`, one setting a line: `preview:` (required; the name `Scripts/preview` takes,
///   or the executable's), and optionally `state:`, `url:`, `size:` (`WxH`) and `arguments:`
///   (the preview's other options, separated by spaces). Lines starting with `#` are comments.
/// - After `steps:`, one step a line, as in a `--script` file.
/// - After `expect:`, to the end of the file: the calls the feature made during the run
///   (`→ …`, see ``Placeholders``) and the final frame, exactly as a headless run prints them
///   with `--final`. `--record` writes this part.
struct Scenario: Equatable {
  var path: String
  var preview: String
  var state: String?
  var url: String?
  var size: String?
  var arguments: [String] = []
  /// The steps, each with its line number in the file.
  var steps: [Line] = []
  /// The text after `expect:`, or `nil` when the file has none yet.
  var expected: String?

  /// The file's name without `.scenario`.
  var name: String {
    let file = URL(fileURLWithPath: path).lastPathComponent
    return file.hasSuffix(".scenario") ? String(file.dropLast(".scenario".count)) : file
  }

  /// A line of the file and its number.
  struct Line: Equatable {
    var number: Int
    var text: String
  }

}

// Kept out of the type's body, so that Swift still gives it its memberwise initializer.
extension Scenario {
  /// Reads the scenario at `path`.
  init(contentsOf path: String) throws(PreviewError) {
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw .unreadableScenario(path: path, reason: error.localizedDescription)
    }
    try self.init(parsing: text, path: path)
  }

  /// Parses `text`, the contents of the file at `path`.
  init(parsing text: String, path: String) throws(PreviewError) {
    self.path = path
    var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .map(String.init)
    if let expectLine = lines.firstIndex(of: "expect:") {
      var expectedLines = lines[(expectLine + 1)...]
      while expectedLines.last == "" { expectedLines.removeLast() }
      expected = expectedLines.joined(separator: "\n")
      lines.removeSubrange(expectLine...)
    }
    var preview: String?
    var inSteps = false
    for (index, line) in lines.enumerated() {
      let number = index + 1
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      if inSteps {
        steps.append(Line(number: number, text: trimmed))
        continue
      }
      if trimmed == "steps:" {
        inSteps = true
        continue
      }
      guard let colon = trimmed.firstIndex(of: ":") else {
        throw .badScenario(path: path, line: number, "expected `setting: value` or `steps:`")
      }
      let key = String(trimmed[..<colon])
      let value = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      switch key {
      case "preview": preview = value
      case "state": state = value
      case "url": url = value
      case "size": size = value
      case "arguments": arguments = value.split(separator: " ").map(String.init)
      default:
        throw .badScenario(
          path: path, line: number,
          "unknown setting `\(key)`; the settings are preview, state, url, size and arguments")
      }
    }
    guard let preview, !preview.isEmpty else {
      throw .badScenario(path: path, line: 1, "no `preview:` line says which preview it runs")
    }
    guard inSteps else {
      throw .badScenario(path: path, line: lines.count, "no `steps:` line")
    }
    self.preview = preview
  }

  /// The command-line arguments the settings stand for.
  var settingArguments: [String] {
    var result: [String] = []
    if let state { result += ["--state", state] }
    if let url { result += ["--url", url] }
    if let size { result += ["--size", size] }
    return result + arguments
  }

  /// The file's text with `output` as what it must end with.
  func recording(_ output: String) throws(PreviewError) -> String {
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw .unreadableScenario(path: path, reason: error.localizedDescription)
    }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if let expectLine = lines.firstIndex(of: "expect:") {
      lines.removeSubrange(expectLine...)
    }
    while lines.last == "" { lines.removeLast() }
    return (lines + ["", "expect:", output]).joined(separator: "\n") + "\n"
  }

  /// The lines where `shown` differs from ``expected``, as `-` (expected) and `+` (shown) pairs
  /// under the line number; empty when they agree.
  func differences(from shown: String) -> [String] {
    let expectedLines = (expected ?? "").split(separator: "\n", omittingEmptySubsequences: false)
    let shownLines = shown.split(separator: "\n", omittingEmptySubsequences: false)
    var result: [String] = []
    for index in 0..<max(expectedLines.count, shownLines.count) {
      let expectedLine = index < expectedLines.count ? expectedLines[index] : nil
      let shownLine = index < shownLines.count ? shownLines[index] : nil
      guard expectedLine != shownLine else { continue }
      result.append("line \(index + 1):")
      result.append("- " + (expectedLine.map(String.init) ?? "(no line)"))
      result.append("+ " + (shownLine.map(String.init) ?? "(no line)"))
    }
    return result
  }
}
