extension HostRuntime {
  /// The controls on screen as step failures list them.
  package var controlDescriptions: [ControlDescription] {
    frame.controls.filter { !$0.kind.isTab }.map(\.summary)
  }

  /// The titles of the top layer's tab bar, in order; what a `tab` step takes.
  package var tabTitles: [String] {
    frame.controls.filter(\.kind.isTab).map(\.label)
  }

  /// Carries out one step on the current frame, then draws the result.
  package func perform(_ step: Step) async throws {
    switch step {
    case .wait:
      await wait()
    default:
      try performNow(step)
    }
  }

  /// Carries out a step that does not wait.
  package func performNow(_ step: Step) throws {
    renderIfNeeded()
    switch step {
    case .tap(let label), .toggle(let label), .increment(let label), .decrement(let label):
      try act(on: try control(matching: label, for: step), as: step)
    case .type(let field, _):
      try act(on: try control(matching: field, for: step), as: step)
    case .back:
      switch frame.back {
      case .control(let control):
        guard control.isEnabled, case .button(let action) = control.kind else {
          throw StepError.disabled(step, control.summary, onScreen: controlDescriptions)
        }
        perform(action)
      case .action(let action):
        perform(action)
      case nil:
        throw StepError.nothingToGoBackFrom(onScreen: controlDescriptions)
      }
    case .tab(let name):
      let tabs = frame.controls.filter(\.kind.isTab)
      let match =
        tabs.first { $0.label == name } ?? onlyElement(tabs.filter { $0.label.hasPrefix(name) })
      guard let match, case .tab(_, let select) = match.kind else {
        throw StepError.tabNotFound(name, tabs: tabs.map(\.label))
      }
      select()
    case .wait:
      break
    }
    render()
  }

  /// Does what `step` asks to `control`, which it names.
  func act(on control: ControlRecord, as step: Step) throws {
    guard control.isEnabled else {
      throw StepError.disabled(step, control.summary, onScreen: controlDescriptions)
    }
    switch (step, control.kind) {
    case (.tap, .button(let action)), (.tap, .back(let action)):
      perform(action)
    case (.tap, .pickerOption(_, let select)), (.tap, .tab(_, let select)):
      select()
    case (.type(_, let text), .textField(let binding)):
      focus(control.key)
      binding.wrappedValue = text
    case (.toggle, .toggle(let binding)):
      binding.wrappedValue.toggle()
    case (.increment, .stepper(let increment?, _)):
      increment()
    case (.decrement, .stepper(_, let decrement?)):
      decrement()
    case (.increment, .stepper), (.decrement, .stepper):
      throw StepError.disabled(step, control.summary, onScreen: controlDescriptions)
    default:
      throw wrongKind(step, control)
    }
  }

  /// Finds a control by exact label, then identifier, then unique label prefix.
  private func control(matching query: String, for step: Step) throws -> ControlRecord {
    let controls = frame.controls.filter { !$0.kind.isTab }
    let matchers: [(ControlRecord) -> Bool] = [
      { $0.label == query },
      { $0.identifier == query },
      { $0.label.hasPrefix(query) },
    ]
    for matches in matchers {
      let found = controls.filter(matches)
      if found.count > 1 {
        throw StepError.ambiguous(step, candidates: found.map(\.summary))
      }
      if let control = found.first { return control }
    }
    throw StepError.notFound(step, onScreen: controlDescriptions)
  }

  private func wrongKind(_ step: Step, _ control: ControlRecord) -> StepError {
    .wrongKind(step, control.summary, onScreen: controlDescriptions)
  }
}

private func onlyElement<Element>(_ elements: [Element]) -> Element? {
  elements.count == 1 ? elements.first : nil
}

extension ControlKind {
  var isTab: Bool {
    if case .tab = self { true } else { false }
  }
}

extension ControlRecord {
  var summary: ControlDescription {
    ControlDescription(kind: kind.name, label: label, identifier: identifier, isEnabled: isEnabled)
  }
}
