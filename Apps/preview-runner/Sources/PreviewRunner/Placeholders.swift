import Observation
import TextUIHosts

/// Where a preview shows what its feature asks its parent for: the destination values and
/// delegate calls it emits but does not own.
///
/// A feature hands such a value (the row's "edit this item", the inventory's "add an item") to
/// its parent, and only the app knows what to present for it. Run alone, the feature's preview
/// wires those delegates to ``show(_:value:)`` instead, and the runner covers the screen with a
/// placeholder naming the call, `onDestination(.edit(item: 00000000-…-000000000001))`, with a way
/// back. It is the honest price of decoupling: the preview builds no other feature. So that a
/// preview is never inert, every call is also kept, in order, in ``trace``, which the runner
/// shows as it happens.
@MainActor
@Observable
public final class Placeholders {
  /// The placeholder on screen, if any.
  public private(set) var current: Placeholder?
  /// Every call shown so far, oldest first.
  public private(set) var trace: [String] = []

  /// Creates an empty set of placeholders.
  public init() {}

  /// Records `call` in the trace and covers the screen with a placeholder for it, replacing any
  /// shown.
  ///
  /// - Parameters:
  ///   - call: The delegate call as the feature made it, in Swift's words:
  ///     `onDestination(.edit(item: 00000000-…))`, `onDismiss()`.
  ///   - value: The value it carried, so a preview can print the URL of the state it is in.
  public func show(_ call: String, value: any Sendable) {
    trace.append(call)
    current = Placeholder(id: trace.count, destination: call, value: value)
  }

  /// Removes the placeholder, as its Back button does.
  public func dismiss() {
    current = nil
  }

  var binding: Binding<Placeholder?> {
    Binding(get: { self.current }, set: { self.current = $0 })
  }
}

/// A destination shown as a placeholder; see ``Placeholders``.
public struct Placeholder: Identifiable, Sendable {
  /// Tells placeholders shown one after the other apart.
  public let id: Int
  /// The call that asked for it, in words.
  public let destination: String
  /// The value itself.
  public let value: any Sendable
}

/// The preview's root with its placeholders over it and, when `showsTrace`, the last call on its
/// bottom line.
struct PlaceholderHost: View {
  let placeholders: Placeholders
  let showsTrace: Bool
  let content: @MainActor () -> AnyView

  var body: some View {
    VStack {
      content()
      if showsTrace, let last = placeholders.trace.last {
        Text(
          "→ \(last)"
            + (placeholders.trace.count > 1 ? "  (\(placeholders.trace.count) calls)" : ""))
      }
    }
    .fullScreenCover(item: placeholders.binding) { placeholder in
      NavigationStack {
        VStack {
          Text(placeholder.destination).bold()
          Text("")
          Text(
            "The feature asked its parent for this. Only the app knows what to present for "
              + "it, so the preview, which builds no other feature, shows this placeholder."
          )
        }
        .navigationTitle("Placeholder")
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button("Back") { placeholders.dismiss() }
          }
        }
      }
    }
  }
}
