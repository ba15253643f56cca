/// What views inherit from the modifiers around them.
struct Environment {
  var isDisabled = false
  var foreground: RGB?
  var isBold = false
  var focus: FocusHook?

  var textStyle: CellStyle { CellStyle(foreground: foreground, isBold: isBold) }
}

/// What a screen declares while it is resolved: its bar, and the screens it pushes.
@MainActor
final class ScreenInfo {
  var title: String?
  var toolbar: [(ToolbarItemPlacement, Node)] = []
  var drillDowns: [DrillDown] = []
  var innerContexts: [ContextRecord] = []
  var cancellationControl: Int?
}

/// The screens of one navigation stack, bottom first.
@MainActor
final class ContextRecord {
  var screens: [ScreenRecord] = []
}

/// One screen of a stack, drawn at the size of its stack.
struct ScreenRecord {
  let info: ScreenInfo
  let lines: [Line]
  let dismiss: ControlAction?
}

/// A presentation found while resolving a layer: it becomes a layer of its own above it.
struct PresentationRequest {
  let style: PresentationStyle
  let content: @MainActor () -> AnyView
  let dismiss: ControlAction
  let key: String
}

/// A control placed on a frame.
struct ControlRecord {
  let key: String
  let kind: ControlKind
  let label: String
  var identifier: String?
  let isEnabled: Bool
  let role: ButtonRole?
  let focus: FocusHook?
  /// The list and row the control is in, for scrolling the list as focus moves.
  let row: ListRow?
}

/// A row of a scrolling list.
struct ListRow: Hashable {
  let list: String
  let index: Int
}

/// The window of a scrolling list as drawn.
struct ListWindow {
  let firstRow: Int
  let lastRow: Int
  let count: Int
}

/// Work started by `.task`, identified by where it was declared.
struct TaskRecord {
  let key: String
  let action: @MainActor () async -> Void
}

/// What to do when a view appears on screen or leaves it, identified by where it was declared.
struct AppearanceRecord {
  let key: String
  let onAppear: (@MainActor () -> Void)?
  let onDisappear: (@MainActor () -> Void)?
}

/// What "back" does on the top layer.
enum BackTarget {
  /// Press this control (a cancellation toolbar button, which may be disabled).
  case control(ControlRecord)
  /// Pop a screen or dismiss a presentation.
  case action(ControlAction)
}

/// Everything gathered while drawing one layer (the base screen or one presentation).
@MainActor
final class LayerCollector {
  var controls: [ControlRecord] = []
  var presentations: [PresentationRequest] = []
  var tasks: [TaskRecord] = []
  var appearances: [AppearanceRecord] = []
  var modelFocusKeys: [String] = []
  var lists: [String: ListWindow] = [:]
}

/// One drawn layer.
struct LayerResult {
  let size: Size
  let lines: [Line]
  let controls: [ControlRecord]
  let back: BackTarget?
  let presentations: [PresentationRequest]
  let tasks: [TaskRecord]
  let appearances: [AppearanceRecord]
  let modelFocusKeys: [String]
  let lists: [String: ListWindow]

  var naturalHeight: Int {
    (lines.lastIndex { !$0.isBlank } ?? -1) + 1
  }
}

/// A frame ready to show, with what the top layer offers to interact with.
struct RenderedFrame {
  let canvas: Canvas
  /// The controls of the top layer that are on screen, in reading order.
  let controls: [ControlRecord]
  let back: BackTarget?
  let tasks: [TaskRecord]
  let appearances: [AppearanceRecord]
  let modelFocusKeys: [String]
  let lists: [String: ListWindow]
}

/// Resolves views into nodes and lays nodes out into a frame, in one pass per frame.
///
/// Resolution and layout are interleaved on purpose: a list's rows are resolved only when layout
/// reaches them, and only for the visible window.
@MainActor
final class FrameBuilder {
  let focusKey: String?
  let scrollOffsets: [String: Int]
  var environment = Environment()
  var screen = ScreenInfo()
  var layer = LayerCollector()
  private var scope = ""
  private var counters: [String: Int] = [:]
  private var currentRow: ListRow?

