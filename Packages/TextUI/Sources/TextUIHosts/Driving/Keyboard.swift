/// A key the terminal host understands. ``TestDriver/press(_:)`` sends the same keys, so keyboard
/// behaviour is testable without a terminal.
public enum Key: Hashable, Sendable {
  /// Previous control.
  case up
  /// Next control.
  case down
  /// Decrement a focused stepper; otherwise the previous control.
  case left
  /// Increment a focused stepper; otherwise the next control.
  case right
  /// Next control, wrapping around.
  case tab
  /// Previous control, wrapping around (Shift-Tab).
  case backTab
  /// Activate the focused control: tap, toggle, select, increment; in a text field, next control.
  case enter
  /// Toggle or tap the focused control; in a text field, a space.
  case space
  /// Back: the `back` step.
  case escape
  /// Delete the last character of the focused text field.
  case backspace
  /// Scroll the focused list a page up.
  case pageUp
  /// Scroll the focused list a page down.
  case pageDown
  /// Type into the focused text field; elsewhere `+`/`-` step a stepper and `1`…`9` select a
  /// tab.
  case character(Character)
}

extension HostRuntime {
  /// Handles one key press on the current frame, then draws the result.
  ///
  /// - Throws: ``StepError`` when the key asks for something impossible (activating a disabled
  ///   control, going back from the root).
  package func handle(_ key: Key) throws {
    renderIfNeeded()
    let focused = focusedControl
    switch (key, focused?.kind) {
    case (.tab, _): moveFocus(by: 1, wrapping: true)
    case (.backTab, _): moveFocus(by: -1, wrapping: true)
    case (.down, _): moveFocus(by: 1, wrapping: false)
    case (.up, _): moveFocus(by: -1, wrapping: false)
    case (.escape, _): try performNow(.back)
    case (.pageDown, _): scrollPage(by: 1)
    case (.pageUp, _): scrollPage(by: -1)
    case (.left, .stepper?), (.character("-"), .stepper?):
      if let focused { try act(on: focused, as: .decrement(focused.label)) }
    case (.right, .stepper?), (.character("+"), .stepper?), (.character("="), .stepper?):
      if let focused { try act(on: focused, as: .increment(focused.label)) }
    case (.left, .textField?), (.right, .textField?): break
    case (.left, _): moveFocus(by: -1, wrapping: false)
    case (.right, _): moveFocus(by: 1, wrapping: false)
    case (.backspace, .textField(let text)?):
      if focused?.isEnabled == true, !text.wrappedValue.isEmpty { text.wrappedValue.removeLast() }
    case (.space, .textField(let text)?):
      if focused?.isEnabled == true { text.wrappedValue.append(" ") }
    case (.character(let character), .textField(let text)?):
      // A control character typed or pasted would end up in the model and, from there, in a store
      // or a link: the field takes only what it can show.
      if focused?.isEnabled == true, !character.unicodeScalars.contains(where: \.isTerminalControl)
      {
        text.wrappedValue.append(character)
      }
    case (.enter, .textField?): moveFocus(by: 1, wrapping: false)
    case (.enter, _), (.space, _):
      if let focused { try activate(focused) }
    case (.character(let character), _):
      let tabs = frame.controls.filter(\.kind.isTab)
      if let number = character.wholeNumberValue, tabs.indices.contains(number - 1) {
        try performNow(.tab(tabs[number - 1].label))
      }
    case (.backspace, _): break
    }
    render()
  }

  private func activate(_ control: ControlRecord) throws {
    switch control.kind {
    case .toggle: try act(on: control, as: .toggle(control.label))
    case .stepper: try act(on: control, as: .increment(control.label))
    case .tab: try performNow(.tab(control.label))
    default: try act(on: control, as: .tap(control.label))
    }
  }

  /// Moves focus through the controls on screen; at the edge of a list's window the list scrolls
  /// one row at a time so that focus can reach every row.
  private func moveFocus(by delta: Int, wrapping: Bool) {
    let controls = frame.controls
    guard !controls.isEmpty else { return }
    guard let index = controls.firstIndex(where: { $0.key == focusKey }) else {
      focus(delta > 0 ? controls.first?.key : controls.last?.key)
      return
    }
    if let row = controls[index].row, scrollList(of: row, from: index, by: delta) { return }
    var target = index + delta
    if wrapping { target = (target + controls.count) % controls.count }
    guard controls.indices.contains(target) else { return }
    focus(controls[target].key)
  }

  /// Scrolls the list holding `row` when focus is about to leave its window while it has more rows
  /// that way, then focuses the nearest control of the rows brought into view.
  private func scrollList(of row: ListRow, from index: Int, by delta: Int) -> Bool {
    let controls = frame.controls
    let target = index + delta
    let staysInList =
      controls.indices.contains(target) && controls[target].row?.list == row.list
    guard !staysInList, let window = frame.lists[row.list] else { return false }
    let canScroll = delta > 0 ? window.lastRow < window.count - 1 : window.firstRow > 0
    guard canScroll else { return false }
    var offset = window.firstRow
    for _ in 0..<max(window.count, 1) {
      offset += delta
      scrollOffsets[row.list] = max(offset, 0)
      render()
      let candidates = frame.controls.filter { control in
        guard let other = control.row, other.list == row.list else { return false }
        return delta > 0 ? other.index > row.index : other.index < row.index
      }
      if let next = delta > 0 ? candidates.first : candidates.last {
        focus(next.key)
        return true
      }
      guard let window = frame.lists[row.list],
        delta > 0 ? window.lastRow < window.count - 1 : window.firstRow > 0
      else { return true }
    }
    return true
  }

  /// Scrolls the list the focus is in, else the screen's only list (text to read, with nothing
  /// in it to focus), a page.
  private func scrollPage(by direction: Int) {
    let onlyList = frame.lists.count == 1 ? frame.lists.keys.first : nil
    guard let list = focusedControl?.row?.list ?? onlyList, let window = frame.lists[list] else {
      return
    }
    let page = max(window.lastRow - window.firstRow, 1)
    let first = min(max(window.firstRow + direction * page, 0), max(window.count - 1, 0))
    scrollOffsets[list] = first
    render()
    let inList = frame.controls.filter { $0.row?.list == list }
    if focusedControl?.row?.list == list || focusedControl == nil {
      focus(inList.first?.key ?? focusKey)
    }
  }
}
