import TextUIHosts

/// A frame as the terminal draws it, one cell a column: read back from TextUI's ANSI frame
/// (``TextUITesting/TestDriver/styledFrame``), the only escapes in which are TextUI's own (content
/// that a terminal would act on is already drawn as a visible stand-in).
struct StyledFrame: Equatable, Sendable {
  /// How a cell is drawn: the attributes TextUI writes (inverse is also how focus is drawn).
  struct Style: Hashable, Sendable {
    var bold = false
    var dim = false
    var underlined = false
    var inverse = false
    /// The foreground color, `#rrggbb`.
    var color: String?
  }

  struct Cell: Equatable, Sendable {
    /// The character; empty for the second column of a wide one.
    var text: String
    var style: Style
  }

  struct Position: Hashable, Sendable {
    var row: Int
    var column: Int
  }

  var rows: [[Cell]]

  /// Reads `ansi`: `ESC [ … m` sets the style, `ESC [ H` is the top-left corner, `\r\n` ends a
  /// row; every other character is a cell (two for a wide character).
  init(ansi: String) {
    var rows: [[Cell]] = [[]]
    var style = Style()
    var characters = ansi.makeIterator()
    while let character = characters.next() {
      switch character {
      case "\u{1B}":
        var parameters = ""
        guard characters.next() == "[" else { continue }
        while let next = characters.next() {
          if next == "m" {
            style = Self.style(parameters)
            break
          }
          if let ascii = next.asciiValue, ascii >= 0x40, ascii <= 0x7E { break }
          parameters.append(next)
        }
      case "\r\n", "\n":
        rows.append([])
      default:
        rows[rows.count - 1].append(Cell(text: String(character), style: style))
        if String(character).terminalWidth == 2 {
          rows[rows.count - 1].append(Cell(text: "", style: style))
        }
      }
    }
    self.rows = rows
  }

  /// The style an SGR sequence's parameters (`0;1;38;2;255;0;0`) set, from plain.
  private static func style(_ parameters: String) -> Style {
    var style = Style()
    let codes = parameters.split(separator: ";").compactMap { Int($0) }
    var index = 0
    while index < codes.count {
      switch codes[index] {
      case 1: style.bold = true
      case 2: style.dim = true
      case 4: style.underlined = true
      case 7: style.inverse = true
      case 38 where index + 4 < codes.count && codes[index + 1] == 2:
        let rgb = codes[(index + 2)...(index + 4)].map { min(max($0, 0), 255) }
        style.color = "#" + rgb.map { hex($0) }.joined()
        index += 4
      default: break
      }
      index += 1
    }
    return style
  }

  private static func hex(_ value: Int) -> String {
    let digits = Array("0123456789abcdef")
    return String([digits[value / 16], digits[value % 16]])
  }

  /// The frame as plain text, as the explorer's frame is: trailing spaces and blank lines
  /// removed.
  var plainText: String {
    var lines = rows.map { row in
      var text = row.map(\.text).joined()
      while text.last == " " { text.removeLast() }
      return text
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  /// The cells of `self` that differ from `other`'s at the same place (a cell one frame has and
  /// the other has not included).
  func changedCells(from other: StyledFrame) -> Set<Position> {
    var changed: Set<Position> = []
    for row in 0..<max(rows.count, other.rows.count) {
      let mine = row < rows.count ? rows[row] : []
      let theirs = row < other.rows.count ? other.rows[row] : []
      for column in 0..<max(mine.count, theirs.count) {
        let cell = column < mine.count ? mine[column] : nil
        let otherCell = column < theirs.count ? theirs[column] : nil
        if cell != otherCell { changed.insert(Position(row: row, column: column)) }
      }
    }
    return changed
  }

  /// The frame as HTML for a `<pre>`: runs of cells of one style in a `<span>` with classes
  /// `b` (bold), `d` (dim), `u` (underlined), `i` (inverse) and `x` (in `highlighted`), the color
  /// inline; a wide character in a `w` span two columns wide, so the columns after it stay
  /// aligned whatever the font draws it as. Every character is escaped.
  func html(highlighted: Set<Position> = []) -> String {
    var html = ""
    for (number, row) in rows.enumerated() {
      if number > 0 { html += "\n" }
      var run: (classes: String, color: String?, text: String)?
      func close() {
        guard let open = run else { return }
        html += Self.span(
          classes: open.classes, color: open.color, inverse: open.classes.contains("i"), open.text)
        run = nil
      }
      for (column, cell) in row.enumerated() where !cell.text.isEmpty {
        let isWide = column + 1 < row.count && row[column + 1].text.isEmpty
        var classes: [String] = []
        if cell.style.bold { classes.append("b") }
        if cell.style.dim { classes.append("d") }
        if cell.style.underlined { classes.append("u") }
        if cell.style.inverse { classes.append("i") }
        if highlighted.contains(Position(row: number, column: column))
          || (isWide && highlighted.contains(Position(row: number, column: column + 1)))
        {
          classes.append("x")
        }
        let joined = classes.joined(separator: " ")
        let text =
          isWide ? "<span class=\"w\">\(cell.text.htmlEscaped)</span>" : cell.text.htmlEscaped
        if let open = run, open.classes == joined, open.color == cell.style.color {
          run?.text += text
        } else {
          close()
          run = (joined, cell.style.color, text)
        }
      }
      close()
    }
    return html
  }

  private static func span(classes: String, color: String?, inverse: Bool, _ text: String)
    -> String
  {
    guard !classes.isEmpty || color != nil else { return text }
    var attributes = classes.isEmpty ? "" : " class=\"\(classes)\""
    if let color {
      attributes += inverse ? " style=\"background:\(color)\"" : " style=\"color:\(color)\""
    }
    return "<span\(attributes)>\(text)</span>"
  }
}

extension String {
  /// The text escaped for HTML, in text and in a quoted attribute; every character a terminal
  /// would act on (and the bidi controls, which would reorder the page) drawn as its visible
  /// stand-in first.
  var htmlEscaped: String {
    var result = ""
    for character in visibleOnTerminal(limit: .max) {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }
}
