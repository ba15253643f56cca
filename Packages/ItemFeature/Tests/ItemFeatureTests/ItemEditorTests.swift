import CustomDump
import Foundation
import ItemFeature
import Models
import Synchronization
import Testing
import TextUITesting

/// A save the test lets finish: it waits until ``open()``, whether that comes before or after.
private final class Gate: Sendable {
  private let state = Mutex<(isOpen: Bool, waiting: [CheckedContinuation<Void, Never>])>(
    (false, []))

  func wait() async {
    await withCheckedContinuation { continuation in
      let isOpen = state.withLock { state in
        if !state.isOpen { state.waiting.append(continuation) }
        return state.isOpen
      }
      if isOpen { continuation.resume() }
    }
  }

  func open() {
    let waiting = state.withLock { state in
      state.isOpen = true
      defer { state.waiting = [] }
      return state.waiting
    }
    for continuation in waiting { continuation.resume() }
  }
}

private struct SaveFailed: LocalizedError {
  var errorDescription: String? { "The disk is full." }
}

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ItemEditorTests {
  @Test func saveShowsProgressWhileItRunsThenAsksToBeClosed() async throws {
    // Given an edit screen whose save waits for the test
    let gate = Gate()
    var saved: [Item] = []
    var dismissals = 0
    let editor = ItemEditorModel(.init(draft: .keyboard), purpose: .edit) { item in
      await gate.wait()
      saved.append(item)
    }
    editor.onDismiss = { dismissals += 1 }
    let driver = TestDriver(size: Size(width: 60, height: 12)) {
      NavigationStack { ItemEditorView(model: editor) }
    }
    try driver.type("Name", "Keyboard 2")

    // When Save is tapped
    try driver.tap("Save")

    // Then progress shows, the form is read-only and Save is disabled until the save finishes
    expectNoDifference(
      driver.frame,
      """
      [Cancel]                 Edit item          ⟳ Saving… (Save)
      ────────────────────────────────────────────────────────────
      Name: (Keyboard 2      )
      (Color                                               Blue ■)

      ── In stock ──
      Quantity: 100  (-) (+)
      (Mark as sold out)
      """)
    #expect(dismissals == 0)

    gate.open()
    await driver.wait()

    // Then the draft reached the presenter's save once, the editor asked to be closed, and it
    // stays read-only until the presenter takes it off screen
    #expect(saved.map(\.name) == ["Keyboard 2"])
    #expect(dismissals == 1)
    #expect(editor.isSaving)
    #expect(!editor.canConfirm)
  }

  /// The presenter closes the editor (and calls `cancelWork()` on it) when asked; a saved editor
  /// asks only once its save has returned, so closing it cancels nothing: the save is not its
  /// own dismissal's victim.
  @Test func closingASavedEditorDoesNotCancelTheWorkThatSavedIt() async throws {
    var log: [String] = []
    let editor = ItemEditorModel(.init(draft: .keyboard), purpose: .edit) { _ in
      log.append("stored")
      await Task.yield()
      log.append(Task.isCancelled ? "save cancelled" : "save finished")
    }
    editor.onDismiss = { [weak editor] in
      log.append("closed")
      editor?.cancelWork()
    }

    await editor.confirmButtonTapped()

    expectNoDifference(log, ["stored", "save finished", "closed"])
    #expect(editor.alert == nil)
  }

  @Test func aFailedSaveShowsAnAlertAndKeepsTheDraftForAnotherTry() async throws {
    // Given an Add sheet whose first save fails
    var attempts = 0
    var dismissals = 0
    let editor = ItemEditorModel(.init(draft: .draft(id: Item.sampleID(100))), purpose: .add) {
      _ in
      attempts += 1
      if attempts == 1 { throw SaveFailed() }
    }
    editor.onDismiss = { dismissals += 1 }
    let driver = TestDriver(size: Size(width: 60, height: 12)) {
      NavigationStack { ItemEditorView(model: editor) }
    }
    try driver.type("Name", "Lamp")

    // When saving fails
    try driver.tap("Save")
    await driver.wait()

    // Then the alert says why, and the draft is still there
    expectNoDifference(
      editor.alert, .saveFailed(editor.form.item, message: SaveFailed().localizedDescription))
    #expect(editor.alert?.title == "Couldn't save \"Lamp\"")
    #expect(editor.form.item.name == "Lamp")
    #expect(dismissals == 0)

    // When the user tries again
    try driver.tap("Try Again")
    await driver.wait()

    // Then it saves and asks to be closed, once
    #expect(attempts == 2)
    #expect(dismissals == 1)
    #expect(editor.alert == nil)
  }

  @Test func cancelStopsASaveInFlightAndDismisses() async throws {
    var saved: [Item] = []
    var dismissals = 0
    let editor = ItemEditorModel(.init(draft: .keyboard), purpose: .edit) { item in
      // Only cancellation ends this wait.
      try await Task.sleep(for: .seconds(3_600))
      saved.append(item)
    }
    editor.onDismiss = { dismissals += 1 }
    let driver = TestDriver { NavigationStack { ItemEditorView(model: editor) } }

    try driver.tap("Save")
    try driver.tap("Cancel")
    await driver.wait()

    #expect(saved.isEmpty)
    #expect(editor.alert == nil)
    #expect(dismissals == 1)
  }

  @Test func anUnwiredDismissIsReportedByName() {
    let editor = ItemEditorModel(.init(draft: .keyboard), purpose: .edit) { _ in }
    withKnownIssue {
      editor.cancelButtonTapped()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("Unimplemented: ItemEditorModel.onDismiss") }
    }
  }
}
