/// A Markdown table whose columns are padded to line up in a terminal as well.
struct MarkdownTable {
  /// How a column's cells line up.
  enum Alignment {
    case left
    case right
  }

  /// A column's title and alignment.
  struct Column {
    let title: String
    let alignment: Alignment

    init(_ title: String, _ alignment: Alignment = .right) {
      self.title = title
      self.alignment = alignment
    }
  }

  let columns: [Column]
  private(set) var rows: [[String]] = []

  init(_ columns: [Column]) {
    self.columns = columns
  }

  /// Adds a row; missing cells are empty and extra cells are dropped.
  mutating func append(_ cells: [String]) {
    rows.append((0..<columns.count).map { $0 < cells.count ? cells[$0] : "" })
  }

  /// The table as Markdown, one line per row, no trailing newline.
  var text: String {
    let widths = columns.indices.map { index in
      ([columns[index].title] + rows.map { $0[index] }).map(\.count).max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      let padded = cells.indices.map { index in
        let padding = String(repeating: " ", count: widths[index] - cells[index].count)
        return columns[index].alignment == .right
          ? padding + cells[index] : cells[index] + padding
      }
      return "| " + padded.joined(separator: " | ") + " |"
    }
    let rule = columns.indices.map { index in
      let dashes = String(repeating: "-", count: max(widths[index] - 1, 2))
      return columns[index].alignment == .right ? dashes + ":" : ":" + dashes
    }
    return
      ([line(columns.map(\.title)), "|" + rule.map { " \($0) " }.joined(separator: "|") + "|"]
      + rows.map(line)).joined(separator: "\n")
  }
}
