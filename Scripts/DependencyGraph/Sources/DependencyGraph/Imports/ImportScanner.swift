/// One `import` declaration found in a Swift source file.
public struct ImportDeclaration: Equatable, Sendable {
  /// The imported module: the first component of `import X.Y` or `import struct X.Y`.
  public var module: String
  /// The 1-based line of the `import` keyword.
  public var line: Int
  /// Whether it is `@_exported`, so the module is visible to whoever imports this one.
  public var isExported: Bool
  /// The conditions of the enclosing `#if` branches, outermost first.
  public var conditions: [Condition]

  public init(module: String, line: Int, isExported: Bool = false, conditions: [Condition] = []) {
    self.module = module
    self.line = line
    self.isExported = isExported
    self.conditions = conditions
  }

  /// Whether the declaration is compiled, given which modules `canImport` finds: `false` only
  /// when an enclosing condition is certainly false.
  public func isActive(canImport: (String) -> Bool?) -> Bool {
    conditions.allSatisfy { $0.evaluate(canImport: canImport) != false }
  }
}

/// A compilation condition of `#if`, evaluated with three values: true, false, or unknown (the
/// import may be compiled on some configuration).
public indirect enum Condition: Equatable, Sendable {
  case literal(Bool)
  case canImport(String)
  /// A condition of the build configuration, as written: `os(Linux)`, `arch(arm64)`,
  /// `targetEnvironment(simulator)`, a flag such as `DEBUG`.
  case configuration(String)
  /// Text the scanner cannot read as a condition.
  case unknown
  case not(Condition)
  case and(Condition, Condition)
  case or(Condition, Condition)

  /// The condition as `#if` would say it, for messages: `os(Linux) && !DEBUG`.
  public var description: String {
    switch self {
    case .literal(let value): "\(value)"
    case .canImport(let module): "canImport(\(module))"
    case .configuration(let text): text
    case .unknown: "…"
    case .not(let condition): "!\(condition.operand)"
    case .and(let lhs, let rhs): "\(lhs.operand) && \(rhs.operand)"
    case .or(let lhs, let rhs): "\(lhs.operand) || \(rhs.operand)"
    }
  }

  private var operand: String {
    switch self {
    case .and, .or: "(\(description))"
    default: description
    }
  }

  /// The value of the condition, `nil` when it depends on the build configuration.
  public func evaluate(canImport: (String) -> Bool?) -> Bool? {
    switch self {
    case .literal(let value): return value
    case .canImport(let module): return canImport(module)
    case .configuration, .unknown: return nil
    case .not(let condition): return condition.evaluate(canImport: canImport).map { !$0 }
    case .and(let lhs, let rhs):
      let left = lhs.evaluate(canImport: canImport)
      let right = rhs.evaluate(canImport: canImport)
      if left == false || right == false { return false }
      return left == true && right == true ? true : nil
    case .or(let lhs, let rhs):
      let left = lhs.evaluate(canImport: canImport)
      let right = rhs.evaluate(canImport: canImport)
      if left == true || right == true { return true }
      return left == false && right == false ? false : nil
    }
  }
}

/// Finds the `import` declarations of Swift source text without compiling it.
///
/// It lexes enough of Swift to be right where a text search is wrong: comments (nested block
/// comments too), string literals (multi-line, raw, with interpolations), backquoted
/// identifiers, attributes (`@testable`, `@_exported`, `@preconcurrency`, `@_spi(X)`), access
/// levels (`public import`), kinds (`import struct X.Y`) and `#if` / `#elseif` / `#else` blocks.
public enum ImportScanner {
  /// The imports of `source`, in order.
  public static func imports(in source: String) -> [ImportDeclaration] {
    var lexer = Lexer(bytes: Array(source.utf8))
    var tokens: [Token] = []
    while let token = lexer.next() {
      tokens.append(token)
    }
    var parser = Parser(tokens: tokens)
    return parser.run()
  }
}

private enum Token: Equatable {
  case identifier(String, escaped: Bool, line: Int)
  case newline
  case punctuation(UInt8)
  case directive(String, condition: String)
}

