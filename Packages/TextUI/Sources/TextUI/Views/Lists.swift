/// Views built from the elements of a collection.
///
/// Inside a ``List`` or ``Form`` the rows are built lazily: only the rows in the visible window
/// are ever created, so a list of 100,000 elements costs the same to draw as a list of ten.
/// Elsewhere every row is built.
public struct ForEach<Data: RandomAccessCollection>: View, PrimitiveView {
  let data: Data
  let id: @MainActor (Data.Element) -> String
  let content: @MainActor (Data.Element) -> AnyView

  /// Creates rows for `data`, identified by the property at `id`.
  ///
  /// The identity keeps keyboard focus on the same row when rows are inserted or removed above it.
  public init<ID: Hashable, Content: View>(
    _ data: Data,
    id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content
  ) {
    self.data = data
    self.id = { String(describing: $0[keyPath: id]) }
    self.content = { AnyView(content($0)) }
  }

  public var body: Never { return primitiveBody(Self.self) }

  func makeNode(_ builder: FrameBuilder) -> Node {
    let environment = builder.environment
    let data = data
    let id = id
    let content = content
    return .rows(
      LazyRows(
        count: data.count,
        id: { id(data[data.index(data.startIndex, offsetBy: $0)]) },
        row: { index in
          builder.with(environment) {
            builder.resolve(content(data[data.index(data.startIndex, offsetBy: index)]).view)
          }
        }
      )
    )
  }
}

extension ForEach where Data.Element: Identifiable {
  /// Creates rows for `data`, identified by each element's `id`.
  public init<Content: View>(
    _ data: Data,
    @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content
  ) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach: ViewSequence {
  var elements: [any View] {
    data.map { content($0).view }
  }
}

/// Views that stand for several sibling views, so that `TabView` and `Picker` can see each one.
@MainActor
protocol ViewSequence {
  var elements: [any View] { get }
}

/// A scrolling list of rows that fills the height it is given; rows from a `ForEach` (or the
/// `data` initializers) are built lazily.
///
/// The visible window follows keyboard focus in the terminal; an indicator line says how many rows
/// are above or below the window.
public struct List: View, PrimitiveView {
  let content: AnyView

  /// A list of the rows `content` builds.
  public init<Content: View>(@ViewBuilder content: () -> Content) {
    self.content = AnyView(content())
  }

  /// A list with one row per element of `data`, identified by the property at `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data,
    id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent
  ) {
    content = AnyView(ForEach(data, id: id, content: rowContent))
  }

  /// A list with one row per element of `data`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data,
    @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent
  ) where Data.Element: Identifiable {
    content = AnyView(ForEach(data, id: \.id, content: rowContent))
  }

  public var body: Never { return primitiveBody(Self.self) }

  func makeNode(_ builder: FrameBuilder) -> Node {
    .scroll(builder.resolve(content.view))
  }
}

/// A scrolling form of controls, usually grouped in ``Section``s; laid out like a ``List``.
public struct Form: View, PrimitiveView {
  let content: AnyView

  /// A form of the views `content` builds.
  public init<Content: View>(@ViewBuilder content: () -> Content) {
    self.content = AnyView(content())
  }

  public var body: Never { return primitiveBody(Self.self) }

  func makeNode(_ builder: FrameBuilder) -> Node {
    .scroll(builder.resolve(content.view))
  }
}

/// A titled group of rows in a ``List`` or ``Form``, with an optional footer.
public struct Section: View, PrimitiveView {
  let header: String?
  let footer: String?
  let content: AnyView

  /// Creates a section; the header is drawn as `── Header ──`.
  public init<Content: View>(
    _ header: String? = nil,
    footer: String? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.header = header
    self.footer = footer
    self.content = AnyView(content())
  }

  public var body: Never { return primitiveBody(Self.self) }

  func makeNode(_ builder: FrameBuilder) -> Node {
    .section(header: header, footer: footer, [builder.resolve(content.view)])
  }
}

/// The sibling views of `view` as a builder or `ForEach` lists them.
@MainActor
func children(of view: any View) -> [any View] {
  if let erased = view as? AnyView {
    return children(of: erased.view)
  }
  if let group = view as? ViewGroup {
    return group.children.flatMap { children(of: $0.view) }
  }
  if let sequence = view as? any ViewSequence {
    return sequence.elements.flatMap { children(of: $0) }
  }
  return [view]
}
