/// Where layout is in the frame: the layer and screen that what it draws belongs to, the key scope
/// that gives controls and work their identity, the list row it is in, and what modifiers pass
/// down.
@MainActor
struct Cursor {
  var layer = LayerCollector()
  var screen = ScreenInfo()
  var scope = ""
  var row: ListRow?
  var environment = Environment()
}

/// Resolves views into nodes and lays nodes out into a frame, in one pass per frame.
///
/// Resolution and layout are interleaved on purpose: a list's rows are resolved only when layout
/// reaches them, and only for the visible window. The concerns live in extensions: screens and
/// stacks (`+Screens`), stacks and rows (`+Stacks`), lazy lists (`+Lists`), controls and tabs
/// (`+Controls`); measuring without drawing is `Node+Measure`.
@MainActor
package final class FrameBuilder {
  let focusKey: String?
  let scrollOffsets: [String: Int]
  private(set) var cursor = Cursor()
  private var counters: [String: Int] = [:]

  package init(focusKey: String?, scrollOffsets: [String: Int]) {
    self.focusKey = focusKey
    self.scrollOffsets = scrollOffsets
  }

  var layer: LayerCollector { cursor.layer }
  var screen: ScreenInfo { cursor.screen }
  var environment: Environment { cursor.environment }

  /// Runs `body` at `cursor`, and puts the cursor back afterwards.
  func with<T>(_ cursor: Cursor, _ body: () -> T) -> T {
    let saved = self.cursor
    self.cursor = cursor
    defer { self.cursor = saved }
    return body()
  }

  func with<T>(_ environment: Environment, _ body: () -> T) -> T {
    var inner = cursor
    inner.environment = environment
    return with(inner, body)
  }

  func inScope<T>(_ name: String, _ body: () -> T) -> T {
    var inner = cursor
    inner.scope += "/\(name)"
    return with(inner, body)
  }

  /// Resolves `view` in a key scope of its own, and draws it there too, so that what it declares
  /// (controls, `.task`, `.onAppear`, presentations) is told apart from what another view
  /// declares at the same place when it takes this one's (another tab, branch or row).
  func resolve(_ view: any View, keyed name: String) -> Node {
    .keyed(name, inScope(name) { resolve(view) })
  }

  /// A key unique in the current scope for the next thing of `kind`, stable from frame to frame
  /// as long as the views declaring it keep their order.
  func nextKey(_ kind: String) -> String {
    let counter = "\(cursor.scope)|\(kind)"
    let number = counters[counter, default: 0]
    counters[counter] = number + 1
    return "\(cursor.scope)/\(kind)\(number)"
  }

  // MARK: Resolution

  func resolve(_ view: any View) -> Node {
    if let primitive = view as? any PrimitiveView {
      return primitive.makeNode(self)
    }
    return resolve(view.body)
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

  /// Presents `content` over this layer; `key`, from ``presentationKey(_:item:)``, scopes it.
  func present(
    style: PresentationStyle, key: String, content: @escaping @MainActor () -> AnyView,
    dismiss: ControlAction
  ) {
    layer.presentations.append(
      PresentationRequest(style: style, content: content, dismiss: dismiss, key: key))
  }

  /// The key of the content a presentation or drill-down declared here shows: the declaration's
  /// place, and the identity of the `item` it shows (see `itemIdentity(_:)`).
  ///
  /// Call it whether or not anything is presented, so that each declaration keeps its place: a
  /// popover that takes the place of a sheet declared before it is new content.
  func presentationKey(_ kind: String, item: Any?) -> String {
    let place = nextKey(kind)
    return item.map { place + itemIdentity($0) } ?? place
  }

  // MARK: Frames and layers

  package func build(_ root: AnyView, size: Size) -> RenderedFrame {
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
    let layer = LayerCollector()
    return with(Cursor(layer: layer, scope: key)) {
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
}