private struct Lexer {
  let bytes: [UInt8]
  var index = 0
  var line = 1
  /// The token returned last, which tells a regex literal's `/` from division.
  var previous: Token?

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  func peek(_ offset: Int = 0) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  mutating func next() -> Token? {
    let token = lex()
    previous = token
    return token
  }

  private mutating func lex() -> Token? {
    while let byte = peek() {
      switch byte {
      case .newline:
        index += 1
        line += 1
        return .newline
      case .space, .tab, .carriageReturn:
        index += 1
      case .slash where peek(1) == .slash:
        skipLine()
      case .slash where peek(1) == .star:
        if skipBlockComment() { return .newline }
      case .slash where startsBareRegex():
        skipBareRegex()
      case .quote:
        skipString(hashes: 0)
      case .hash:
        if let token = lexHash() { return token }
      case .backtick:
        return lexEscapedIdentifier()
      default:
        if byte.isIdentifierByte {
          return lexIdentifier()
        }
        index += 1
        return .punctuation(byte)
      }
    }
    return nil
  }

  mutating func skipLine() {
    while let byte = peek(), byte != .newline { index += 1 }
  }

  /// Skips a possibly nested block comment; returns whether it spanned a line break.
  mutating func skipBlockComment() -> Bool {
    var depth = 0
    var sawNewline = false
    while let byte = peek() {
      if byte == .slash && peek(1) == .star {
        depth += 1
        index += 2
      } else if byte == .star && peek(1) == .slash {
        depth -= 1
        index += 2
        if depth == 0 { return sawNewline }
      } else {
        if byte == .newline {
          line += 1
          sawNewline = true
        }
        index += 1
      }
    }
    return sawNewline
  }

  /// Skips a string literal whose opening `#`s are already consumed; `index` is at its quote.
  mutating func skipString(hashes: Int) {
    let multiline = peek(1) == .quote && peek(2) == .quote
    index += multiline ? 3 : 1
    while let byte = peek() {
      if byte == .backslash && hashesFollow(at: index + 1, count: hashes) {
        index += 1 + hashes
        if peek() == .openParen {
          index += 1
          skipInterpolation()
        } else {
          if peek() == .newline { line += 1 }
          index += 1
        }
      } else if byte == .quote {
        let closing = multiline ? (peek(1) == .quote && peek(2) == .quote) : true
        let quoteLength = multiline ? 3 : 1
        if closing && hashesFollow(at: index + quoteLength, count: hashes) {
          index += quoteLength + hashes
          return
        }
        index += 1
      } else {
        // A single-line string cannot span lines: stop so one bad literal cannot hide the file.
        if byte == .newline {
          if !multiline { return }
          line += 1
        }
        index += 1
      }
    }
  }

  func hashesFollow(at position: Int, count: Int) -> Bool {
    guard position + count <= bytes.count else { return false }
    return (0..<count).allSatisfy { bytes[position + $0] == .hash }
  }

  /// Skips the code of `\( ... )` up to its closing parenthesis, strings and comments included.
  mutating func skipInterpolation() {
    var depth = 1
    while let byte = peek() {
      switch byte {
      case .openParen:
        depth += 1
        index += 1
      case .closeParen:
        depth -= 1
        index += 1
        if depth == 0 { return }
      case .quote:
        skipString(hashes: 0)
      case .hash where rawStringHashes() != nil:
        if let hashes = rawStringHashes() {
          index += hashes
          skipString(hashes: hashes)
        }
      case .slash where peek(1) == .slash:
        skipLine()
      case .slash where peek(1) == .star:
        _ = skipBlockComment()
      case .newline:
        line += 1
        index += 1
      default:
        index += 1
      }
    }
  }

  /// The number of `#` before a quote at `index` (a raw string), or `nil`.
  func rawStringHashes() -> Int? {
    var count = 0
    while peek(count) == .hash { count += 1 }
    return peek(count) == .quote ? count : nil
  }

  mutating func lexHash() -> Token? {
    if let hashes = rawStringHashes() {
      index += hashes
      skipString(hashes: hashes)
      return nil
    }
    if peek(1) == .slash {
      skipExtendedRegex()
      return nil
    }
    index += 1
    guard let byte = peek(), byte.isIdentifierByte else { return .punctuation(.hash) }
    let name = readIdentifier()
    guard ["if", "elseif", "else", "endif"].contains(name) else {
      return .identifier("#" + name, escaped: false, line: line)
    }
    let start = index
    while let byte = peek(), byte != .newline {
      if byte == .slash && (peek(1) == .slash || peek(1) == .star) { break }
      index += 1
    }
    let condition = String(decoding: bytes[start..<index], as: UTF8.self)
    return .directive(name, condition: condition)
  }

