import ApiClient
import AppFeature
import Foundation
import InventoryFeature
import Models
import Synchronization

extension FuzzTarget {
  /// The navigation file the app restores at launch, as any program or a damaged disk could have
  /// left it, restored over the sample inventory.
  ///
  /// It runs on the main actor, where the app's models live: libFuzzer calls a harness on the
  /// main thread, and the seed tests run on the main actor.
  static let savedState = FuzzTarget(name: "saved-state") { input in
    MainActor.assumeIsolated { checkSavedState(Data(input)) }
  }
}

@MainActor
private func checkSavedState(_ data: Data) -> String? {
  let model = sampleApp()
  // What `restore(from:)` does once the inventory has loaded, without suspending: libFuzzer
  // calls the harness synchronously.
  let notes: [RestorationNote]
  do {
    notes = model.restore(try AppModel.savedState.state(from: data))
  } catch {
    if let control = terminalControl(in: error.description) {
      return "the error carries \(codePoint(control)): \(error.description.debugDescription)"
    }
    return nil
  }
  for note in notes {
    if let control = terminalControl(in: note.description) {
      return "a note carries \(codePoint(control)): \(note.description.debugDescription)"
    }
  }
  let state = model.state
  let stored = Set(model.inventory.items.ids)
  if state.path.count > AppState.maximumStackDepth {
    return "a stack of \(state.path.count) screens was restored"
  }
  if let edit = state.path.first(where: { $0.editor.map { !stored.contains($0.draft.id) } ?? false }
  ) {
    return "an edit screen of an item the store does not hold was restored: \(edit)"
  }
  if let draft = state.destination?.editor.draft, stored.contains(draft.id) {
    return "a form whose draft would replace the stored item \(draft.id) was restored"
  }
  // What was restored is a state the app saves and restores as it is.
  let again = sampleApp()
  do {
    let snapshot = try model.navigationSnapshot()
    let notesAgain = again.restore(try AppModel.savedState.state(from: snapshot))
    guard notesAgain.isEmpty, again.state == state else {
      return "\(state) saves and restores as \(again.state), noting \(notesAgain)"
    }
  } catch {
    return "\(state) does not save and restore: \(error)"
  }
  return nil
}

/// The app over the sample items, loaded, with new ids counting up from the same start each time
/// so a finding replays.
@MainActor
private func sampleApp() -> AppModel {
  let client = ApiClient.preview(items: Item.samples)
  let ids = Counter()
  let makeID: @Sendable () -> UUID = { Item.sampleID(UInt8(truncatingIfNeeded: 100 + ids.next())) }
  return AppModel(
    selectedTab: .one, apiClient: client,
    inventory: InventoryModel(
      items: Item.samples, loadState: .loaded, apiClient: client, makeID: makeID),
    makeID: makeID)
}

private final class Counter: Sendable {
  private let value = Mutex(0)

  func next() -> Int {
    value.withLock { value in
      defer { value += 1 }
      return value
    }
  }
}
