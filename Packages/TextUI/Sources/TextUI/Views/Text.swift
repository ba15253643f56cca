/// A line (or lines) of text. Long text wraps at word boundaries to the width it is given.
public struct Text: View, PrimitiveView {
  let content: String

  /// Creates text that shows `content` verbatim.
  public init(_ content: String) {
    self.content = content
  }

  public var body: Never { return primitiveBody(Self.self) }

  func makeNode(_ builder: FrameBuilder) -> Node {
    .text(content, builder.environment.textStyle)
  }
}

/// A progress indicator, optionally with a label: `ProgressView("Saving…")`.
///
/// It is drawn as a fixed glyph, not animated, so that frames stay deterministic.
public struct ProgressView: View, PrimitiveView {
  let label: String?

  /// An indicator without a label.
  public init() {
    label = nil
  }

  /// An indicator with a label.
  public init(_ label: String) {
    self.label = label
  }

  public var body: Never { return primitiveBody(Self.self) }

  func makeNode(_ builder: FrameBuilder) -> Node {
    .progress(label, builder.environment.textStyle)
  }
}

/// Fills the space left in an `HStack`, pushing its siblings apart.
public struct Spacer: View, PrimitiveView {
  /// Creates a spacer.
  public init() {}

  public var body: Never { return primitiveBody(Self.self) }

  func makeNode(_ builder: FrameBuilder) -> Node { .spacer }
}

/// A horizontal rule across the width it is given.
public struct Divider: View, PrimitiveView {
  /// Creates a divider.
  public init() {}

  public var body: Never { return primitiveBody(Self.self) }

  func makeNode(_ builder: FrameBuilder) -> Node { .divider }
}
