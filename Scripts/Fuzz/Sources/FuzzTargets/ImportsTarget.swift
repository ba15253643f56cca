import DependencyGraph

extension FuzzTarget {
  /// The checker's lexer of Swift sources, which finds the imports of every target.
  static let imports = FuzzTarget(name: "imports") { input in
    let source = String(decoding: input, as: UTF8.self)
    let lineCount = source.utf8.count { $0 == UInt8(ascii: "\n") } + 1
    for declaration in ImportScanner.imports(in: source) {
      guard (1...lineCount).contains(declaration.line) else {
        return "an import of \(declaration.module) is on line \(declaration.line) of a "
          + "\(lineCount)-line source"
      }
      guard isModuleName(declaration.module) else {
        return "the import on line \(declaration.line) names the module "
          + declaration.module.debugDescription
      }
    }
    return nil
  }
}

/// Whether `name` could be a module name an import gives: identifiers joined by dots, none empty
/// and none holding whitespace, a control or ASCII punctuation other than `_` and `$`. (Swift's
/// identifiers admit far more than Unicode's XID classes, U+FFFD among them, so those are not
/// checked.)
private func isModuleName(_ name: String) -> Bool {
  name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
    !part.isEmpty
      && part.unicodeScalars.allSatisfy { scalar in
        if scalar == "_" || scalar == "$" { return true }
        if scalar.isASCII { return scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) }
        return !scalar.properties.isWhitespace && terminalControl(in: String(scalar)) == nil
      }
  }
}
