/// Widths measured without drawing: nothing is registered and no row of a lazy list is resolved,
/// so a row can share out its width among its children before it draws any of them.
///
/// Each width mirrors what the `FrameBuilder` extensions draw for the node; `available` is the
/// width of the row, which nodes that fill what they are given (lists, dividers, rows with a
/// spacer) ask for whole.
extension Node {
  /// The columns the node takes when it is given all it asks for.
  @MainActor
  func idealWidth(within available: Int) -> Int {
    switch self {
    case .empty, .spacer:
      0
    case .text(let text, _):
      Self.widestLine(text)
    case .progress(let label, _):
      Self.progressText(label).terminalWidth
    case .control(let control):
      control.idealWidth(within: available)
    case .vertical(let children), .group(let children):
      children.map { $0.idealWidth(within: available) }.max() ?? 0
    case .section(let header, let footer, let children):
      max(
        header.map { Self.sectionHeaderText($0).terminalWidth } ?? 0,
        footer.map(Self.widestLine) ?? 0,
        children.map { $0.idealWidth(within: available) }.max() ?? 0)
    case .horizontal(let children):
      children.contains(where: \.isSpacer)
        ? available
        : Self.rowWidth(children) { $0.idealWidth(within: available) }
    case .rows, .scroll, .divider, .navigation, .tabs:
      available
    case .identified(_, let node), .keyed(_, let node), .toolbarItem(_, let node):
      node.idealWidth(within: available)
    }
  }

  /// The fewest columns the node can be drawn in and still show what it is: one for text (an
  /// `…`), a control's brackets and marks around one column of label.
  @MainActor
  func minimumWidth(within available: Int) -> Int {
    let ideal = idealWidth(within: available)
    return switch self {
    case .text, .progress, .rows, .scroll, .divider, .navigation, .tabs:
      min(ideal, 1)
    case .control(let control):
      min(ideal, control.minimumWidth)
    case .vertical(let children), .group(let children), .section(_, _, let children):
      min(ideal, children.map { $0.minimumWidth(within: available) }.max() ?? 0)
    case .horizontal(let children):
      Self.rowWidth(children) { $0.isSpacer ? 1 : $0.minimumWidth(within: available) }
    case .identified(_, let node), .keyed(_, let node), .toolbarItem(_, let node):
      node.minimumWidth(within: available)
    case .empty, .spacer:
      0
    }
  }

  /// Whether the node is text, which gives way before controls when a row is too narrow (and
  /// which a row cuts rather than wraps).
  var isText: Bool {
    switch self {
    case .text, .progress: true
    case .keyed(_, let node): node.isText
    default: false
    }
  }

  var isSpacer: Bool {
    if case .spacer = self { true } else { false }
  }

  /// The columns of a row of `children`: their widths, plus one between two that are not spacers.
  @MainActor
  private static func rowWidth(_ children: [Node], width: (Node) -> Int) -> Int {
    var total = 0
    var previousIsBlock = false
    for child in children {
      let childWidth = width(child)
      guard child.isSpacer || childWidth > 0 else { continue }
      if previousIsBlock, !child.isSpacer { total += 1 }
      total += childWidth
      previousIsBlock = !child.isSpacer
    }
    return total
  }

  private static func widestLine(_ text: String) -> Int {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(\.terminalWidth).max() ?? 0
  }

  static func progressText(_ label: String?) -> String {
    "⟳" + (label.map { " " + $0 } ?? "")
  }

  static func sectionHeaderText(_ title: String) -> String {
    "── \(title) ──"
  }
}

extension ControlNode {
  /// The columns the control takes with its whole label.
  @MainActor
  func idealWidth(within available: Int) -> Int {
    switch kind {
    case .button:
      // A label made of views may fill the row (a spacer in it): it gets what is available.
      2
        + (labelNode.map { min($0.idealWidth(within: available - 2), available - 2) }
          ?? label.terminalWidth)
    case .textField(let text):
      label.terminalWidth + 3 + max(text.wrappedValue.terminalWidth + 1, 16) + 1
    case .toggle:
      4 + label.terminalWidth
    case .stepper:
      label.terminalWidth + 9
    case .pickerOption, .tab, .back:
      2 + label.terminalWidth
    }
  }

  /// The columns the control takes with one column of label (an `…`) and, for a text field, a
  /// field of four.
  var minimumWidth: Int {
    switch kind {
    case .button: 3
    case .textField: 9
    case .toggle: 5
    case .stepper: 10
    case .pickerOption, .tab, .back: 3
    }
  }
}