  /// Whether the `/` at `index` opens a regex literal (`/[/*"]+/`) rather than dividing: it
  /// follows no operand (an identifier, a closing bracket), is not followed by a space, and a
  /// closing `/` comes later on its line. Inside one, `/*`, `//` and `"` are not what they seem.
  func startsBareRegex() -> Bool {
    switch previous {
    case .identifier, .punctuation(.closeParen), .punctuation(.closeBracket): return false
    default: break
    }
    guard let next = peek(1), next != .space, next != .tab, next != .newline else { return false }
    var offset = 1
    while let byte = peek(offset), byte != .newline {
      if byte == .backslash {
        offset += 2
        continue
      }
      if byte == .slash { return true }
      offset += 1
    }
    return false
  }

  /// Skips `/ ... /` on one line, escapes included.
  mutating func skipBareRegex() {
    index += 1
    while let byte = peek(), byte != .newline {
      index += byte == .backslash ? 2 : 1
      if byte == .slash { return }
    }
  }

  /// Skips `#/ ... /#`, a regex literal that may hold quotes.
  mutating func skipExtendedRegex() {
    index += 2
    while let byte = peek() {
      if byte == .slash && peek(1) == .hash {
        index += 2
        return
      }
      if byte == .newline { line += 1 }
      index += 1
    }
  }

  mutating func lexEscapedIdentifier() -> Token {
    let tokenLine = line
    index += 1
    let start = index
    while let byte = peek(), byte != .backtick, byte != .newline { index += 1 }
    let name = String(decoding: bytes[start..<index], as: UTF8.self)
    if peek() == .backtick { index += 1 }
    return .identifier(name, escaped: true, line: tokenLine)
  }

  mutating func lexIdentifier() -> Token {
    let tokenLine = line
    return .identifier(readIdentifier(), escaped: false, line: tokenLine)
  }

  mutating func readIdentifier() -> String {
    let start = index
    while let byte = peek(), byte.isIdentifierByte { index += 1 }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }
}

private struct Parser {
  let tokens: [Token]
  var index = 0
  var groups: [Group] = []

  /// An open `#if` group: what holds when no earlier branch was taken, and the condition
  /// written on the current branch (`nil` for `#else`).
  struct Group {
    var noEarlierBranch: Condition?
    var written: Condition?

    /// The condition under which the current branch is compiled.
    var branch: Condition {
      switch (noEarlierBranch, written) {
      case (let none?, let written?): .and(none, written)
      case (let none?, nil): none
      case (nil, let written?): written
      case (nil, nil): .literal(true)
      }
    }
  }
  var declarations: [ImportDeclaration] = []

  init(tokens: [Token]) {
    self.tokens = tokens
  }

  static let accessLevels: Set<String> = [
    "public", "package", "internal", "fileprivate", "private", "open",
  ]
  static let importKinds: Set<String> = [
    "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
  ]

  mutating func run() -> [ImportDeclaration] {
    var atStatementStart = true
    var exported = false
    while index < tokens.count {
      let token = tokens[index]
      index += 1
      switch token {
      case .newline:
        atStatementStart = true
      case .directive(let name, let condition):
        handle(directive: name, condition: ConditionParser.parse(condition))
        atStatementStart = true
        exported = false
      case .punctuation(.at) where atStatementStart:
        exported = skipAttribute() || exported
      case .punctuation(let byte):
        atStatementStart = [UInt8.semicolon, .openBrace, .closeBrace].contains(byte)
        exported = false
      case .identifier(let name, let escaped, let line):
        if atStatementStart && !escaped && Self.accessLevels.contains(name) {
          continue
        }
        if atStatementStart && !escaped && name == "import", let module = importedModule() {
          declarations.append(
            ImportDeclaration(
              module: module, line: line, isExported: exported,
              conditions: groups.map(\.branch)))
        }
        atStatementStart = false
        exported = false
      }
    }
    return declarations
  }

