/// Navigation stacks and their screens: each screen is drawn with its bar (back or cancellation
/// button, title, toolbar) at the size of its stack, and the top one is what shows.
extension FrameBuilder {
  func renderContext(
    root: AnyView, path: PathScreens?, size: Size, key: String
  ) -> ContextRecord {
    let context = ContextRecord()
    let parent = screen
    let stackKey = nextKey(key)

    // A screen's key is where it was pushed from and what it shows, so a screen that takes
    // another's place (another path element, another drill-down item) is new content.
    var tasksOfScreens: [Range<Int>] = []
    func push(_ view: AnyView, dismiss: ControlAction?, key: String) {
      let depth = context.screens.count
      let firstTask = layer.tasks.count
      let record = renderScreen(view, depth: depth, dismiss: dismiss, size: size, key: key)
      context.screens.append(record)
      tasksOfScreens.append(firstTask..<layer.tasks.count)
      for drillDown in record.info.drillDowns {
        push(drillDown.content(), dismiss: .sync(drillDown.dismiss), key: drillDown.key)
      }
    }
    push(root, dismiss: nil, key: "\(stackKey).0")
    for (index, screen) in (path?.screens ?? []).enumerated() {
      push(
        screen.view, dismiss: path.map { .sync($0.pop) },
        key: "\(stackKey).path\(index)\(screen.identity)")
    }
    // A covered screen's tasks end, and start again once a pop uncovers it, as SwiftUI's do.
    for covered in tasksOfScreens.dropLast().reversed() {
      layer.tasks.removeSubrange(covered)
    }
    parent.innerContexts.append(context)
    return context
  }

  private func renderScreen(
    _ view: AnyView, depth: Int, dismiss: ControlAction?, size: Size, key: String
  ) -> ScreenRecord {
    let info = ScreenInfo()
    var inner = cursor
    inner.screen = info
    inner.scope = key
    inner.row = nil
    return with(inner) {
      let node = resolve(view)
      let hasBar = info.title != nil || !info.toolbar.isEmpty || depth > 0
      let contentHeight = max(size.height - (hasBar ? 2 : 0), 0)
      var lines: [Line] = []
      if hasBar {
        lines.append(renderBar(info, canGoBack: depth > 0 ? dismiss : nil, width: size.width))
        lines.append(Line(String(repeating: "─", count: size.width)))
      }
      let content = render(node, width: size.width, height: contentHeight)
      lines.append(contentsOf: scrolledToFocus(content, height: contentHeight))
      return ScreenRecord(
        info: info, lines: lines.map { $0.truncated(to: size.width) }, dismiss: dismiss)
    }
  }

  private func scrolledToFocus(_ lines: [Line], height: Int) -> [Line] {
    guard lines.count > height else { return lines }
    let focusedLine = lines.firstIndex { line in
      line.controls.contains { layer.controls[$0].key == focusKey }
    }
    let offset = focusedLine.map { max($0 - height + 1, 0) } ?? 0
    return Array(lines[offset..<offset + height])
  }

  private func renderBar(_ info: ScreenInfo, canGoBack dismiss: ControlAction?, width: Int) -> Line
  {
    inScope("bar") {
      var left = Line()
      let cancellations = info.toolbar.filter { $0.0 == .cancellationAction }
      if !cancellations.isEmpty {
        let first = layer.controls.count
        left = joined(cancellations.map { barItem($0.1, width: width / 3) })
        if layer.controls.count > first { info.cancellationControl = first }
      } else if let dismiss {
        left =
          renderControl(
            ControlNode(
              kind: .back(dismiss), label: "Back", labelNode: nil, role: nil, isEnabled: true,
              focus: nil, style: .plain),
            width: width
          ).first ?? Line()
      }
      let secondary = info.toolbar.filter { $0.0 == .secondaryAction || $0.0 == .automatic }
      let primary = info.toolbar.filter { $0.0 == .primaryAction || $0.0 == .confirmationAction }
      let right = joined((secondary + primary).map { barItem($0.1, width: width / 2) })

      var line = left
      if let title = info.title {
        let start = max((width - title.terminalWidth) / 2, left.width + 2)
        let room = width - right.width - 1 - start
        if room > 0 {
          line.pad(to: start)
          line.append(Line(title, style: CellStyle(isBold: true)).truncated(to: room))
        }
      }
      line.pad(to: max(width - right.width, line.width + 1))
      line.append(right)
      return line.truncated(to: width)
    }
  }

  private func barItem(_ node: Node, width: Int) -> Line {
    render(node, width: width, height: 1).first ?? Line()
  }

  private func joined(_ lines: [Line]) -> Line {
    var result = Line()
    for line in lines where line.width > 0 {
      if result.width > 0 { result.append(" ") }
      result.append(line)
    }
    return result
  }
}
