/// Tabs with a tab bar along the bottom; only the selected tab's content is built.
///
/// ```swift declarations
/// import Observation
///
/// enum Tab: Hashable { case one, inventory }
///
/// @MainActor @Observable final class TabsModel {
///   var tab = Tab.one
/// }
///
/// struct TabsView: View {
///   @Bindable var model: TabsModel
///
///   var body: some View {
///     TabView(selection: $model.tab) {
///       Text("One").tabItem("One").tag(Tab.one)
///       Text("Inventory").tabItem("Inventory").tag(Tab.inventory)
///     }
///   }
/// }
/// ```
///
/// Switch tabs with `tab "<name>"` in steps, or the number keys and the tab bar in the terminal.
public struct TabView: View, PrimitiveView {
  let content: AnyView
  let selection: TagSelection

  /// Creates tabs selected by `selection`; each child is tagged with `.tag(_:)` and titled with
  /// `.tabItem(_:)`.
  public init<Selection: Hashable, Content: View>(
    selection: Binding<Selection>,
    @ViewBuilder content: () -> Content
  ) {
    self.content = AnyView(content())
    self.selection = TagSelection(selection)
  }

  public var body: Never { return primitiveBody(Self.self) }

  func makeNode(_ builder: FrameBuilder) -> Node {
    let tabs = builder.tagged(children(of: content.view))
    let selectedIndex =
      tabs.firstIndex { tab in tab.tag.map(selection.isSelected) ?? false } ?? tabs.indices.first
    let entries = tabs.enumerated().map { index, tab in
      TabsNode.Entry(
        title: tab.title ?? "Tab \(index + 1)",
        isSelected: index == selectedIndex,
        select: { if let tag = tab.tag { selection.select(tag) } }
      )
    }
    // Each tab's content has its own identity, so the `.task` of a tab switched to starts even
    // when the tab switched from had one at the same place.
    let content =
      selectedIndex.map { index in
        builder.resolve(
          tabs[index].view, keyed: tabs[index].tag.map { "tab:\($0)" } ?? "tab\(index)")
      } ?? .empty
    return .tabs(TabsNode(entries: entries, content: content))
  }
}

extension View {
  /// The title of this view's tab in a ``TabView``.
  public func tabItem(_ title: String) -> some View {
    ModifiedView(content: self, modifier: Modifier(tabTitle: title))
  }

  /// The value that selects this view in a ``TabView`` or ``Picker``.
  public func tag<Tag: Hashable>(_ tag: Tag) -> some View {
    ModifiedView(content: self, modifier: Modifier(tag: AnyHashable(tag)))
  }
}