  mutating func handle(directive: String, condition: Condition) {
    switch directive {
    case "if":
      groups.append(Group(noEarlierBranch: nil, written: condition))
    case "elseif", "else":
      guard var group = groups.popLast() else { return }
      if let written = group.written {
        group.noEarlierBranch =
          group.noEarlierBranch.map { .and($0, .not(written)) } ?? .not(written)
      }
      group.written = directive == "else" ? nil : condition
      groups.append(group)
    default:
      _ = groups.popLast()
    }
  }

  /// Skips an attribute's name and arguments; returns whether it is `@_exported`.
  mutating func skipAttribute() -> Bool {
    guard index < tokens.count, case .identifier(let name, _, _) = tokens[index] else {
      return false
    }
    index += 1
    if index < tokens.count, tokens[index] == .punctuation(.openParen) {
      var depth = 0
      while index < tokens.count {
        if tokens[index] == .punctuation(.openParen) { depth += 1 }
        if tokens[index] == .punctuation(.closeParen) { depth -= 1 }
        index += 1
        if depth == 0 { break }
      }
    }
    return name == "_exported"
  }

  /// Whether an identifier token can be a module's name. Backticks may hold any text on one
  /// line (a raw identifier such as `` `a test` ``) and `#` starts a directive or a macro, but a
  /// module's name is a plain identifier; anything else is no import the checker can follow.
  private static func canNameAModule(_ name: String, escaped: Bool) -> Bool {
    guard !name.hasPrefix("#") else { return false }
    guard escaped else { return true }
    guard let first = name.first, !first.isNumber else { return false }
    return name.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
  }

  /// The module of the import whose `import` keyword was just read.
  mutating func importedModule() -> String? {
    guard index < tokens.count, case .identifier(var name, let escaped, _) = tokens[index],
      Self.canNameAModule(name, escaped: escaped)
    else {
      return nil
    }
    index += 1
    if !escaped && Self.importKinds.contains(name), index < tokens.count,
      case .identifier(let module, let moduleEscaped, _) = tokens[index]
    {
      guard Self.canNameAModule(module, escaped: moduleEscaped) else { return nil }
      index += 1
      name = module
    }
    // `import X.Y.Z` ends the statement; anything else (`import x: Int`, a parameter named
    // `import`) is not an import declaration.
    while index + 1 < tokens.count, tokens[index] == .punctuation(.dot),
      case .identifier = tokens[index + 1]
    {
      index += 2
    }
    guard index < tokens.count else { return name }
    switch tokens[index] {
    case .newline, .directive, .punctuation(.semicolon), .punctuation(.closeBrace): return name
    default: return nil
    }
  }
}

/// Parses the text after `#if` / `#elseif`.
private enum ConditionParser {
  static func parse(_ text: String) -> Condition {
    var tokens = ArraySlice(tokenize(text))
    let condition = parseOr(&tokens)
    return tokens.isEmpty ? condition : .unknown
  }

  static func tokenize(_ text: String) -> [String] {
    var tokens: [String] = []
    var current = ""
    for character in text {
      if character.isLetter || character.isNumber || character == "_" || character == "." {
        current.append(character)
        continue
      }
      if !current.isEmpty {
        tokens.append(current)
        current = ""
      }
      if character.isWhitespace { continue }
      if character == "&" || character == "|", tokens.last == String(character) {
        tokens[tokens.count - 1] += String(character)
      } else {
        tokens.append(String(character))
      }
    }
    if !current.isEmpty { tokens.append(current) }
    return tokens
  }

  static func parseOr(_ tokens: inout ArraySlice<String>) -> Condition {
    var condition = parseAnd(&tokens)
    while tokens.first == "||" {
      tokens.removeFirst()
      condition = .or(condition, parseAnd(&tokens))
    }
    return condition
  }

  static func parseAnd(_ tokens: inout ArraySlice<String>) -> Condition {
    var condition = parseUnary(&tokens)
    while tokens.first == "&&" {
      tokens.removeFirst()
      condition = .and(condition, parseUnary(&tokens))
    }
    return condition
  }

