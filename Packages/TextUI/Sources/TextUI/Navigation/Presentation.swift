extension View {
  /// Presents `content` in `style` while `item` is not `nil`; the user's dismissal writes `nil`.
  ///
  /// This is the one shape every presentation shares; ``sheet(item:content:)`` and the others are
  /// this with a built-in style. Pass your own ``PresentationStyle`` to add a kind of presentation.
  public func presentation<Item, Content: View>(
    item: Binding<Item?>,
    style: PresentationStyle,
    @ViewBuilder content: @escaping @MainActor (Item) -> Content
  ) -> some View {
    modifier { builder, inner in
      let node = inner()
      let value = item.wrappedValue
      let key = builder.presentationKey("present", item: value)
      if let value {
        builder.present(
          style: style,
          key: key,
          content: { AnyView(content(value)) },
          dismiss: .sync { item.wrappedValue = nil }
        )
      }
      return node
    }
  }

  /// Presents a sheet while `item` is not `nil`.
  public func sheet<Item, Content: View>(
    item: Binding<Item?>,
    @ViewBuilder content: @escaping @MainActor (Item) -> Content
  ) -> some View {
    presentation(item: item, style: .sheet, content: content)
  }

  /// Presents a sheet while `isPresented` is true.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>,
    @ViewBuilder content: @escaping @MainActor () -> Content
  ) -> some View {
    presentation(item: isPresented.presence, style: .sheet) { _ in content() }
  }

  /// Presents a popover while `item` is not `nil`.
  public func popover<Item, Content: View>(
    item: Binding<Item?>,
    @ViewBuilder content: @escaping @MainActor (Item) -> Content
  ) -> some View {
    presentation(item: item, style: .popover, content: content)
  }

  /// Presents a full-screen cover while `item` is not `nil`.
  public func fullScreenCover<Item, Content: View>(
    item: Binding<Item?>,
    @ViewBuilder content: @escaping @MainActor (Item) -> Content
  ) -> some View {
    presentation(item: item, style: .fullScreenCover, content: content)
  }

  /// Drills down to `destination` while `item` is not `nil`: the destination is pushed onto the
  /// enclosing navigation stack, and popping it writes `nil`.
  public func navigationDestination<Item, Destination: View>(
    item: Binding<Item?>,
    @ViewBuilder destination: @escaping @MainActor (Item) -> Destination
  ) -> some View {
    modifier { builder, inner in
      let node = inner()
      let value = item.wrappedValue
      let key = builder.presentationKey("destination", item: value)
      if let value {
        builder.screen.drillDowns.append(
          DrillDown(
            key: key,
            content: { AnyView(destination(value)) },
            dismiss: { item.wrappedValue = nil }
          )
        )
      }
      return node
    }
  }

  /// Shows an alert while `state` is not `nil`.
  ///
  /// Tapping a button writes `nil`, then calls `action` with the button's action (`nil` for a
  /// button without one, such as a plain Cancel). "Back" presses the cancel-role button if there
  /// is one, else just writes `nil`. An alert without buttons gets an OK button.
  public func alert<Action>(
    _ state: Binding<AlertState<Action>?>,
    action: @escaping @MainActor (Action?) -> Void = { _ in }
  ) -> some View {
    dialog(state, handler: .sync(action))
  }

  /// Shows an alert whose button actions are handled asynchronously (tracked work).
  public func alert<Action>(
    _ state: Binding<AlertState<Action>?>,
    action: @escaping @MainActor (Action?) async -> Void
  ) -> some View {
    dialog(state, handler: .async(action))
  }

  /// Shows a confirmation dialog while `state` is not `nil`; see ``alert(_:action:)``.
  /// A dialog without a cancel-role button gets a Cancel button.
  public func confirmationDialog<Action>(
    _ state: Binding<ConfirmationDialogState<Action>?>,
    action: @escaping @MainActor (Action?) -> Void = { _ in }
  ) -> some View {
    dialog(state, handler: .sync(action))
  }

  /// Shows a confirmation dialog whose button actions are handled asynchronously.
  public func confirmationDialog<Action>(
    _ state: Binding<ConfirmationDialogState<Action>?>,
    action: @escaping @MainActor (Action?) async -> Void
  ) -> some View {
    dialog(state, handler: .async(action))
  }

  private func dialog<State: DialogState>(
    _ state: Binding<State?>,
    handler: DialogHandler<State.Action>
  ) -> some View {
    modifier { builder, inner in
      let node = inner()
      let key = builder.presentationKey("present", item: nil)
      guard let current = state.wrappedValue else { return node }
      let buttons = current.presentedButtons
      let press: @MainActor (ButtonState<State.Action>) -> ControlAction = { button in
        handler.action(button.action, before: { state.wrappedValue = nil })
      }
      let dismiss =
        buttons.first { $0.role == .cancel }.map(press) ?? .sync { state.wrappedValue = nil }
      builder.present(
        style: State.style,
        key: key,
        content: {
          AnyView(
            DialogContent(
              title: current.title,
              message: current.message,
              buttons: buttons.map {
                DialogButton(label: $0.label, role: $0.role, action: press($0))
              },
              isVertical: State.stacksButtons
            )
          )
        },
        dismiss: dismiss
      )
      return node
    }
  }
}

/// Calls a dialog's action handler, synchronously or as tracked work.
@MainActor
private enum DialogHandler<Value> {
  case sync(@MainActor (Value?) -> Void)
  case async(@MainActor (Value?) async -> Void)

  /// The control action for a button: `before` (which dismisses the dialog), then the handler.
  func action(_ value: Value?, before: @escaping @MainActor () -> Void) -> ControlAction {
    switch self {
    case .sync(let handler):
      .sync {
        before()
        handler(value)
      }
    case .async(let handler):
      .async {
        before()
        await handler(value)
      }
    }
  }
}

/// The body of an alert or confirmation dialog.
private struct DialogContent: View {
  let title: String
  let message: String?
  let buttons: [DialogButton]
  let isVertical: Bool

  var body: some View {
    VStack {
      Text(title).bold()
      if let message {
        Text(message)
      }
      Text("")
      if isVertical {
        ForEach(buttons.indices, id: \.self) { index in
          buttons[index]
        }
      } else {
        HStack {
          ForEach(buttons.indices, id: \.self) { index in
            buttons[index]
          }
        }
      }
    }
  }
}

private struct DialogButton: View, PrimitiveView {
  let label: String
  let role: ButtonRole?
  let action: ControlAction

  var body: Never { return primitiveBody(Self.self) }

  func makeNode(_ builder: FrameBuilder) -> Node {
    builder.control(
      .button(action), label: label, labelNode: .text(label, builder.environment.textStyle),
      role: role)
  }
}

/// A pushed screen found while resolving a screen.
struct DrillDown {
  /// The scope of the pushed screen: where it was declared and the item it shows.
  let key: String
  let content: @MainActor () -> AnyView
  let dismiss: @MainActor () -> Void
}

extension Binding where Value == Bool {
  /// `true` as a present item, so `sheet(isPresented:)` shares the `item:` machinery.
  var presence: Binding<Bool?> {
    Binding<Bool?>(
      get: { self.wrappedValue ? true : nil },
      set: { self.wrappedValue = $0 ?? false }
    )
  }
}
