/// A line of Markdown: from a Markdown file, or the text of a `///` doc comment line.
struct MarkdownLine {
  /// The text, without any doc-comment marker.
  var text: Substring
  /// Its 1-based line number in the file.
  var number: Int
  /// How many characters precede `text` on the file's line.
  var column: Int
}

/// Finds the fenced code blocks whose info string starts with the word `swift` in Markdown
/// (CommonMark's fences: three or more backticks or tildes, closed by a fence of the same
/// character at least as long).
enum FencedBlocks {
  static let language = "swift"

  static func extract(_ lines: [MarkdownLine], file: String) -> Extraction {
    var extraction = Extraction()
    var index = lines.startIndex
    while index < lines.endIndex {
      guard let opening = Fence(lines[index].text) else {
        index += 1
        continue
      }
      let fenceLine = lines[index].number
      let body = index + 1
      var end = body
      while end < lines.endIndex, !opening.isClosed(by: lines[end].text) { end += 1 }
      index = end + 1
      let words = opening.info.split(whereSeparator: \.isWhitespace)
      guard words.first == Substring(language) else { continue }
      guard end < lines.endIndex else {
        extraction.problems.append(
          ExtractionProblem(
            file: file, line: fenceLine,
            message: "this ```swift block is never closed: end it with a line of \(opening.marker)"
          ))
        continue
      }
      guard let kind = kind(words.dropFirst()) else {
        let known = [ExampleKind.statements, .declarations, .manifest].map {
          ([language] + ($0.word.map { [$0] } ?? [])).joined(separator: " ")
        }
        extraction.problems.append(
          ExtractionProblem(
            file: file, line: fenceLine,
            message: """
              unknown example fence '\(opening.info)': write \
              \(known.map { "'\($0)'" }.joined(separator: " or ")), or tag a block that is not \
              meant to compile with another language ('text', 'sh')
              """))
        continue
      }
      let code = lines[body..<end].map { opening.removingIndentation(from: $0) }
      extraction.examples.append(
        Example(
          file: file, line: fenceLine + 1, kind: kind, code: code.map { String($0.text) },
          columnOffsets: code.map(\.column)))
    }
    return extraction
  }

  private static func kind(_ words: ArraySlice<Substring>) -> ExampleKind? {
    switch Array(words) {
    case []: .statements
    case [Substring(ExampleKind.declarations.word ?? "")]: .declarations
    case [Substring(ExampleKind.manifest.word ?? "")]: .manifest
    default: nil
    }
  }
}

/// An opening code fence.
private struct Fence {
  var character: Character
  var length: Int
  var indentation: Int
  var info: Substring

  var marker: String { String(repeating: character, count: length) }

  init?(_ line: Substring) {
    let indentation = line.prefix { $0 == " " }.count
    let rest = line.dropFirst(indentation)
    guard let character = rest.first, character == "`" || character == "~" else { return nil }
    let length = rest.prefix { $0 == character }.count
    let info = rest.dropFirst(length).trimmingWhitespace()
    // A backtick fence's info string has no backtick: "```a``" is inline code.
    guard length >= 3, character == "~" || !info.contains("`") else { return nil }
    self.character = character
    self.length = length
    self.indentation = indentation
    self.info = info
  }

  func isClosed(by line: Substring) -> Bool {
    let rest = line.drop { $0 == " " }
    let run = rest.prefix { $0 == character }.count
    return run >= length && rest.dropFirst(run).allSatisfy(\.isWhitespace)
  }

  /// The line as the block's content: CommonMark removes up to the fence's indentation.
  func removingIndentation(from line: MarkdownLine) -> MarkdownLine {
    let removed = min(indentation, line.text.prefix { $0 == " " }.count)
    return MarkdownLine(
      text: line.text.dropFirst(removed), number: line.number, column: line.column + removed)
  }
}

extension Substring {
  func trimmingWhitespace() -> Substring {
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return self[endIndex...] }
    return self[first...last]
  }
}
