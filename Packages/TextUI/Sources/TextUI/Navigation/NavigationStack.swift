/// A stack of screens: the root, then one screen per drill-down (`navigationDestination(item:)`)
/// and per element of an optional typed `path`. Only the top screen is drawn, under a bar with
/// its title, toolbar and a `‹ Back` button.
///
/// Popping (the back button, Esc, the `back` step) writes to the model: it removes the path's last
/// element or sets the drill-down's item to `nil`. Every level of a deep link is presented at once.
public struct NavigationStack: View, PrimitiveView {
  let root: AnyView
  let makePath: (@MainActor () -> PathScreens)?

  /// A stack whose screens come from the root's drill-downs.
  public init<Root: View>(@ViewBuilder root: () -> Root) {
    self.root = AnyView(root())
    makePath = nil
  }

  /// A stack driven by a typed path: one screen per element, built by `destination`.
  ///
  /// ```swift declarations
  /// import Observation
  ///
  /// enum ContactScreen: Hashable { case detail(name: String) }
  ///
  /// @MainActor @Observable final class ContactsModel {
  ///   var path: [ContactScreen] = []
  /// }
  ///
  /// struct ContactsView: View {
  ///   @Bindable var model: ContactsModel
  ///
  ///   var body: some View {
  ///     NavigationStack(path: $model.path) {
  ///       Button("Ada") { model.path.append(.detail(name: "Ada")) }
  ///     } destination: { element in
  ///       switch element { case .detail(let name): Text(name) }
  ///     }
  ///   }
  /// }
  /// ```
  public init<Element, Root: View, Destination: View>(
    path: Binding<[Element]>,
    @ViewBuilder root: () -> Root,
    @ViewBuilder destination: @escaping @MainActor (Element) -> Destination
  ) {
    self.root = AnyView(root())
    makePath = {
      PathScreens(
        screens: path.wrappedValue.map { element in
          PathScreens.Screen(
            identity: pathElementIdentity(element), view: AnyView(destination(element)))
        },
        pop: {
          if !path.wrappedValue.isEmpty { path.wrappedValue.removeLast() }
        }
      )
    }
  }

  public var body: Never { return primitiveBody(Self.self) }

  func makeNode(_ builder: FrameBuilder) -> Node {
    .navigation(NavigationNode(root: root, path: makePath?()))
  }
}