  init(focusKey: String?, scrollOffsets: [String: Int]) {
    self.focusKey = focusKey
    self.scrollOffsets = scrollOffsets
  }

  // MARK: Resolution

  func resolve(_ view: any View) -> Node {
    if let primitive = view as? any PrimitiveView {
      return primitive.makeNode(self)
    }
    return resolve(view.body)
  }

  func with<T>(_ environment: Environment, _ body: () -> T) -> T {
    let saved = self.environment
    self.environment = environment
    defer { self.environment = saved }
    return body()
  }

  func control(
    _ kind: ControlKind, label: String, labelNode: Node? = nil, role: ButtonRole? = nil
  ) -> Node {
    .control(
      ControlNode(
        kind: kind, label: label, labelNode: labelNode, role: role,
        isEnabled: !environment.isDisabled, focus: environment.focus,
        style: environment.textStyle))
  }

  func registerTask(_ action: @escaping @MainActor () async -> Void) {
    layer.tasks.append(TaskRecord(key: nextKey("task"), action: action))
  }

  func registerAppearance(
    onAppear: (@MainActor () -> Void)?, onDisappear: (@MainActor () -> Void)?
  ) {
    layer.appearances.append(
      AppearanceRecord(key: nextKey("appearance"), onAppear: onAppear, onDisappear: onDisappear))
  }

  func present(
    style: PresentationStyle, content: @escaping @MainActor () -> AnyView, dismiss: ControlAction
  ) {
    layer.presentations.append(
      PresentationRequest(style: style, content: content, dismiss: dismiss, key: nextKey("present"))
    )
  }

  private func nextKey(_ kind: String) -> String {
    let counter = "\(scope)|\(kind)"
    let number = counters[counter, default: 0]
    counters[counter] = number + 1
    return "\(scope)/\(kind)\(number)"
  }

  private func inScope<T>(_ name: String, _ body: () -> T) -> T {
    let saved = scope
    scope = "\(scope)/\(name)"
    defer { scope = saved }
    return body()
  }

  // MARK: Frames and layers

  func build(_ root: AnyView, size: Size) -> RenderedFrame {
    var canvas = Canvas(size: size)
    let base = renderLayer(root, size: size, key: "base", dismiss: nil)
    canvas.draw(base.lines, in: Rect(x: 0, y: 0, width: size.width, height: size.height))
    var layers = [base]

    func present(_ requests: [PresentationRequest]) {
      for request in requests {
        canvas.dim()
        let probe = request.style.frame(size, max(size.height - 2, 1))
        let measureSize = Size(width: max(probe.width - 4, 1), height: max(size.height - 2, 1))
        let measured = renderLayer(
          request.content(), size: measureSize, key: request.key, dismiss: request.dismiss)
        let rect = request.style.frame(size, measured.naturalHeight).clamped(to: size)
        let inner = Size(width: max(rect.width - 4, 1), height: max(rect.height - 2, 1))
        let final =
          inner == measureSize
          ? measured
          : renderLayer(request.content(), size: inner, key: request.key, dismiss: request.dismiss)
        canvas.box(rect, border: request.style.border)
        canvas.draw(
          final.lines,
          in: Rect(x: rect.x + 2, y: rect.y + 1, width: inner.width, height: inner.height))
        layers.append(final)
        present(final.presentations)
      }
    }
    present(base.presentations)

    let top = layers.last ?? base
    return RenderedFrame(
      canvas: canvas, controls: top.controls, back: top.back,
      tasks: layers.flatMap(\.tasks), appearances: layers.flatMap(\.appearances),
      modelFocusKeys: top.modelFocusKeys, lists: top.lists)
  }

