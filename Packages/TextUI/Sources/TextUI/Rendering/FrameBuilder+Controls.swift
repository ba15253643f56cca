/// Controls and the tab bar: each control drawn is registered on its layer with a key, which is
/// how focus, steps and keys find it again.
extension FrameBuilder {
  func renderTabs(_ tabs: TabsNode, width: Int, height: Int) -> [Line] {
    var content = render(tabs.content, width: width, height: max(height - 2, 0))
    content = Array(content.prefix(max(height - 2, 0)))
    while content.count < height - 2 { content.append(Line()) }
    let bar = inScope("tabs") {
      var bar = Line()
      for (number, entry) in tabs.entries.enumerated() {
        bar.append(number == 0 ? " " : " │ ")
        let tab = ControlNode(
          kind: .tab(isSelected: entry.isSelected, select: entry.select), label: entry.title,
          labelNode: nil, role: nil, isEnabled: true, focus: nil, style: .plain)
        bar.append(renderControl(tab, width: width).first ?? Line())
      }
      return bar
    }
    return content + [Line(String(repeating: "─", count: width)), bar.truncated(to: width)]
  }

  func renderControl(_ control: ControlNode, width: Int) -> [Line] {
    let index = layer.controls.count
    let key = nextKey("control")
    let isFocused = key == focusKey
    if let focus = control.focus, focus.isFocused() {
      layer.modelFocusKeys.append(key)
    }
    layer.controls.append(
      ControlRecord(
        key: key, kind: control.kind, label: control.label, identifier: nil,
        isEnabled: control.isEnabled, role: control.role, focus: control.focus,
        row: cursor.row))

    let enabled = control.isEnabled
    let (open, close) = enabled ? ("[", "]") : ("(", ")")
    var style = control.style
    if control.role == .destructive, style.foreground == nil {
      style.foreground = RGB(red: 220, green: 50, blue: 47)
    }
    if !enabled { style.isDim = true }

    /// The label between what the control draws around it (and `reserving` columns after it),
    /// cut with `…` so that those stay.
    func labeled(
      _ before: String, _ after: String = "", reserving: Int = 0, style: CellStyle = style
    ) -> Line {
      var line = Line(before, style: style)
      let room = width - line.width - after.terminalWidth - reserving
      line.append(Line(control.label, style: style).truncated(to: max(room, 1)))
      line.append(after, style: style)
      return line
    }

    var lines: [Line]
    switch control.kind {
    case .button:
      let room = max(width - 2, 1)
      var label =
        control.labelNode.map { render($0, width: room, height: 1) } ?? [Line(control.label)]
      if label.count > 1 || (label.first?.width ?? 0) > room {
        // A label keeps to one line: when it does not fit, its text is cut with `…`.
        label = [Line(control.label).truncated(to: room)]
      }
      if label.isEmpty { label = [Line()] }
      let labelWidth = label.map(\.width).max() ?? 0
      lines = label.enumerated().map { number, line in
        var result = Line(number == 0 ? open : " ", style: style)
        var line = line
        if !enabled { line.applyStyle { $0.isDim = true } }
        if control.role == .destructive { line.applyStyle { $0.foreground = style.foreground } }
        line.pad(to: labelWidth)
        result.append(line)
        result.append(number == label.count - 1 ? close : " ", style: style)
        return result
      }
    case .textField(let text):
      // A long label gives way to the field, down to a field of four columns.
      var line = labeled("", ": \(open)", reserving: 5)
      let value = Line(text.wrappedValue, style: style)
      let room = max(width - line.width - close.terminalWidth, 1)
      let fieldWidth = min(max(value.width + 1, 16), room)
      // The end of the text, where typing happens, stays in view.
      var field = value.suffix(columns: isFocused ? fieldWidth - 1 : fieldWidth)
      if isFocused { field.append("▌", style: style) }
      field.pad(to: fieldWidth, style: style)
      line.append(field)
      line.append(close, style: style)
      lines = [line]
    case .toggle(let isOn):
      lines = [labeled("\(open)\(isOn.wrappedValue ? "x" : " ")\(close) ")]
    case .stepper(let increment, let decrement):
      let minus = enabled && decrement != nil ? "[-]" : "(-)"
      let plus = enabled && increment != nil ? "[+]" : "(+)"
      lines = [labeled("", "  \(minus) \(plus)")]
    case .pickerOption(let isSelected, _):
      lines = [labeled("\(isSelected ? "◉" : "○") ")]
    case .tab(let isSelected, _):
      var tabStyle = style
      tabStyle.isBold = isSelected
      tabStyle.isUnderlined = isSelected
      lines = [labeled("\(isSelected ? "●" : "○") ", style: tabStyle)]
    case .back:
      lines = [labeled("‹ ")]
    }
    lines = lines.map { $0.truncated(to: width) }
    if isFocused {
      for number in lines.indices { lines[number].applyStyle { $0.isInverse = true } }
    }
    if !lines.isEmpty { lines[0].startsControl(index) }
    return lines
  }
}
