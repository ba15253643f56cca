import IssueReporting
import Observation
import Synchronization

/// The engine every host shares: it draws frames of a root view, re-draws when observed state
/// changes, keeps keyboard focus and list scrolling, runs and tracks asynchronous work, and
/// carries out steps.
///
/// ``TestDriver``, ``LineModeHost`` and ``TerminalHost`` are thin shells around it, which is why
/// they produce the same frames for the same steps.
@MainActor
package final class HostRuntime {
  private let content: @MainActor () -> AnyView
  private let autoFocus: Bool
  private(set) var size: Size
  private(set) var focusKey: String?
  package private(set) var frame: RenderedFrame
  /// How many frames have been drawn; tests use it to see re-renders nobody asked for.
  private(set) var renderCount = 0
  var scrollOffsets: [String: Int] = [:]
  private var startedTasks: [String: Task<Void, Never>] = [:]
  /// The views on screen that asked to hear when they appear or disappear, by key.
  private var appeared: [String: AppearanceRecord] = [:]
  private var pendingWork: [Int: Task<Void, Never>] = [:]
  private var nextWorkID = 0
  private let invalidation = Invalidation()
  /// Called after every frame is drawn.
  var onRender: (@MainActor () -> Void)?

  /// - Parameter autoFocus: whether to focus the first control when nothing is focused, as a
  ///   keyboard-driven terminal needs; scripted hosts leave focus to the model and to `type`.
  package init(size: Size, autoFocus: Bool, content: @escaping @MainActor () -> AnyView) {
    self.size = size
    self.autoFocus = autoFocus
    self.content = content
    frame = .blank(size)
    render()
  }

  isolated deinit {
    // `.task` work belongs to views on screen; with the host gone, nothing is on screen.
    for task in startedTasks.values { task.cancel() }
  }

  // MARK: Drawing

  /// Draws a new frame now, and again while what views do on appearing changes what is drawn.
  func render() {
    for _ in 0..<Self.maxSettlingPasses {
      guard drawFrame(), invalidation.isSet else { return }
    }
  }

  /// How many frames one ``render()`` draws at most while views appear and disappear: a list
  /// whose rows build state as they appear settles in two.
  private static let maxSettlingPasses = 4

  /// Draws one frame; returns whether a view's appear or disappear action ran after it.
  private func drawFrame() -> Bool {
    invalidation.reset()
    let builtWith = focusKey
    var next = build()
    let onScreen = Set(next.controls.map(\.key))
    let focused = next.controls.first { $0.key == focusKey }
    if let hook = focused?.focus, !hook.isFocused() {
      // The model took focus away from the control it owns focus for.
      focusKey = nil
    }
    if let modelFocus = next.modelFocusKeys.first(where: onScreen.contains), modelFocus != focusKey
    {
      focusKey = modelFocus
    } else if focusKey.map(onScreen.contains) != true {
      focusKey = autoFocus ? Self.initialFocus(in: next.controls)?.key : nil
    }
    // The frame draws focus (a field's cursor, the inverse highlight), so it must be drawn again
    // whenever focus moved while deciding it, including to nothing.
    if focusKey != builtWith { next = build() }
    frame = next
    renderCount += 1
    startAndCancelTasks(next.tasks)
    let ranAppearances = notifyAppearances(next.appearances)
    onRender?()
    return ranAppearances
  }

  /// Where focus lands on a new screen: the first text field, ready for typing, else the first
  /// control of the content, else the first control of the bar.
  private static func initialFocus(in controls: [ControlRecord]) -> ControlRecord? {
    controls.first { if case .textField = $0.kind { $0.isEnabled } else { false } }
      ?? controls.first { !$0.key.contains("/bar/") && !$0.kind.isTab }
      ?? controls.first
  }

  /// Draws a new frame if observed state changed since the last one.
  package func renderIfNeeded() {
    if invalidation.isSet { render() }
  }

  /// The current frame as plain text, drawn anew first if observed state changed: what every
  /// host that prints frames (line mode, the test driver) shows.
  package var plainText: String {
    renderIfNeeded()
    return frame.canvas.plainText
  }

  func resize(to size: Size) {
    self.size = size
    render()
  }

  private func build() -> RenderedFrame {
    let builder = FrameBuilder(focusKey: focusKey, scrollOffsets: scrollOffsets)
    invalidation.isDrawing = true
    defer { invalidation.isDrawing = false }
    let frame = withObservationTracking {
      builder.build(content(), size: size)
    } onChange: { [invalidation, weak self] in
      if invalidation.set() {
        reportIssue(
          """
          Observed state was written while a view's body was being drawn. Drawing only reads: \
          build state in the model (an action, `.task` or `.onAppear`), not in `body`.
          """)
      }
      Task { @MainActor in self?.renderIfNeeded() }
    }
    #if DEBUG
      // Tracking starts only once the frame is built, so draw it once more and throw it away: a
      // body that writes what this frame read now trips the tracking and reports the issue.
      _ = FrameBuilder(focusKey: focusKey, scrollOffsets: scrollOffsets).build(
        content(), size: size)
    #endif
    return frame
  }

  // MARK: Work

  func perform(_ action: ControlAction) {
    switch action {
    case .sync(let body): body()
    case .async(let body): _ = track(body)
    }
  }

  private func track(_ body: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
    let id = nextWorkID
    nextWorkID += 1
    // Runs at once up to its first suspension, so a frame drawn right after the tap already
    // shows what the work set before suspending (a progress indicator, a disabled button).
    let task = Task.immediate { [weak self] in
      await body()
      self?.pendingWork[id] = nil
    }
    pendingWork[id] = task
    return task
  }

  private func startAndCancelTasks(_ records: [TaskRecord]) {
    let live = Set(records.map(\.key))
    for (key, task) in startedTasks where !live.contains(key) {
      task.cancel()
      startedTasks[key] = nil
    }
    for record in records where startedTasks[record.key] == nil {
      startedTasks[record.key] = track(record.action)
    }
  }

  /// Calls the disappear actions of views that left the screen, then the appear actions of views
  /// that came onto it; returns whether any ran.
  private func notifyAppearances(_ records: [AppearanceRecord]) -> Bool {
    guard !records.isEmpty || !appeared.isEmpty else { return false }
    let onScreen = Dictionary(records.map { ($0.key, $0) }) { first, _ in first }
    let gone = appeared.filter { onScreen[$0.key] == nil }.values.sorted { $0.key < $1.key }
    let new = records.filter { appeared[$0.key] == nil }
    appeared = onScreen
    var ran = false
    for record in gone {
      guard let action = record.onDisappear else { continue }
      action()
      ran = true
    }
    for record in new {
      guard let action = record.onAppear else { continue }
      action()
      ran = true
    }
    return ran
  }

  /// Waits until no tracked work is running and every change it made has been drawn.
  package func wait() async {
    while true {
      renderIfNeeded()
      if let (id, task) = pendingWork.first {
        await task.value
        pendingWork[id] = nil
        continue
      }
      await Task.yield()
      if pendingWork.isEmpty, !invalidation.isSet { return }
    }
  }

  // MARK: Focus

  /// Moves keyboard focus, writing to the focus state of the controls it leaves and enters.
  func focus(_ key: String?) {
    let controls = frame.controls
    if key != focusKey, let old = controls.first(where: { $0.key == focusKey }) {
      old.focus?.blur()
    }
    focusKey = key
    if let new = controls.first(where: { $0.key == key }), let hook = new.focus, !hook.isFocused() {
      hook.focus()
    }
    render()
  }

  var focusedControl: ControlRecord? {
    frame.controls.first { $0.key == focusKey }
  }
}

/// Set from any thread when observed state changes; read on the main actor before drawing.
private final class Invalidation: Sendable {
  private struct State {
    var isSet = false
    var isDrawing = false
  }

  private let state = Mutex(State())

  var isSet: Bool { state.withLock { $0.isSet } }

  /// Whether a frame is being drawn now, so a change made meanwhile was made by drawing.
  var isDrawing: Bool {
    get { state.withLock { $0.isDrawing } }
    set { state.withLock { $0.isDrawing = newValue } }
  }

  /// Marks the frame stale; returns whether the change happened while a frame was drawn.
  func set() -> Bool {
    state.withLock { state in
      state.isSet = true
      return state.isDrawing
    }
  }

  func reset() { state.withLock { $0.isSet = false } }
}
