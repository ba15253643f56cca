/// How one character cell is drawn on a terminal. Plain-text frames ignore all of it.
struct CellStyle: Hashable {
  var foreground: RGB?
  var isBold = false
  var isDim = false
  var isInverse = false
  var isUnderlined = false

  static let plain = CellStyle()
}

/// One character cell of a frame.
struct Cell: Hashable {
  var character: Character
  var style: CellStyle

  static let blank = Cell(character: " ", style: .plain)
}

/// A row of cells produced by layout, remembering which controls start on it so that focus can
/// scroll into view and the driver can tell what is on screen.
struct Line {
  var cells: [Cell] = []
  var controls: [Int] = []

  init(cells: [Cell] = [], controls: [Int] = []) {
    self.cells = cells
    self.controls = controls
  }

  init(_ text: String, style: CellStyle = .plain) {
    cells = text.map { Cell(character: $0, style: style) }
  }

  var width: Int { cells.count }

  var isBlank: Bool { cells.allSatisfy { $0.character == " " } }

  mutating func append(_ text: String, style: CellStyle = .plain) {
    cells.append(contentsOf: text.map { Cell(character: $0, style: style) })
  }

  mutating func append(_ other: Line) {
    cells.append(contentsOf: other.cells)
    controls.append(contentsOf: other.controls)
  }

  mutating func pad(to width: Int) {
    if cells.count < width {
      cells.append(contentsOf: repeatElement(.blank, count: width - cells.count))
    }
  }

  func truncated(to width: Int) -> Line {
    guard cells.count > width else { return self }
    var line = self
    line.cells.removeLast(cells.count - width)
    if width > 0, var last = line.cells.last {
      last.character = "…"
      line.cells[width - 1] = last
    }
    return line
  }

  mutating func applyStyle(_ change: (inout CellStyle) -> Void) {
    for index in cells.indices {
      change(&cells[index].style)
    }
  }
}
