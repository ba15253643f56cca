/// A piece of user interface described as a value: a function of the model it reads.
///
/// Write views the way SwiftUI views are written: a struct whose `body` composes other views.
/// Hosts (``TestDriver``, ``LineModeHost``, ``TerminalHost``) evaluate `body` every time the
/// observed state changes and draw the result as text.
@MainActor
public protocol View {
  /// The type of view this view is made of.
  associatedtype Body: View

  /// The content of this view, built from other views.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  /// `Never` is the body of the kit's primitive views: they are drawn directly.
  public var body: Never { return primitiveBody(Self.self) }
}

/// A view the kit draws itself, rather than through `body`.
@MainActor
protocol PrimitiveView {
  func makeNode(_ builder: FrameBuilder) -> Node
}

/// The body of a primitive view, which hosts never ask for. Primitives write
/// `return primitiveBody(Self.self)`: the explicit `return` keeps `@ViewBuilder` out of it.
func primitiveBody<V>(_: V.Type) -> Never {
  preconditionFailure("\(V.self) is drawn by TextUI directly; its body is never evaluated")
}

/// A type-erased view: every view a ``ViewBuilder`` builds is one of these, which keeps the types
/// that features' `body` properties produce small and quick to type-check.
public struct AnyView: View, PrimitiveView {
  let view: any View

  /// Wraps any view.
  public init<V: View>(_ view: V) {
    if let erased = view as? AnyView {
      self = erased
    } else {
      self.view = view
    }
  }

  public var body: Never { return primitiveBody(Self.self) }

  func makeNode(_ builder: FrameBuilder) -> Node {
    builder.resolve(view)
  }
}

/// A view that draws nothing.
public struct EmptyView: View, PrimitiveView {
  /// Creates an empty view.
  public init() {}

  public var body: Never { return primitiveBody(Self.self) }

  func makeNode(_ builder: FrameBuilder) -> Node { .empty }
}

/// Several views side by side in their parent's layout; what a ``ViewBuilder`` block makes.
struct ViewGroup: View, PrimitiveView {
  let children: [AnyView]

  var body: Never { return primitiveBody(Self.self) }

  func makeNode(_ builder: FrameBuilder) -> Node {
    .group(children.map { builder.resolve($0.view) })
  }
}

/// Groups views without adding layout of its own, for applying one modifier to all of them.
public struct Group: View, PrimitiveView {
  let content: AnyView

  /// Creates a group of the views `content` builds.
  public init<Content: View>(@ViewBuilder content: () -> Content) {
    self.content = AnyView(content())
  }

  public var body: Never { return primitiveBody(Self.self) }

  func makeNode(_ builder: FrameBuilder) -> Node {
    builder.resolve(content.view)
  }
}

/// One branch of an `if` or `switch` in a builder. What different branches declare gets different
/// identities, so keyboard focus does not jump onto the control that replaced the focused one,
/// and a branch that takes another's place starts its own `.task`.
struct Branch: View, PrimitiveView {
  let name: String
  let content: AnyView

  var body: Never { return primitiveBody(Self.self) }

  func makeNode(_ builder: FrameBuilder) -> Node {
    builder.resolve(content.view, keyed: name)
  }
}

/// Builds views from closures the way SwiftUI's `@ViewBuilder` does: statements, `if`/`else`,
/// `switch`, `if let` and `for` loops.
///
/// Every result is erased to ``AnyView`` so that bodies type-check quickly; the kit resolves views
/// dynamically, so nothing is lost.
@MainActor
@resultBuilder
public enum ViewBuilder {
  public static func buildExpression<V: View>(_ view: V) -> AnyView {
    AnyView(view)
  }

  public static func buildBlock() -> AnyView {
    AnyView(EmptyView())
  }

  public static func buildBlock(_ views: AnyView...) -> AnyView {
    views.count == 1 ? views[0] : AnyView(ViewGroup(children: views))
  }

  public static func buildOptional(_ view: AnyView?) -> AnyView {
    view.map { AnyView(Branch(name: "if", content: $0)) } ?? AnyView(EmptyView())
  }

  public static func buildEither(first view: AnyView) -> AnyView {
    AnyView(Branch(name: "first", content: view))
  }

  public static func buildEither(second view: AnyView) -> AnyView {
    AnyView(Branch(name: "second", content: view))
  }

  public static func buildArray(_ views: [AnyView]) -> AnyView {
    AnyView(ViewGroup(children: views))
  }

  public static func buildLimitedAvailability(_ view: AnyView) -> AnyView {
    view
  }
}
