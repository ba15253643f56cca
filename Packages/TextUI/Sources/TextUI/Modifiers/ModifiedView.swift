/// A view with a modifier applied: what `.disabled(_:)`, `.sheet(item:)` and the other modifiers
/// return. You rarely name this type; modifiers return `some View`.
public struct ModifiedView<Content: View>: View, PrimitiveView {
  let content: Content
  let modifier: Modifier

  public var body: Never { return primitiveBody(Self.self) }

  func makeNode(_ builder: FrameBuilder) -> Node {
    modifier.apply(builder) { builder.resolve(content) }
  }
}

/// What a modifier does when its view is resolved: it may change the environment for the content,
/// record something on the current screen (a title, a presentation) or wrap the content's node.
struct Modifier {
  var tabTitle: String?
  var tag: AnyHashable?
  var apply: @MainActor (FrameBuilder, () -> Node) -> Node = { _, content in content() }

  init(tabTitle: String? = nil, tag: AnyHashable? = nil) {
    self.tabTitle = tabTitle
    self.tag = tag
  }

  init(apply: @escaping @MainActor (FrameBuilder, () -> Node) -> Node) {
    self.apply = apply
  }
}

/// Lets `TabView` and `Picker` read `.tag(_:)` and `.tabItem(_:)` through other modifiers
/// without resolving the view.
@MainActor
protocol ModifiedViewProtocol {
  var modifier: Modifier { get }
  var innerView: any View { get }
}

extension ModifiedView: ModifiedViewProtocol {
  var innerView: any View { content }
}

extension View {
  func modifier(_ apply: @escaping @MainActor (FrameBuilder, () -> Node) -> Node) -> some View {
    ModifiedView(content: self, modifier: Modifier(apply: apply))
  }
}

/// A view with the tag and tab title its modifiers give it.
struct TaggedView {
  let view: any View
  let tag: AnyHashable?
  let title: String?
}

extension FrameBuilder {
  func tagged(_ views: [any View]) -> [TaggedView] {
    views.map { view in
      var tag: AnyHashable?
      var title: String?
      var current = view
      while true {
        if let erased = current as? AnyView {
          current = erased.view
        } else if let modified = current as? any ModifiedViewProtocol {
          tag = tag ?? modified.modifier.tag
          title = title ?? modified.modifier.tabTitle
          current = modified.innerView
        } else {
          break
        }
      }
      return TaggedView(view: view, tag: tag, title: title)
    }
  }
}
