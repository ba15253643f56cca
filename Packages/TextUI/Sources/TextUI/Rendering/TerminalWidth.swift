/// How many terminal columns text takes, measured per grapheme cluster (`Character`): East Asian
/// Wide and Fullwidth characters and emoji take two, combining marks, joiners, variation
/// selectors and other format characters none, everything else one.
///
/// The ranges come from one version of the Unicode Character Database, generated into
/// `TerminalWidth+Table.swift` by `Scripts/generate-width-table`.
enum TerminalWidth {
  /// The columns `scalar` takes on its own: 0, 1 or 2.
  static func columns(of scalar: Unicode.Scalar) -> Int {
    // Below U+0300 everything the kit draws is one column (controls are drawn as placeholders).
    guard scalar.value >= 0x300 else { return 1 }
    if contains(zero, scalar.value) { return 0 }
    return contains(wide, scalar.value) ? 2 : 1
  }

  /// The columns a grapheme cluster takes: those of its first scalar that takes any, or two when
  /// it asks for emoji presentation (U+FE0F, as in `❤️` or a keycap); none when no scalar does.
  /// A flag, a ZWJ sequence or an emoji with a skin tone starts with a wide scalar, so takes two.
  static func columns(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    if scalars.count == 1, let scalar = scalars.first { return columns(of: scalar) }
    guard let base = scalars.lazy.map(columns(of:)).first(where: { $0 > 0 }) else { return 0 }
    return base == 1 && scalars.contains("\u{FE0F}") ? 2 : base
  }

  private static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
    var low = 0
    var high = ranges.count
    while low < high {
      let middle = (low + high) / 2
      if ranges[middle].upperBound < value {
        low = middle + 1
      } else if ranges[middle].lowerBound > value {
        high = middle
      } else {
        return true
      }
    }
    return false
  }
}

extension StringProtocol where SubSequence == Substring {
  /// The columns the text takes when a frame draws it, its controls drawn as placeholders: what
  /// to measure text by when laying it out for a terminal, instead of `count`.
  public var terminalWidth: Int {
    reduce(0) { $0 + $1.drawnWidth }
  }

  /// The longest prefix that fits in `columns`, and the rest. A wide character that would
  /// straddle the edge goes to the rest.
  package func split(atColumn columns: Int) -> (prefix: Substring, rest: Substring) {
    var used = 0
    var end = startIndex
    for character in self {
      used += character.drawnWidth
      guard used <= columns else { break }
      end = index(after: end)
    }
    return (self[..<end], self[end...])
  }
}

extension Character {
  /// The columns the character takes as a frame draws it: one per scalar when it holds a
  /// control (each is drawn as its own placeholder), else its terminal width.
  var drawnWidth: Int {
    unicodeScalars.contains(where: \.isTerminalControl)
      ? unicodeScalars.count : TerminalWidth.columns(of: self)
  }
}
