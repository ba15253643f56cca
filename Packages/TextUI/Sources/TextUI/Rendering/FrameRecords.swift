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
package struct ControlRecord {
  package let key: String
  package let kind: ControlKind
  package let label: String
  package var identifier: String?
  package let isEnabled: Bool
  let role: ButtonRole?
  package let focus: FocusHook?
  /// The list and row the control is in, for scrolling the list as focus moves.
  package let row: ListRow?
}

/// A row of a scrolling list.
package struct ListRow: Hashable {
  package let list: String
  package let index: Int
}

/// The window of a scrolling list as drawn.
package struct ListWindow {
  package let firstRow: Int
  package let lastRow: Int
  package let count: Int
}

/// Work started by `.task`, identified by where it was declared.
package struct TaskRecord {
  package let key: String
  package let action: @MainActor () async -> Void
}

/// What to do when a view appears on screen or leaves it, identified by where it was declared.
package struct AppearanceRecord {
  package let key: String
  package let onAppear: (@MainActor () -> Void)?
  package let onDisappear: (@MainActor () -> Void)?
}

/// What "back" does on the top layer.
package enum BackTarget {
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
package struct RenderedFrame {
  package let canvas: Canvas
  /// The controls of the top layer that are on screen, in reading order.
  package let controls: [ControlRecord]
  package let back: BackTarget?
  package let tasks: [TaskRecord]
  package let appearances: [AppearanceRecord]
  package let modelFocusKeys: [String]
  package let lists: [String: ListWindow]

  /// A frame with nothing on it, for a host before it draws its first.
  package static func blank(_ size: Size) -> RenderedFrame {
    RenderedFrame(
      canvas: Canvas(size: size), controls: [], back: nil, tasks: [], appearances: [],
      modelFocusKeys: [], lists: [:])
  }
}
