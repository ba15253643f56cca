import SwiftParser
import SwiftSyntax

/// One Swift file, parsed, and the insertions to make in it. Insertions are text placed at
/// positions the syntax tree gives; ``apply()`` makes them all at once and parses the result
/// again, so an edit that would leave the file unparsable is refused rather than written.
struct SwiftFile {
  /// The file's path, relative to the repository, for messages.
  let path: String
  let text: String
  let tree: SourceFileSyntax
  private let converter: SourceLocationConverter
  fileprivate var insertions: [(offset: Int, order: Int, text: String)] = []

  init(path: String, text: String) {
    self.path = path
    self.text = text
    self.tree = Parser.parse(source: text)
    self.converter = SourceLocationConverter(fileName: path, tree: tree)
  }

  /// Whether anything is to be inserted.
  var isEdited: Bool { !insertions.isEmpty }

  /// `path:line`, where `node` starts.
  func location(of node: some SyntaxProtocol) -> String {
    "\(path):\(node.startLocation(converter: converter, afterLeadingTrivia: true).line)"
  }

  /// The spaces that indent the line `node` starts on.
  func indentation(of node: some SyntaxProtocol) -> String {
    let line = node.startLocation(converter: converter, afterLeadingTrivia: true).line
    let start = converter.position(ofLine: line, column: 1).utf8Offset
    return String(
      decoding: text.utf8.dropFirst(start).prefix { $0 == UInt8(ascii: " ") }, as: UTF8.self)
  }

  /// Inserts `lines` on lines of their own after `node` (after its trailing comment, if any),
  /// indented as `node` is.
  mutating func insert(_ lines: String, after node: some SyntaxProtocol) {
    // Spaces after the node stay where they are (before what follows on its line); a comment
    // after it stays with it.
    let end =
      node.trailingTrivia.contains(where: \.isComment)
      ? node.endPosition : node.endPositionBeforeTrailingTrivia
    insert(at: end.utf8Offset, "\n" + indent(lines, by: indentation(of: node)))
  }

  /// Inserts `lines` on lines of their own before `node` (and before its doc comment), indented
  /// as `node` is.
  mutating func insert(_ lines: String, before node: some SyntaxProtocol) {
    let indentation = indentation(of: node)
    let indented = indent(lines, by: indentation)
    if node.leadingTrivia.contains(where: \.isNewline) {
      // The line break that starts the node's line is its leading trivia: the new lines go in
      // front of it.
      insert(at: node.position.utf8Offset, "\n" + indented)
    } else {
      // The node is first in the file, or after something on its line: the new lines go where
      // it starts, and it moves to a line of its own.
      insert(
        at: node.positionAfterSkippingLeadingTrivia.utf8Offset,
        String(indented.dropFirst(indentation.count)) + "\n" + indentation)
    }
  }

  /// Inserts `text` exactly at `offset` (UTF-8).
  mutating func insert(at offset: Int, _ text: String) {
    insertions.append((offset, insertions.count, text))
  }

  /// The text with every insertion made, in the order each was asked for where two share a place.
  ///
  /// - Throws: ``ScaffoldError/unparsableResult(file:)`` if the result does not parse.
  func apply() throws(ScaffoldError) -> String {
    var bytes = Array(text.utf8)
    for insertion in insertions.sorted(by: { ($0.offset, $0.order) > ($1.offset, $1.order) }) {
      bytes.insert(contentsOf: Array(insertion.text.utf8), at: insertion.offset)
    }
    let result = String(decoding: bytes, as: UTF8.self)
    guard !Parser.parse(source: result).hasError else {
      throw .unparsableResult(file: path)
    }
    return result
  }

  private func indent(_ lines: String, by indentation: String) -> String {
    lines.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : indentation + $0 }
      .joined(separator: "\n")
  }
}

extension SwiftFile {
  /// Everything inserted so far, for deciding what the file must import.
  var insertedText: String {
    insertions.map(\.text).joined()
  }
}
