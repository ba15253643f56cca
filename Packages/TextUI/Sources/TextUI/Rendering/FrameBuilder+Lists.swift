/// Scrolling lists (`List`, `Form`): only the rows in the visible window are resolved and drawn,
/// with `↑ N more` / `↓ N more` for the rest, so a frame costs the same at any number of rows.
extension FrameBuilder {
  private enum Segment {
    case node(Node)
    case rows(LazyRows)

    var count: Int {
      switch self {
      case .node: 1
      case .rows(let rows): rows.count
      }
    }
  }

  private func segments(_ node: Node, into segments: inout [Segment]) {
    switch node {
    case .empty:
      break
    case .group(let children):
      for child in children { self.segments(child, into: &segments) }
    case .keyed(let key, .group(let children)):
      for child in children { self.segments(.keyed(key, child), into: &segments) }
    case .rows(let rows):
      segments.append(.rows(rows))
    case .section(let header, let footer, let children):
      if !segments.isEmpty { segments.append(.node(.text("", .plain))) }
      if let header {
        segments.append(.node(.text(Node.sectionHeaderText(header), CellStyle(isBold: true))))
      }
      for child in children { self.segments(child, into: &segments) }
      if let footer { segments.append(.node(.text(footer, CellStyle(isDim: true)))) }
    default:
      segments.append(.node(node))
    }
  }

  /// The key of row `index` and a way to resolve it, so that it is resolved in its own scope.
  private func row(
    _ index: Int, of segments: [Segment]
  ) -> (key: String, resolve: () -> Node)? {
    var offset = index
    for (number, segment) in segments.enumerated() {
      if offset < segment.count {
        switch segment {
        case .node(let node): return ("item\(number)", { node })
        case .rows(let rows): return ("row:\(rows.id(offset))", { [offset] in rows.row(offset) })
        }
      }
      offset -= segment.count
    }
    return nil
  }

  func renderScroll(_ content: Node, width: Int, height: Int) -> [Line] {
    let key = nextKey("list")
    var segments: [Segment] = []
    self.segments(content, into: &segments)
    let total = segments.reduce(0) { $0 + $1.count }
    let firstRow = min(max(scrollOffsets[key] ?? 0, 0), max(total - 1, 0))
    let indicator = CellStyle(isDim: true)
    var lines: [Line] = []
    if firstRow > 0 {
      lines.append(Line("  ↑ \(grouped(firstRow)) more", style: indicator))
    }
    var index = firstRow
    func appendRow(limit: Int) -> Bool {
      guard let (rowKey, resolve) = row(index, of: segments) else { return false }
      let registered = (tasks: layer.tasks.count, appearances: layer.appearances.count)
      var inner = cursor
      inner.row = ListRow(list: key, index: index)
      inner.scope += "/\(key)/\(rowKey)"
      let rowLines = with(inner) {
        render(resolve(), width: width, height: limit)
      }
      guard rowLines.count <= limit || lines.count == (firstRow > 0 ? 1 : 0) else {
        // The row does not fit: it is not on screen, so neither is its work.
        layer.tasks.removeSubrange(registered.tasks...)
        layer.appearances.removeSubrange(registered.appearances...)
        return false
      }
      lines.append(contentsOf: rowLines.prefix(max(limit, 1)))
      index += 1
      return true
    }
    while index < total, lines.count < height - 1 {
      guard appendRow(limit: height - 1 - lines.count) else { break }
    }
    if index == total - 1, lines.count < height {
      _ = appendRow(limit: height - lines.count)
    }
    if index < total {
      lines.append(Line("  ↓ \(grouped(total - index)) more", style: indicator))
    }
    layer.lists[key] = ListWindow(firstRow: firstRow, lastRow: index - 1, count: total)
    return lines
  }
}

/// `12345` as `12,345`.
func grouped(_ number: Int) -> String {
  let digits = String(number.magnitude)
  var result = ""
  for (offset, digit) in digits.enumerated() {
    if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
    result.append(digit)
  }
  return number < 0 ? "-" + result : result
}
