/// Arranges views top to bottom.
public struct VStack: View, PrimitiveView {
  let content: AnyView

  /// Creates a vertical stack of the views `content` builds.
  public init<Content: View>(@ViewBuilder content: () -> Content) {
    self.content = AnyView(content())
  }

  public var body: Never { return primitiveBody(Self.self) }

  func makeNode(_ builder: FrameBuilder) -> Node {
    .vertical([builder.resolve(content.view)])
  }
}

/// Arranges views left to right, one space apart.
public struct HStack: View, PrimitiveView {
  let content: AnyView

  /// Creates a horizontal stack of the views `content` builds.
  public init<Content: View>(@ViewBuilder content: () -> Content) {
    self.content = AnyView(content())
  }

  public var body: Never { return primitiveBody(Self.self) }

  func makeNode(_ builder: FrameBuilder) -> Node {
    .horizontal([builder.resolve(content.view)])
  }
}