  static func parseUnary(_ tokens: inout ArraySlice<String>) -> Condition {
    guard let token = tokens.popFirst() else { return .unknown }
    switch token {
    case "!":
      return .not(parseUnary(&tokens))
    case "(":
      let condition = parseOr(&tokens)
      if tokens.first == ")" { tokens.removeFirst() }
      return condition
    case "true":
      return .literal(true)
    case "false":
      return .literal(false)
    default:
      guard tokens.first == "(" else {
        // A custom flag (`DEBUG`), set or not by the build.
        return token.first.map { $0.isLetter || $0 == "_" } == true
          ? .configuration(token) : .unknown
      }
      var arguments: [String] = []
      var depth = 0
      while let next = tokens.popFirst() {
        if next == "(" { depth += 1 }
        if next == ")" { depth -= 1 }
        if depth == 0 { break }
        if depth == 1 && next != "(" { arguments.append(next) }
      }
      switch token {
      case "canImport":
        guard let module = arguments.first else { return .unknown }
        return .canImport(String(module.split(separator: ".").first ?? Substring(module)))
      case "compiler", "swift":
        return versionCheck(arguments, against: token == "compiler" ? compiler : languageMode)
          .map(Condition.literal) ?? .unknown
      case "os", "arch", "targetEnvironment", "_endian", "_pointerBitWidth", "_runtime",
        "hasFeature", "hasAttribute":
        return .configuration("\(token)(\(arguments.joined()))")
      default:
        return .unknown
      }
    }
  }
}

extension ConditionParser {
  /// The compiler and language mode the monorepo's packages build with: this tool's, since both
  /// come from the same toolchain and every package uses Swift 6 language mode.
  static let compiler: [Int] = {
    #if compiler(>=7.0)
      [7, 0]
    #elseif compiler(>=6.3)
      [6, 3]
    #elseif compiler(>=6.2)
      [6, 2]
    #else
      [6, 1]
    #endif
  }()

  static let languageMode: [Int] = {
    #if swift(>=6.3)
      [6, 3]
    #elseif swift(>=6.2)
      [6, 2]
    #else
      [6, 0]
    #endif
  }()

  /// `compiler(>=6.0)` or `swift(<5.9)`, from its argument tokens (`>`, `=`, `6.0`).
  static func versionCheck(_ arguments: [String], against current: [Int]) -> Bool? {
    guard let version = arguments.last else { return nil }
    let comparison = arguments.dropLast().joined()
    let wanted = version.split(separator: ".").compactMap { Int($0) }
    guard !wanted.isEmpty else { return nil }
    let isAtLeast = !current.lexicographicallyPrecedes(
      wanted + Array(repeating: 0, count: max(0, current.count - wanted.count)))
    switch comparison {
    case ">=": return isAtLeast
    case "<": return !isAtLeast
    default: return nil
    }
  }
}

extension UInt8 {
  fileprivate static let newline = UInt8(ascii: "\n")
  fileprivate static let carriageReturn = UInt8(ascii: "\r")
  fileprivate static let space = UInt8(ascii: " ")
  fileprivate static let tab = UInt8(ascii: "\t")
  fileprivate static let slash = UInt8(ascii: "/")
  fileprivate static let star = UInt8(ascii: "*")
  fileprivate static let quote = UInt8(ascii: "\"")
  fileprivate static let hash = UInt8(ascii: "#")
  fileprivate static let backslash = UInt8(ascii: "\\")
  fileprivate static let backtick = UInt8(ascii: "`")
  fileprivate static let openParen = UInt8(ascii: "(")
  fileprivate static let closeParen = UInt8(ascii: ")")
  fileprivate static let closeBracket = UInt8(ascii: "]")
  fileprivate static let openBrace = UInt8(ascii: "{")
  fileprivate static let closeBrace = UInt8(ascii: "}")
  fileprivate static let semicolon = UInt8(ascii: ";")
  fileprivate static let at = UInt8(ascii: "@")
  fileprivate static let dot = UInt8(ascii: ".")

  fileprivate var isIdentifierByte: Bool {
    (self >= 0x61 && self <= 0x7A) || (self >= 0x41 && self <= 0x5A)
      || (self >= 0x30 && self <= 0x39)
      || self == 0x5F || self == 0x24 || self >= 0x80
  }
}
