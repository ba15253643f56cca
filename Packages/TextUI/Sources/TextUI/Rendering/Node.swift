/// A resolved view: what a view's `body` chain boils down to once custom views are expanded.
/// Rendering turns nodes into lines of cells.
indirect enum Node {
  case empty
  case text(String, CellStyle)
  case control(ControlNode)
  case vertical([Node])
  case horizontal([Node])
  /// Children that flow into the parent's layout, whatever its axis.
  case group([Node])
  /// Rows built on demand: only the ones a scrolling container shows are ever resolved.
  case rows(LazyRows)
  case section(header: String?, footer: String?, [Node])
  /// A scrolling container (`List`, `Form`) that fills the height it is given.
  case scroll(Node)
  case progress(String?, CellStyle)
  case spacer
  case divider
  case navigation(NavigationNode)
  case tabs(TabsNode)
  case identified(String, Node)
  /// A node drawn in its own key scope, so its controls keep their identity when siblings move.
  case keyed(String, Node)
  case toolbarItem(ToolbarItemPlacement, Node)

  /// Whether the node takes the height left over by its siblings.
  var isFlexible: Bool {
    switch self {
    case .scroll, .navigation, .tabs: true
    case .vertical(let children), .group(let children), .section(_, _, let children):
      children.contains { $0.isFlexible }
    case .identified(_, let node), .keyed(_, let node): node.isFlexible
    default: false
    }
  }

  /// The visible text of the node, used as a control's label when the control is a button whose
  /// label is made of views.
  var plainText: String {
    switch self {
    case .text(let string, _): string
    case .control(let control): control.label
    case .vertical(let children), .horizontal(let children), .group(let children):
      children.map(\.plainText).filter { !$0.isEmpty }.joined(separator: " ")
    case .identified(_, let node), .keyed(_, let node): node.plainText
    case .progress(let label, _): label ?? ""
    default: ""
    }
  }
}

/// Rows of a `ForEach`, built one at a time by index.
struct LazyRows {
  let count: Int
  let id: @MainActor (Int) -> String
  let row: @MainActor (Int) -> Node
}

/// A control as resolved from a view, before layout gives it a key and a place.
struct ControlNode {
  var kind: ControlKind
  var label: String
  var labelNode: Node?
  var role: ButtonRole?
  var isEnabled: Bool
  var focus: FocusHook?
  var style: CellStyle
}

/// What a control does when the user acts on it.
package enum ControlKind {
  case button(ControlAction)
  case textField(Binding<String>)
  case toggle(Binding<Bool>)
  case stepper(increment: (@MainActor () -> Void)?, decrement: (@MainActor () -> Void)?)
  case pickerOption(isSelected: Bool, select: @MainActor () -> Void)
  case tab(isSelected: Bool, select: @MainActor () -> Void)
  case back(ControlAction)

  package var name: String {
    switch self {
    case .button: "button"
    case .textField: "text field"
    case .toggle: "toggle"
    case .stepper: "stepper"
    case .pickerOption: "picker option"
    case .tab: "tab"
    case .back: "back button"
    }
  }
}

/// A button's action: synchronous, or asynchronous work the host tracks until it finishes.
package enum ControlAction {
  case sync(@MainActor () -> Void)
  case async(@MainActor () async -> Void)
}

/// Ties a control to focus state that a model owns (`.focused($model.focus, equals: .name)`).
package struct FocusHook {
  package let isFocused: @MainActor () -> Bool
  package let focus: @MainActor () -> Void
  package let blur: @MainActor () -> Void
}

/// A `NavigationStack`: a root view plus, optionally, screens pushed from a typed path.
struct NavigationNode {
  let root: AnyView
  let path: PathScreens?
}

/// The screens a `NavigationStack(path:)` pushes, one per path element.
struct PathScreens {
  struct Screen {
    /// What tells the element from another that takes its place (`pathElementIdentity(_:)`).
    let identity: String
    let view: AnyView
  }
  let screens: [Screen]
  let pop: @MainActor () -> Void
}

/// A `TabView` with its selected tab's content resolved.
struct TabsNode {
  struct Entry {
    let title: String
    let isSelected: Bool
    let select: @MainActor () -> Void
  }
  let entries: [Entry]
  let content: Node
}