  private func renderLayer(
    _ view: AnyView, size: Size, key: String, dismiss: ControlAction?
  ) -> LayerResult {
    let saved = (layer, screen, scope, environment)
    layer = LayerCollector()
    screen = ScreenInfo()
    scope = key
    environment = Environment()
    defer { (layer, screen, scope, environment) = saved }

    let context = renderContext(root: view, path: nil, size: size, key: "stack")
    let lines = context.screens.last?.lines ?? []
    return LayerResult(
      size: size,
      lines: lines,
      controls: lines.flatMap(\.controls).map { layer.controls[$0] },
      back: backTarget(in: context) ?? dismiss.map(BackTarget.action),
      presentations: layer.presentations,
      tasks: layer.tasks,
      appearances: layer.appearances,
      modelFocusKeys: layer.modelFocusKeys,
      lists: layer.lists
    )
  }

  private func backTarget(in context: ContextRecord) -> BackTarget? {
    guard let top = context.screens.last else { return nil }
    for inner in top.info.innerContexts.reversed() {
      if let target = backTarget(in: inner) { return target }
    }
    if let cancel = top.info.cancellationControl {
      return .control(layer.controls[cancel])
    }
    if context.screens.count > 1, let dismiss = top.dismiss {
      return .action(dismiss)
    }
    return nil
  }

  // MARK: Navigation stacks and screens

  private func renderContext(
    root: AnyView, path: PathScreens?, size: Size, key: String
  ) -> ContextRecord {
    let context = ContextRecord()
    let parent = screen
    let stackKey = nextKey(key)

    func push(_ view: AnyView, dismiss: ControlAction?) {
      let depth = context.screens.count
      let record = renderScreen(
        view, depth: depth, dismiss: dismiss, size: size, key: "\(stackKey).\(depth)")
      context.screens.append(record)
      for drillDown in record.info.drillDowns {
        push(drillDown.content(), dismiss: .sync(drillDown.dismiss))
      }
    }
    push(root, dismiss: nil)
    for view in path?.screens ?? [] {
      push(view, dismiss: path.map { .sync($0.pop) })
    }
    screen = parent
    parent.innerContexts.append(context)
    return context
  }

