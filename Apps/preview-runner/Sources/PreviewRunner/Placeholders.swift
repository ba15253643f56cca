import Observation
import TextUIHosts

/// Where a preview shows the destinations its feature emits but does not own.
///
/// A feature hands such a destination (the row's "edit this item", the inventory's "add an
/// item") to its parent, and only the app knows what to present for it. Run alone, the feature's
/// preview wires those delegates to ``show(_:value:)`` instead, and the runner covers the screen
/// with a placeholder naming the value, `edit(item: 00000000-…-000000000001)`, with a way back.
/// It is the honest price of decoupling: the preview builds no other feature.
@MainActor
@Observable
public final class Placeholders {
  /// The placeholder on screen, if any.
  public private(set) var current: Placeholder?
  @ObservationIgnored private var shown = 0

  /// Creates an empty set of placeholders.
  public init() {}

  /// Covers the screen with a placeholder for `destination`, replacing any shown.
  ///
  /// - Parameters:
  ///   - destination: The value as the feature emitted it, in words: `edit(item: 00000000-…)`.
  ///   - value: The value itself, so a preview can print the URL of the state it is in.
  public func show(_ destination: String, value: any Sendable) {
    shown += 1
    current = Placeholder(id: shown, destination: destination, value: value)
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
  /// The value in words.
  public let destination: String
  /// The value itself.
  public let value: any Sendable
}

/// The preview's root with its placeholders over it.
struct PlaceholderHost: View {
  let placeholders: Placeholders
  let content: @MainActor () -> AnyView

  var body: some View {
    content()
      .fullScreenCover(item: placeholders.binding) { placeholder in
        NavigationStack {
          VStack {
            Text(placeholder.destination).bold()
            Text("")
            Text(
              "The feature asked its parent to open this destination. Only the app knows what "
                + "to present for it, so the preview, which builds no other feature, shows this "
                + "placeholder."
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
