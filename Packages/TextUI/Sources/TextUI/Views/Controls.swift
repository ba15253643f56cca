/// A control that performs an action when tapped (Enter in the terminal, `tap "<label>"` in
/// steps).
///
/// An asynchronous action is tracked work: ``TestDriver/wait()`` and the `wait` step wait for it.
public struct Button: View, PrimitiveView {
  let label: AnyView
  let role: ButtonRole?
  let action: ControlAction

  /// A button whose label is built from views; its label for steps is their text.
  public init<Label: View>(
    role: ButtonRole? = nil,
    action: @escaping @MainActor () -> Void,
    @ViewBuilder label: () -> Label
  ) {
    self.label = AnyView(label())
    self.role = role
    self.action = .sync(action)
  }

  /// A button with an asynchronous action, whose label is built from views.
  public init<Label: View>(
    role: ButtonRole? = nil,
    action: @escaping @MainActor () async -> Void,
    @ViewBuilder label: () -> Label
  ) {
    self.label = AnyView(label())
    self.role = role
    self.action = .async(action)
  }

  /// A button labelled with text.
  public init(_ title: String, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
    label = AnyView(Text(title))
    self.role = role
    self.action = .sync(action)
  }

  /// A button labelled with text, with an asynchronous action.
  public init(
    _ title: String,
    role: ButtonRole? = nil,
    action: @escaping @MainActor () async -> Void
  ) {
    label = AnyView(Text(title))
    self.role = role
    self.action = .async(action)
  }

  public var body: Never { return primitiveBody(Self.self) }

  func makeNode(_ builder: FrameBuilder) -> Node {
    let labelNode = builder.resolve(label.view)
    return builder.control(
      .button(action), label: labelNode.plainText, labelNode: labelNode, role: role)
  }
}

/// An editable single line of text, labelled with its title: `Name: [Lamp      ]`.
public struct TextField: View, PrimitiveView {
  let title: String
  let text: Binding<String>

  /// Creates a text field editing `text`.
  public init(_ title: String, text: Binding<String>) {
    self.title = title
    self.text = text
  }

  public var body: Never { return primitiveBody(Self.self) }

  func makeNode(_ builder: FrameBuilder) -> Node {
    builder.control(.textField(text), label: title)
  }
}

/// An on/off switch: `[x] Is on back order?`.
public struct Toggle: View, PrimitiveView {
  let title: String
  let isOn: Binding<Bool>

  /// Creates a toggle editing `isOn`.
  public init(_ title: String, isOn: Binding<Bool>) {
    self.title = title
    self.isOn = isOn
  }

  public var body: Never { return primitiveBody(Self.self) }

  func makeNode(_ builder: FrameBuilder) -> Node {
    builder.control(.toggle(isOn), label: title)
  }
}

/// Increments and decrements a value within bounds: `Quantity: 3  [-] [+]`.
///
/// A side whose bound is reached is drawn disabled, and stepping it is an error in steps.
public struct Stepper: View, PrimitiveView {
  let title: String
  let increment: (@MainActor () -> Void)?
  let decrement: (@MainActor () -> Void)?

  /// A stepper over an integer binding, kept within `bounds`.
  public init<Value: FixedWidthInteger>(
    _ title: String,
    value: Binding<Value>,
    in bounds: ClosedRange<Value>,
    step: Value = 1
  ) {
    self.title = title
    let current = value.wrappedValue
    if current < bounds.upperBound {
      increment = {
        let (next, overflow) = value.wrappedValue.addingReportingOverflow(step)
        value.wrappedValue = overflow ? bounds.upperBound : min(next, bounds.upperBound)
      }
    } else {
      increment = nil
    }
    if current > bounds.lowerBound {
      decrement = {
        let (next, overflow) = value.wrappedValue.subtractingReportingOverflow(step)
        value.wrappedValue = overflow ? bounds.lowerBound : max(next, bounds.lowerBound)
      }
    } else {
      decrement = nil
    }
  }

  /// A stepper whose steps are closures; pass `nil` for a side that cannot step now.
  public init(
    _ title: String,
    onIncrement: (@MainActor () -> Void)?,
    onDecrement: (@MainActor () -> Void)?
  ) {
    self.title = title
    increment = onIncrement
    decrement = onDecrement
  }

  public var body: Never { return primitiveBody(Self.self) }

  func makeNode(_ builder: FrameBuilder) -> Node {
    builder.control(.stepper(increment: increment, decrement: decrement), label: title)
  }
}

/// Chooses one of several options, each a view tagged with its value:
///
/// ```swift declarations
/// import Observation
///
/// @MainActor @Observable final class CoffeeModel {
///   var size = CoffeeView.Size.small
/// }
///
/// struct CoffeeView: View {
///   enum Size: Hashable { case small, large }
///   @Bindable var model: CoffeeModel
///
///   var body: some View {
///     Picker("Size", selection: $model.size) {
///       Text("Small").tag(Size.small)
///       Text("Large").tag(Size.large)
///     }
///   }
/// }
/// ```
///
/// Each option is a control labelled with its text: `tap "Large"` selects it.
public struct Picker: View, PrimitiveView {
  let title: String
  let content: AnyView
  let selection: TagSelection

  /// Creates a picker writing the chosen option's tag to `selection`.
  public init<Selection: Hashable, Content: View>(
    _ title: String,
    selection: Binding<Selection>,
    @ViewBuilder content: () -> Content
  ) {
    self.title = title
    self.content = AnyView(content())
    self.selection = TagSelection(selection)
  }

  public var body: Never { return primitiveBody(Self.self) }

  func makeNode(_ builder: FrameBuilder) -> Node {
    let options = builder.tagged(children(of: content.view)).map { option in
      let labelNode = builder.resolve(option.view)
      let tag = option.tag ?? AnyHashable(labelNode.plainText)
      return builder.control(
        .pickerOption(isSelected: selection.isSelected(tag), select: { selection.select(tag) }),
        label: labelNode.plainText
      )
    }
    let labelsWidth = options.reduce(title.count) { $0 + $1.plainText.count + 4 }
    let header = Node.text(title + ":", builder.environment.textStyle)
    return labelsWidth < 60
      ? .horizontal([header] + options) : .vertical([header, .vertical(options)])
  }
}
