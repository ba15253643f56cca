import SwiftParser
import SwiftSyntax

/// One Swift file, parsed, and the edits to make in it. Edits are text placed at positions the
/// syntax tree gives (or put in place of a node); ``apply()`` makes them all at once and parses
/// the result again, so an edit that would leave the file unparsable is refused rather than
/// written.
struct SwiftFile {
  /// The file's path, relative to the repository, for messages.
  let path: String
  let text: String
  let tree: SourceFileSyntax
  private let converter: SourceLocationConverter
  private var edits: [(offset: Int, order: Int, replacing: Int, text: String)] = []

  init(path: String, text: String) {
    self.path = path
    self.text = text
    self.tree = Parser.parse(source: text)
    self.converter = SourceLocationConverter(fileName: path, tree: tree)
  }

  /// Whether anything is to be changed.
  var isEdited: Bool { !edits.isEmpty }

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

  /// Inserts the switch arm `lines` after `last`, the switch's last arm, or before it when it is
  /// `default:`, which must stay last.
  mutating func addArm(_ lines: String, after last: SwitchCaseSyntax) {
    if last.isDefault { insert(lines, before: last) } else { insert(lines, after: last) }
  }

  /// Imports `module` where its name sorts among the file's imports.
  mutating func addImport(_ module: String) {
    let imports = descendants(ImportDeclSyntax.self, of: tree)
    if let next = imports.first(where: { $0.path.trimmedDescription > module }) {
      insert("import \(module)", before: next)
    } else if let last = imports.last {
      insert("import \(module)", after: last)
    } else {
      insert(at: 0, "import \(module)\n\n")
    }
  }

  /// Inserts `text` exactly at `offset` (UTF-8).
  mutating func insert(at offset: Int, _ text: String) {
    edits.append((offset, edits.count, 0, text))
  }

  /// Puts `text` in place of `node` (its trivia kept).
  mutating func replace(_ node: some SyntaxProtocol, with text: String) {
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    edits.append(
      (start, edits.count, node.endPositionBeforeTrailingTrivia.utf8Offset - start, text))
  }

  /// The text with every edit made, in the order each was asked for where two share a place.
  ///
  /// - Throws: ``ScaffoldError/unparsableResult(file:)`` if the result does not parse.
  func apply() throws(ScaffoldError) -> String {
    var bytes = Array(text.utf8)
    for edit in edits.sorted(by: { ($0.offset, $0.order) > ($1.offset, $1.order) }) {
      bytes.replaceSubrange(edit.offset..<edit.offset + edit.replacing, with: Array(edit.text.utf8))
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
