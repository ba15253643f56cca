/// One parser of outside input and the properties it must keep for every input, however broken.
/// Each harness's `main.swift` opens with what its target parses and checks, which
/// `Scripts/fuzz --list` prints.
///
/// `check` returns what went wrong, or `nil`; a crash inside the parser is a finding too. The
/// `fuzz-*` executables hand libFuzzer's inputs to a target and trap on a violation, so libFuzzer
/// saves the input; the ordinary tests replay the committed seed corpora through the same
/// function.
public struct FuzzTarget: Sendable {
  /// The name `Scripts/fuzz` knows it by, also its corpus folder: `Corpus/<name>`.
  public var name: String
  /// Parses `input` and returns a description of the first property it breaks, or `nil`.
  public var check: @Sendable (_ input: [UInt8]) -> String?

  /// Every target, in the order `Scripts/fuzz --all` runs them.
  public static let all: [FuzzTarget] = [
    .url, .steps, .savedState, .imports, .rules, .itemJSON, .itemRow,
  ]

  /// The target called `name`, if there is one.
  public static func named(_ name: String) -> FuzzTarget? {
    all.first { $0.name == name }
  }

  /// The body of a harness's `LLVMFuzzerTestOneInput`: checks one input and traps on a
  /// violation, which libFuzzer reports and saves as a crash.
  public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let input = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if let violation = check(input) {
      fatalError("\(name): \(violation)")
    }
    return 0
  }
}

/// The first scalar of `text` that a terminal would act on rather than draw, allowing line breaks
/// where a message spans lines: C0 controls, DEL, C1 controls and the bidi overrides and
/// isolates. Messages that echo outside input reach the terminal, so none may carry one.
func terminalControl(in text: String, allowingNewlines: Bool = false) -> Unicode.Scalar? {
  text.unicodeScalars.first { scalar in
    if allowingNewlines, scalar == "\n" { return false }
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }
}

/// How a message names a scalar it found: `U+001B`.
func codePoint(_ scalar: Unicode.Scalar) -> String {
  let hex = String(scalar.value, radix: 16, uppercase: true)
  return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
}
