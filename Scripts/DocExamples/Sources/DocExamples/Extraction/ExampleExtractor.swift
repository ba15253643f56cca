/// Reads the Swift examples out of a Markdown file, or out of the `///` doc comments of a Swift
/// source file.
public enum ExampleExtractor {
  /// The ```` ```swift ```` blocks of a Markdown file. `file` is the path reported.
  public static func markdown(_ text: String, file: String) -> Extraction {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
      MarkdownLine(text: $1, number: $0 + 1, column: 0)
    }
    return FencedBlocks.extract(lines, file: file)
  }

  /// The ```` ```swift ```` blocks of the `///` doc comments of a Swift source file. Each run of
  /// consecutive `///` lines is one comment, read as Markdown once its markers are removed (`///`
  /// and the one space after it). `/** */` comments are not read.
  public static func docComments(_ text: String, file: String) -> Extraction {
    var extraction = Extraction()
    var comment: [MarkdownLine] = []
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if let docLine = docCommentText(line, number: offset + 1) {
        comment.append(docLine)
      } else if !comment.isEmpty {
        extraction.append(FencedBlocks.extract(comment, file: file))
        comment = []
      }
    }
    extraction.append(FencedBlocks.extract(comment, file: file))
    return extraction
  }

  /// The Markdown of a `///` line, or `nil` for any other line (`////` is an ordinary comment).
  private static func docCommentText(_ line: Substring, number: Int) -> MarkdownLine? {
    let indentation = line.prefix { $0 == " " || $0 == "\t" }.count
    var text = line.dropFirst(indentation)
    guard text.hasPrefix("///"), !text.hasPrefix("////") else { return nil }
    text = text.dropFirst(3)
    var column = indentation + 3
    if text.first == " " {
      text = text.dropFirst()
      column += 1
    }
    return MarkdownLine(text: text, number: number, column: column)
  }
}
