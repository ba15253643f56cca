/// How one character cell is drawn on a terminal. Plain-text frames ignore all of it.
struct CellStyle: Hashable {
  var foreground: RGB?
  var isBold = false
  var isDim = false
  var isInverse = false
  var isUnderlined = false

  static let plain = CellStyle()
}

/// One character cell of a frame: one terminal column.
struct Cell: Hashable {
  /// Which part of its character a cell holds. A wide character takes two cells: the first
  /// holds the character, the second nothing of its own.
  enum Part: Hashable {
    case whole
    case firstHalf
    case secondHalf
  }

  var character: Character
  var style: CellStyle
  var part = Part.whole

  static let blank = Cell(character: " ", style: .plain)
}

/// A row of cells produced by layout, remembering which controls start on it, and where, so that
/// focus can scroll into view and the driver can tell what is on screen.
struct Line {
  /// A control (its index among the layer's) that starts at `column` of the line.
  struct ControlStart {
    var control: Int
    var column: Int
  }

  var cells: [Cell] = []
  private(set) var controlStarts: [ControlStart] = []

  init() {}

  /// The controls that start on the line, left to right.
  var controls: [Int] { controlStarts.map(\.control) }

  /// Records that `control` starts at the beginning of the line.
  mutating func startsControl(_ control: Int) {
    controlStarts.append(ControlStart(control: control, column: 0))
  }

  /// A line of `text`, in which every character the terminal would take as a control (see
  /// ``Swift/Unicode/Scalar/isTerminalControl``) is drawn as a visible placeholder instead.
  init(_ text: String, style: CellStyle = .plain) {
    cells = Self.cells(text, style: style)
  }

  var width: Int { cells.count }

  var isBlank: Bool { cells.allSatisfy { $0.character == " " } }

  mutating func append(_ text: String, style: CellStyle = .plain) {
    cells.append(contentsOf: Self.cells(text, style: style))
  }

  /// One cell per column: a wide character fills two, a character of no width (a lone
  /// combining mark, a zero-width space) none.
  private static func cells(_ text: String, style: CellStyle) -> [Cell] {
    var cells: [Cell] = []
    cells.reserveCapacity(text.utf8.count)
    for character in text {
      // Most text is printable ASCII: one column each, no lookup.
      if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F {
        cells.append(Cell(character: character, style: style))
        continue
      }
      guard character.unicodeScalars.contains(where: \.isTerminalControl) else {
        switch TerminalWidth.columns(of: character) {
        case 0:
          break
        case 1:
          cells.append(Cell(character: character, style: style))
        default:
          cells.append(Cell(character: character, style: style, part: .firstHalf))
          cells.append(Cell(character: " ", style: style, part: .secondHalf))
        }
        continue
      }
      for scalar in character.unicodeScalars {
        cells.append(Cell(character: Character(scalar.visible), style: style))
      }
    }
    return cells
  }

  mutating func append(_ other: Line) {
    let offset = cells.count
    cells.append(contentsOf: other.cells)
    controlStarts += other.controlStarts.map {
      ControlStart(control: $0.control, column: $0.column + offset)
    }
  }

  mutating func pad(to width: Int, style: CellStyle = .plain) {
    if cells.count < width {
      cells.append(
        contentsOf: repeatElement(Cell(character: " ", style: style), count: width - cells.count))
    }
  }

  /// The line cut to `width` columns, its last column an `…`. A wide character the cut would
  /// split becomes a space.
  func truncated(to width: Int) -> Line {
    guard cells.count > width else { return self }
    var line = self
    guard width > 0 else {
      line.cells = []
      line.controlStarts = []
      return line
    }
    line.cells.removeLast(cells.count - width + 1)
    // A control whose first column the cut removes, or turns into the `…`, is not on the line.
    line.controlStarts.removeAll { $0.column >= width - 1 }
    if width >= 2, cells[width - 1].part == .secondHalf {
      line.cells[width - 2] = Cell(character: " ", style: cells[width - 2].style)
    }
    line.cells.append(Cell(character: "…", style: cells[width - 1].style))
    return line
  }

  /// The last `width` columns of the line. A wide character the cut would split becomes a space.
  func suffix(columns width: Int) -> Line {
    guard cells.count > width else { return self }
    var line = self
    let removed = cells.count - max(width, 0)
    line.cells.removeFirst(removed)
    line.controlStarts = controlStarts.filter { $0.column >= removed }.map {
      ControlStart(control: $0.control, column: $0.column - removed)
    }
    if line.cells.first?.part == .secondHalf {
      line.cells[0] = Cell(character: " ", style: line.cells[0].style)
    }
    return line
  }

  mutating func applyStyle(_ change: (inout CellStyle) -> Void) {
    for index in cells.indices {
      change(&cells[index].style)
    }
  }
}
