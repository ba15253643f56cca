/// Where a toolbar item goes in the navigation bar.
public enum ToolbarItemPlacement: Hashable, Sendable {
  /// Left, in place of the back button; "back" (Esc, the `back` step) presses it.
  case cancellationAction
  /// Right, last.
  case confirmationAction
  /// Right, last.
  case primaryAction
  /// Right, before the primary items.
  case secondaryAction
  /// Right, before the primary items.
  case automatic
}

/// An item of a screen's ``View/toolbar(content:)``.
public struct ToolbarItem: View, PrimitiveView {
  let placement: ToolbarItemPlacement
  let content: AnyView

  /// Creates an item placed at `placement`.
  public init<Content: View>(
    placement: ToolbarItemPlacement = .automatic,
    @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = AnyView(content())
  }

  public var body: Never { return primitiveBody(Self.self) }

  func makeNode(_ builder: FrameBuilder) -> Node {
    .toolbarItem(placement, builder.resolve(content.view))
  }
}

extension View {
  /// Puts items in the navigation bar of the screen this view is on. Views that are not
  /// ``ToolbarItem``s are placed `.automatic`.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    let items = AnyView(content())
    return modifier { builder, content in
      builder.screen.toolbar.append(contentsOf: toolbarItems(in: builder.resolve(items.view)))
      return content()
    }
  }
}

private func toolbarItems(in node: Node) -> [(ToolbarItemPlacement, Node)] {
  switch node {
  case .empty: []
  case .toolbarItem(let placement, let content): [(placement, content)]
  case .group(let children): children.flatMap(toolbarItems(in:))
  default: [(.automatic, node)]
  }
}
