/// A model shown in a presentation (a pushed screen, a sheet, a popover) whose work must end
/// when it leaves the screen, as SwiftUI ends a view's `.task` when the view goes away.
///
/// The presenter keeps its presentations as state; whenever that state changes it calls
/// ``endWork(of:keeping:)`` with the models before and after, and every model that left ends
/// its work, whatever took it off screen (back, a dismissal, a link replacing the stack).
@MainActor
public protocol PresentedModel: AnyObject {
  /// Stops the work the model started (a save in flight, a timer).
  func cancelWork()
}

/// Ends the work of each model in `old` that is not in `new`, compared by identity.
///
/// ```swift declarations
/// @MainActor final class Countdown: PresentedModel {
///   var timer: Task<Void, Never>?
///   func cancelWork() { timer?.cancel() }
/// }
///
/// @MainActor final class Screens {
///   var path: [Countdown] = [] {
///     didSet { endWork(of: oldValue, keeping: path) }
///   }
/// }
/// ```
@MainActor
public func endWork(
  of old: some Sequence<some PresentedModel>, keeping new: some Sequence<some PresentedModel>
) {
  let kept = new.map(ObjectIdentifier.init)
  for model in old where !kept.contains(ObjectIdentifier(model)) {
    model.cancelWork()
  }
}

/// Ends the work of `old` unless it is `new`: for a presentation that shows one model at most (a
/// sheet, a popover).
@MainActor
public func endWork<Model: PresentedModel>(of old: Model?, keeping new: Model?) {
  endWork(of: old.map { [$0] } ?? [], keeping: new.map { [$0] } ?? [])
}
