extension String {
  /// The text with every scalar a terminal would act on replaced by its visible placeholder, as
  /// frames draw it: for text written outside a frame, such as line mode's echo of a step or an
  /// error message that quotes outside input.
  ///
  /// - Parameter keepingLineBreaks: Keep `\n` as a line break, for messages that span lines;
  ///   otherwise it is drawn as `␊` like every other control.
  public func visibleOnTerminal(keepingLineBreaks: Bool = false) -> String {
    guard unicodeScalars.contains(where: \.isTerminalControl) else { return self }
    return String(
      String.UnicodeScalarView(
        unicodeScalars.map { keepingLineBreaks && $0 == "\n" ? $0 : $0.visible }))
  }
}

extension Unicode.Scalar {
  /// Whether a terminal would act on this scalar rather than draw it: the C0 controls (ESC, BEL,
  /// backspace, carriage return…), DEL, the C1 controls (U+0080–U+009F, the 8-bit CSI U+009B
  /// among them), and the bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069),
  /// which reorder what follows them.
  package var isTerminalControl: Bool {
    switch value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// How a frame draws this scalar: a C0 control or DEL as its Unicode control picture (`␛` for
  /// ESC, `␇` for BEL, `␡` for DEL), a C1 control or a bidi control as `�`, anything else as itself.
  package var visible: Unicode.Scalar {
    switch value {
    case 0x00...0x1F: Unicode.Scalar(0x2400 + value) ?? "\u{FFFD}"
    case 0x7F: "\u{2421}"
    case _ where isTerminalControl: "\u{FFFD}"
    default: self
    }
  }
}
