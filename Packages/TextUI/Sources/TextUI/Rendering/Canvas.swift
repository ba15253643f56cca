/// The cells of a whole frame, onto which layers are drawn bottom to top.
package struct Canvas {
  package let size: Size
  private(set) var rows: [[Cell]]

  package init(size: Size) {
    self.size = size
    rows = Array(
      repeating: Array(repeating: .blank, count: max(size.width, 0)), count: max(size.height, 0))
  }

  /// Draws `lines` into `rect`, clipping what does not fit.
  mutating func draw(_ lines: [Line], in rect: Rect) {
    for (number, line) in lines.prefix(rect.height).enumerated() {
      let y = rect.y + number
      guard rows.indices.contains(y) else { continue }
      for (column, cell) in line.cells.prefix(rect.width).enumerated() {
        let x = rect.x + column
        if rows[y].indices.contains(x) { rows[y][x] = cell }
      }
    }
  }

  /// Clears `rect` and draws a border around its edge.
  mutating func box(_ rect: Rect, border: PresentationStyle.Border) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    let (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) = border.characters
    for y in rect.y..<rect.y + rect.height where rows.indices.contains(y) {
      for x in rect.x..<rect.x + rect.width where rows[y].indices.contains(x) {
        let isTop = y == rect.y
        let isBottom = y == rect.y + rect.height - 1
        let isLeft = x == rect.x
        let isRight = x == rect.x + rect.width - 1
        let character: Character =
          switch (isTop, isBottom, isLeft, isRight) {
          case (true, _, true, _): topLeft
          case (true, _, _, true): topRight
          case (_, true, true, _): bottomLeft
          case (_, true, _, true): bottomRight
          case (true, _, _, _), (_, true, _, _): horizontal
          case (_, _, true, _), (_, _, _, true): vertical
          default: " "
          }
        rows[y][x] = Cell(character: character, style: .plain)
      }
    }
  }

  /// Dims everything drawn so far, so that a presentation drawn next stands out on a terminal.
  mutating func dim() {
    for y in rows.indices {
      for x in rows[y].indices {
        rows[y][x].style.isDim = true
        rows[y][x].style.isInverse = false
      }
    }
  }

  /// The frame as plain text: no escape codes, trailing spaces and trailing blank lines removed.
  package var plainText: String {
    var lines = rows.map { row -> String in
      var text = String(written(row).map(\.character))
      while text.last == " " { text.removeLast() }
      return text
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  /// The frame with ANSI escape codes for color, bold, dim, underline and inverse, every row
  /// full width, rows separated by `\r\n`. It starts at the top-left corner of the screen.
  package var ansiText: String {
    var output = "\u{1B}[H"
    var current = CellStyle.plain
    output += "\u{1B}[0m"
    for (number, row) in rows.enumerated() {
      if number > 0 { output += "\r\n" }
      for (character, style) in written(row) {
        if style != current {
          output += sgr(style)
          current = style
        }
        output.append(character)
      }
    }
    return output + "\u{1B}[0m"
  }

  /// What each cell of `row` writes. A wide character's first half writes the character, which
  /// covers its second half, so that half writes nothing. A half whose other half was clipped or
  /// drawn over writes a space, so the row keeps its width and nothing wraps.
  private func written(_ row: [Cell]) -> [(character: Character, style: CellStyle)] {
    var result: [(character: Character, style: CellStyle)] = []
    result.reserveCapacity(row.count)
    for (x, cell) in row.enumerated() {
      switch cell.part {
      case .whole:
        result.append((cell.character, cell.style))
      case .firstHalf:
        let isPaired = x + 1 < row.count && row[x + 1].part == .secondHalf
        result.append((isPaired ? cell.character : " ", cell.style))
      case .secondHalf:
        if x == 0 || row[x - 1].part != .firstHalf { result.append((" ", cell.style)) }
      }
    }
    return result
  }

  private func sgr(_ style: CellStyle) -> String {
    var codes = ["0"]
    if style.isBold { codes.append("1") }
    if style.isDim { codes.append("2") }
    if style.isUnderlined { codes.append("4") }
    if style.isInverse { codes.append("7") }
    if let color = style.foreground {
      codes.append("38;2;\(color.red);\(color.green);\(color.blue)")
    }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }
}
