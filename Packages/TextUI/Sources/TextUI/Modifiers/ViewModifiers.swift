extension View {
  /// Disables every control in this view: it is drawn in parentheses, `(Save)`, and acting on it
  /// is an error that says so.
  public func disabled(_ isDisabled: Bool = true) -> some View {
    modifier { builder, content in
      var environment = builder.environment
      environment.isDisabled = environment.isDisabled || isDisabled
      return builder.with(environment, content)
    }
  }

  /// Names this view for tests and steps. On a view holding exactly one control, steps can find
  /// that control by the identifier as well as by its label.
  public func identifier(_ identifier: String) -> some View {
    modifier { _, content in .identified(identifier, content()) }
  }

  /// Colors the text in this view (terminal only; plain-text frames have no color).
  public func foregroundColor(_ color: RGB?) -> some View {
    modifier { builder, content in
      var environment = builder.environment
      environment.foreground = color
      return builder.with(environment, content)
    }
  }

  /// Draws the text in this view in bold (terminal only).
  public func bold(_ isActive: Bool = true) -> some View {
    modifier { builder, content in
      var environment = builder.environment
      environment.isBold = isActive
      return builder.with(environment, content)
    }
  }

  /// Ties the control in this view to focus state the model owns: the control has keyboard focus
  /// while `binding` equals `value`, and moving focus onto it (or typing into it) writes `value`;
  /// moving focus away writes `nil`.
  ///
  /// So a deep link can open a form with a field focused and ready for typing.
  public func focused<Value: Hashable>(_ binding: Binding<Value?>, equals value: Value)
    -> some View
  {
    modifier { builder, content in
      var environment = builder.environment
      environment.focus = FocusHook(
        isFocused: { binding.wrappedValue == value },
        focus: { binding.wrappedValue = value },
        blur: { if binding.wrappedValue == value { binding.wrappedValue = nil } }
      )
      return builder.with(environment, content)
    }
  }

  /// Ties the control in this view to a `Bool` focus state the model owns.
  public func focused(_ binding: Binding<Bool>) -> some View {
    modifier { builder, content in
      var environment = builder.environment
      environment.focus = FocusHook(
        isFocused: { binding.wrappedValue },
        focus: { binding.wrappedValue = true },
        blur: { binding.wrappedValue = false }
      )
      return builder.with(environment, content)
    }
  }

  /// Starts `action` when this view first appears and cancels it when the view goes away.
  ///
  /// The work is tracked: ``TestDriver/wait()`` and the `wait` step wait until it finishes, so an
  /// endless loop here would make them wait forever.
  public func task(_ action: @escaping @MainActor () async -> Void) -> some View {
    modifier { builder, content in
      builder.registerTask(action)
      return content()
    }
  }

  /// Calls `action` after the frame in which this view first appears on screen.
  ///
  /// Rows of a lazy list appear as they scroll into the visible window and disappear as they
  /// leave it, so a model can keep state for the rows on screen only. The action runs after
  /// drawing, never during it, so it may write observed state.
  public func onAppear(perform action: @escaping @MainActor () -> Void) -> some View {
    modifier { builder, content in
      builder.registerAppearance(onAppear: action, onDisappear: nil)
      return content()
    }
  }

  /// Calls `action` after the first frame in which this view is no longer on screen: scrolled out
  /// of a list's window, popped, dismissed, or replaced.
  public func onDisappear(perform action: @escaping @MainActor () -> Void) -> some View {
    modifier { builder, content in
      builder.registerAppearance(onAppear: nil, onDisappear: action)
      return content()
    }
  }

  /// The title shown centred in the navigation bar of the screen this view is on.
  public func navigationTitle(_ title: String) -> some View {
    modifier { builder, content in
      if builder.screen.title == nil { builder.screen.title = title }
      return content()
    }
  }
}
