/// How an example is compiled, told by the words of its fence: ```` ```swift ```` or
/// ```` ```swift declarations ````.
public enum ExampleKind: Equatable, Sendable {
  /// ```` ```swift ````: statements, run in the body of an `@MainActor` function that is `async
  /// throws`; leading `import` lines go to the top of the file.
  case statements
  /// ```` ```swift declarations ````: a whole source file (imports, types, extensions, tests).
  case declarations
  /// ```` ```swift manifest ````: a package manifest (`Package.swift`), type-checked against
  /// PackageDescription, which it imports without saying so.
  case manifest

  /// The word after `swift` that selects this kind; `nil` for the default.
  public var word: String? {
    switch self {
    case .statements: nil
    case .declarations: "declarations"
    case .manifest: "manifest"
    }
  }
}

/// One fenced Swift code block, from a Markdown file or a `///` doc comment.
public struct Example: Equatable, Sendable {
  /// The file it is written in, relative to the repository root.
  public var file: String
  /// The 1-based line of its first line of code (the line after the opening fence).
  public var line: Int
  /// How it is compiled.
  public var kind: ExampleKind
  /// Its code, without the doc-comment markers and the fence's indentation.
  public var code: [String]
  /// For each line of `code`, how many characters precede it in the file (`  /// `, the fence's
  /// indentation), to turn a column in `code` into a column in the file.
  public var columnOffsets: [Int]

  public init(file: String, line: Int, kind: ExampleKind, code: [String], columnOffsets: [Int]) {
    self.file = file
    self.line = line
    self.kind = kind
    self.code = code
    self.columnOffsets = columnOffsets
  }
}

/// A fence the tool cannot read: it is reported like a compiler error, at its line.
public struct ExtractionProblem: Equatable, Sendable, CustomStringConvertible {
  /// The file, relative to the repository root.
  public var file: String
  /// The 1-based line of the fence.
  public var line: Int
  /// What is wrong and how to fix it.
  public var message: String

  public init(file: String, line: Int, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  public var description: String { "\(file):\(line): error: \(message)" }
}

/// The examples of some files, and the fences that could not be read.
public struct Extraction: Equatable, Sendable {
  public var examples: [Example] = []
  public var problems: [ExtractionProblem] = []

  public init(examples: [Example] = [], problems: [ExtractionProblem] = []) {
    self.examples = examples
    self.problems = problems
  }

  mutating func append(_ other: Extraction) {
    examples += other.examples
    problems += other.problems
  }
}