  private func renderScreen(
    _ view: AnyView, depth: Int, dismiss: ControlAction?, size: Size, key: String
  ) -> ScreenRecord {
    let info = ScreenInfo()
    let saved = (screen, scope, currentRow)
    screen = info
    scope = key
    currentRow = nil
    defer { (screen, scope, currentRow) = saved }

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

  // MARK: Layout

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
      return wrap("⟳" + (label.map { " " + $0 } ?? ""), width: width).map { Line($0, style: style) }
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

  private func flattened(_ nodes: [Node]) -> [Node] {
    nodes.flatMap { node -> [Node] in
      switch node {
      case .group(let children): flattened(children)
      case .keyed(let key, .group(let children)): flattened(children).map { .keyed(key, $0) }
      case .rows(let rows): (0..<rows.count).map { .keyed("row:\(rows.id($0))", rows.row($0)) }
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

  private func renderHorizontal(_ children: [Node], width: Int, height: Int) -> [Line] {
    var blocks: [(lines: [Line], width: Int)?] = []
    var used = 0
    for child in children {
      if case .spacer = child {
        blocks.append(nil)
        continue
      }
      let lines = render(child, width: max(width - used, 0), height: height)
      let blockWidth = lines.map(\.width).max() ?? 0
      guard blockWidth > 0 else { continue }
      blocks.append((lines, blockWidth))
      used += blockWidth + 1
    }
    let spacers = blocks.filter { $0 == nil }.count
    var leftover = max(width - max(used - 1, 0), 0)
    let height = blocks.map { $0?.lines.count ?? 0 }.max() ?? 0
    var rows = [Line](repeating: Line(), count: height)
    var spacersLeft = spacers
    for (number, block) in blocks.enumerated() {
      guard let block else {
        let share = leftover / spacersLeft
        leftover -= share
        spacersLeft -= 1
        for row in rows.indices { rows[row].pad(to: rows[row].width + share) }
        continue
      }
      let needsGap = number > 0 && blocks[number - 1] != nil
      for row in rows.indices {
        if needsGap { rows[row].append(" ") }
        var piece = row < block.lines.count ? block.lines[row] : Line()
        piece.pad(to: block.width)
        rows[row].append(piece)
      }
    }
    return rows.map { $0.truncated(to: width) }
  }

  private func sectionHeader(_ title: String, width: Int) -> Line {
    Line("── \(title) ──", style: CellStyle(isBold: true)).truncated(to: width)
  }

  // MARK: Lists

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
      if let header { segments.append(.node(.text("── \(header) ──", CellStyle(isBold: true)))) }
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

  private func renderScroll(_ content: Node, width: Int, height: Int) -> [Line] {
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
      let saved = currentRow
      currentRow = ListRow(list: key, index: index)
      defer { currentRow = saved }
      let registered = (tasks: layer.tasks.count, appearances: layer.appearances.count)
      let rowLines = inScope("\(key)/\(rowKey)") {
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

  // MARK: Tabs

  private func renderTabs(_ tabs: TabsNode, width: Int, height: Int) -> [Line] {
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

  // MARK: Controls

  private func renderControl(_ control: ControlNode, width: Int) -> [Line] {
    let index = layer.controls.count
    let key = nextKey("control")
    let isFocused = key == focusKey
    if let focus = control.focus, focus.isFocused() {
      layer.modelFocusKeys.append(key)
    }
    layer.controls.append(
      ControlRecord(
        key: key, kind: control.kind, label: control.label, identifier: nil,
        isEnabled: control.isEnabled, role: control.role, focus: control.focus, row: currentRow))

    let enabled = control.isEnabled
    let (open, close) = enabled ? ("[", "]") : ("(", ")")
    var style = control.style
    if control.role == .destructive, style.foreground == nil {
      style.foreground = RGB(red: 220, green: 50, blue: 47)
    }
    if !enabled { style.isDim = true }

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
      var line = Line("\(control.label): \(open)", style: style)
      let value = Line(text.wrappedValue, style: style)
      let room = max(width - line.width - 2, 1)
      let fieldWidth = min(max(value.width + 1, 16), room)
      // The end of the text, where typing happens, stays in view.
      var field = value.suffix(columns: isFocused ? fieldWidth - 1 : fieldWidth)
      if isFocused { field.append("▌", style: style) }
      field.pad(to: fieldWidth, style: style)
      line.append(field)
      line.append(close, style: style)
      lines = [line]
    case .toggle(let isOn):
      lines = [
        Line("\(open)\(isOn.wrappedValue ? "x" : " ")\(close) \(control.label)", style: style)
      ]
    case .stepper(let increment, let decrement):
      let minus = enabled && decrement != nil ? "[-]" : "(-)"
      let plus = enabled && increment != nil ? "[+]" : "(+)"
      lines = [Line("\(control.label)  \(minus) \(plus)", style: style)]
    case .pickerOption(let isSelected, _):
      lines = [Line("\(isSelected ? "◉" : "○") \(control.label)", style: style)]
    case .tab(let isSelected, _):
      var tabStyle = style
      tabStyle.isBold = isSelected
      tabStyle.isUnderlined = isSelected
      lines = [Line("\(isSelected ? "●" : "○") \(control.label)", style: tabStyle)]
    case .back:
      lines = [Line("‹ \(control.label)", style: style)]
    }
    lines = lines.map { $0.truncated(to: width) }
    if isFocused {
      for number in lines.indices { lines[number].applyStyle { $0.isInverse = true } }
    }
    if !lines.isEmpty { lines[0].controls.append(index) }
    return lines
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
