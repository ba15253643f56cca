extension String {
  /// The most scalars ``visibleOnTerminal(keepingLineBreaks:limit:)`` keeps by default: room for
  /// any message a person reads, far below what would flood a terminal.
  public static let visibleTextLimit = 4_000

  /// The text as a frame draws it, for text written outside a frame: a message that quotes
  /// outside input (a link, a saved state, a step, a stored name), line mode's echo of a step.
  ///
  /// Every scalar a terminal would act on is replaced by its visible placeholder, so the terminal
  /// draws it and never obeys it, and text longer than `limit` scalars is cut there with a mark
  /// saying how much was left out, so no input can flood the terminal through a message. This is
  /// the one function that makes outside text safe to print.
  ///
  /// - Parameters:
  ///   - keepingLineBreaks: Keep `\n` as a line break, for messages that span lines; otherwise it
  ///     is drawn as `␊` like every other control.
  ///   - limit: The most scalars kept; the rest become ` … (N more characters)`.
  public func visibleOnTerminal(
    keepingLineBreaks: Bool = false, limit: Int = String.visibleTextLimit
  ) -> String {
    var scalars = String.UnicodeScalarView()
    var kept = 0
    var left = 0
    for scalar in unicodeScalars {
      guard kept < limit else {
        left += 1
        continue
      }
      scalars.append(keepingLineBreaks && scalar == "\n" ? scalar : scalar.visible)
      kept += 1
    }
    guard left > 0 else { return String(scalars) }
    return String(scalars) + " … (\(left) more \(left == 1 ? "character" : "characters"))"
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
