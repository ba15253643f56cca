/// Laying nodes out in `width` columns: vertical stacks share their height with their flexible
/// children, rows share their width (text gives way before controls), text wraps.
extension FrameBuilder {
  func render(_ node: Node, width: Int, height: Int) -> [Line] {
    switch node {
    case .empty, .spacer:
      return []
    case .text(let text, let style):
      return wrap(text, width: width).map { Line($0, style: style) }
    case .control(let control):
      return renderControl(control, width: width)
    case .vertical(let children), .group(let children):
      return renderVertical(flattened(children), width: width, height: height)
    case .horizontal(let children):
      return renderHorizontal(flattened(children), width: width, height: height)
    case .rows(let rows):
      return renderVertical(flattened([.rows(rows)]), width: width, height: height)
    case .section(let header, let footer, let children):
      var lines: [Line] = []
      if let header { lines.append(sectionHeader(header, width: width)) }
      lines += renderVertical(flattened(children), width: width, height: height)
      if let footer {
        lines += wrap(footer, width: width).map { Line($0, style: CellStyle(isDim: true)) }
      }
      return lines
    case .scroll(let content):
      return renderScroll(content, width: width, height: height)
    case .progress(let label, let style):
      return wrap(Node.progressText(label), width: width).map { Line($0, style: style) }
    case .divider:
      return [Line(String(repeating: "─", count: width))]
    case .navigation(let navigation):
      let context = renderContext(
        root: navigation.root, path: navigation.path,
        size: Size(width: width, height: height), key: "stack")
      return context.screens.last?.lines ?? []
    case .tabs(let tabs):
      return renderTabs(tabs, width: width, height: height)
    case .identified(let identifier, let node):
      let first = layer.controls.count
      let lines = render(node, width: width, height: height)
      if layer.controls.count == first + 1, layer.controls[first].identifier == nil {
        layer.controls[first].identifier = identifier
      }
      return lines
    case .keyed(let key, let node):
      return inScope(key) { render(node, width: width, height: height) }
    case .toolbarItem(_, let node):
      return render(node, width: width, height: height)
    }
  }

  func flattened(_ nodes: [Node]) -> [Node] {
    nodes.flatMap { node -> [Node] in
      switch node {
      case .group(let children): flattened(children)
      case .keyed(let key, .group(let children)): flattened(children).map { .keyed(key, $0) }
      case .rows(let rows):
        (0..<rows.count).map { index in
          let key = "row:\(rows.id(index))"
          return .keyed(key, inScope(key) { rows.row(index) })
        }
      case .empty: []
      default: [node]
      }
    }
  }

  private func renderVertical(_ children: [Node], width: Int, height: Int) -> [Line] {
    let flexible = children.indices.filter { children[$0].isFlexible }
    var blocks = [[Line]](repeating: [], count: children.count)
    for index in children.indices where !flexible.contains(index) {
      blocks[index] = render(children[index], width: width, height: height)
    }
    var remaining = max(height - blocks.reduce(0) { $0 + $1.count }, flexible.count)
    for (number, index) in flexible.enumerated() {
      let share = remaining / (flexible.count - number)
      blocks[index] = render(children[index], width: width, height: share)
      remaining -= share
    }
    return blocks.flatMap { $0 }
  }

  /// Lays `children` out left to right, one column apart, with spacers sharing what is left.
  ///
  /// Every child is measured first (without drawing, see `Node+Measure`) and then drawn once, at
  /// the width it was given. When the row is too narrow for them all, text gives way first and
  /// controls after it, the widest first, so that every control stays on screen, truncated with
  /// `…` if need be. In a row, text keeps to its lines and is truncated rather than wrapped.
  private func renderHorizontal(_ children: [Node], width: Int, height: Int) -> [Line] {
    // A spacer takes at least one column, as SwiftUI's keeps a minimum length; what draws nothing
    // takes none, and no gap either.
    let measured = children.map { ($0, $0.isSpacer ? 1 : $0.idealWidth(within: width)) }
      .filter { $0.1 > 0 }
    let children = measured.map(\.0)
    var widths = measured.map(\.1)
    let gaps = children.indices.dropFirst().count {
      !children[$0].isSpacer && !children[$0 - 1].isSpacer
    }
    var excess = widths.reduce(gaps, +) - width
    // Most rows fit: minimums are measured only for one that does not.
    let minimums =
      excess > 0 ? children.map { $0.isSpacer ? 1 : $0.minimumWidth(within: width) } : []
    let textFirst: [(Node) -> Bool] = [\.isText, { !$0.isText && !$0.isSpacer }]
    for givesWay in textFirst where excess > 0 {
      let candidates = children.indices.filter { givesWay(children[$0]) }
      while excess > 0 {
        // The widest child that can still shrink; of equals, the last, so a row's start stays.
        guard
          let widest = candidates.reversed().filter({ widths[$0] > minimums[$0] })
            .max(by: { widths[$0] < widths[$1] })
        else { break }
        widths[widest] -= 1
        excess -= 1
      }
    }

    let blocks = children.indices.map { index in
      children[index].isSpacer
        ? nil : rowLines(children[index], width: widths[index], height: height)
    }
    let drawnWidths = blocks.map { block in block.map { $0.map(\.width).max() ?? 0 } ?? 0 }
    var leftover = max(width - drawnWidths.reduce(gaps, +), 0)
    var spacersLeft = children.count { $0.isSpacer }
    var rows = [Line](repeating: Line(), count: blocks.map { $0?.count ?? 0 }.max() ?? 0)
    for (index, block) in blocks.enumerated() {
      guard let block else {
        let share = leftover / spacersLeft
        leftover -= share
        spacersLeft -= 1
        for row in rows.indices { rows[row].pad(to: rows[row].width + share) }
        continue
      }
      let needsGap = index > 0 && blocks[index - 1] != nil
      for row in rows.indices {
        if needsGap { rows[row].append(" ") }
        var piece = row < block.count ? block[row] : Line()
        piece.pad(to: drawnWidths[index])
        rows[row].append(piece)
      }
    }
    return rows.map { $0.truncated(to: width) }
  }

  /// A child of a row drawn in `width` columns: text cut with `…` instead of wrapped.
  private func rowLines(_ node: Node, width: Int, height: Int) -> [Line] {
    switch node {
    case .text(let text, let style):
      text.split(separator: "\n", omittingEmptySubsequences: false).map {
        Line(String($0), style: style).truncated(to: width)
      }
    case .progress(let label, let style):
      [Line(Node.progressText(label), style: style).truncated(to: width)]
    case .keyed(let key, let inner):
      inScope(key) { rowLines(inner, width: width, height: height) }
    default:
      render(node, width: width, height: height)
    }
  }

  private func sectionHeader(_ title: String, width: Int) -> Line {
    Line(Node.sectionHeaderText(title), style: CellStyle(isBold: true)).truncated(to: width)
  }
}

/// Wraps text at spaces to `width` columns, breaking words longer than a line.
func wrap(_ text: String, width: Int) -> [String] {
  guard width > 0 else { return [] }
  var lines: [String] = []
  for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
    var current = ""
    for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
      var word = Substring(word)
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if candidate.terminalWidth <= width {
        current = candidate
        continue
      }
      if !current.isEmpty { lines.append(current) }
      while word.terminalWidth > width {
        var (prefix, rest) = word.split(atColumn: width)
        if prefix.isEmpty {
          // A character wider than the whole line gets a line of its own.
          prefix = rest.prefix(1)
          rest = rest.dropFirst()
        }
        lines.append(String(prefix))
        word = rest
      }
      current = String(word)
    }
    lines.append(current)
  }
  return lines
}
