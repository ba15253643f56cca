import CustomDump
import Observation
import Testing

@testable import TextUI
@testable import TextUIHosts
@testable import TextUITesting

@MainActor
@Observable
final class EditorModel {
  enum Size: Hashable {
    case small, large
  }
  var size = Size.small
  var isEditing = true
  var log: [String] = []
}

struct EditorView: View {
  @Bindable var model: EditorModel

  var body: some View {
    Form {
      Section("Options", footer: "Sizes are approximate.") {
        Picker("Size", selection: $model.size) {
          Text("Small").tag(EditorModel.Size.small)
          Text("Large").tag(EditorModel.Size.large)
        }
      }
      Section("Status") {
        ProgressView("Saving…")
        Text("■ Red").foregroundColor(RGB(red: 255, green: 0, blue: 0))
      }
    }
    .navigationTitle("Editor")
    .toolbar {
      ToolbarItem(placement: .cancellationAction) {
        Button("Cancel") { model.log.append("cancel") }
      }
      ToolbarItem(placement: .confirmationAction) {
        Button("Save") { model.log.append("save") }.disabled(model.isEditing)
      }
      ToolbarItem(placement: .secondaryAction) {
        Button("Help") { model.log.append("help") }
      }
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(2)))
struct RenderingTests {
  @Test func formDrawsSectionsPickerProgressAndToolbarPlacements() throws {
    let model = EditorModel()
    let driver = TestDriver(size: Size(width: 50, height: 12)) { EditorView(model: model) }

    expectNoDifference(
      driver.frame,
      """
      [Cancel]              Editor         [Help] (Save)
      ──────────────────────────────────────────────────
      ── Options ──
      Size: ◉ Small ○ Large
      Sizes are approximate.

      ── Status ──
      ⟳ Saving…
      ■ Red
      """
    )

    try driver.tap("Large")
    #expect(model.size == .large)
    #expect(driver.frame.contains("Size: ○ Small ◉ Large"))
  }

  @Test func backPressesTheCancellationItemInsteadOfPopping() throws {
    let model = EditorModel()
    let driver = TestDriver { EditorView(model: model) }

    try driver.back()

    expectNoDifference(model.log, ["cancel"])
  }

  @Test func terminalFramesCarryColorFocusAndDimmingAsEscapeCodes() throws {
    let model = EditorModel()
    let driver = TestDriver(size: Size(width: 50, height: 12)) { EditorView(model: model) }
    try driver.press(.tab)

    let ansi = driver.runtime.frame.canvas.ansiText

    #expect(ansi.contains("\u{1B}[0;7m[Cancel]"))  // focus is inverse video
    #expect(ansi.contains("\u{1B}[0;2m(Save)"))  // disabled is dim
    #expect(ansi.contains("\u{1B}[0;38;2;255;0;0m■ Red"))  // foreground color
    #expect(!driver.frame.contains("\u{1B}"))
  }

  @Test func swatchDrawsAFilledBlockInItsColorAndAnEmptyOneForNoColor() {
    let driver = TestDriver(size: Size(width: 10, height: 2)) {
      HStack {
        Swatch(RGB(red: 0, green: 122, blue: 255))
        Swatch(nil)
      }
    }

    expectNoDifference(driver.frame, "■ □")
    #expect(driver.runtime.frame.canvas.ansiText.contains("\u{1B}[0;38;2;0;122;255m■"))
  }

  @Test func taskStartsWhenItsViewAppearsAndIsCancelledWhenItGoes() async {
    let model = TaskModel()
    let driver = TestDriver { TaskHostView(model: model) }
    #expect(model.events.isEmpty)

    model.isShowingWorker = true
    _ = driver.frame
    // A task starts at once, up to its first suspension, in the frame its view appears in.
    expectNoDifference(model.events, ["started"])
    model.isShowingWorker = false
    _ = driver.frame
    await driver.wait()

    expectNoDifference(model.events, ["started", "cancelled"])
  }
}

@MainActor
@Observable
final class TaskModel {
  var isShowingWorker = false
  var events: [String] = []
}

struct TaskHostView: View {
  let model: TaskModel

  var body: some View {
    VStack {
      if model.isShowingWorker {
        Text("Working")
          .task {
            model.events.append("started")
            do {
              try await Task.sleep(for: .seconds(3_600))
            } catch {
              model.events.append("cancelled")
            }
          }
      }
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(2)))
struct TinyFrameTests {
  @Test(arguments: [
    HostModel.Destination.sheet("Sheet body"), .popover("Popover body"), .cover("Cover body"),
    .menu("Menu body"), .alert(AlertState(title: "Title", message: "Message")),
    .dialog(ConfirmationDialogState(title: "Choose")), .drillDown("Detail body"),
  ])
  func everyPresentationDrawsInTinyFramesWithoutCrashing(
    destination: HostModel.Destination
  ) throws {
    for width in 0...12 {
      for height in 0...6 {
        let model = HostModel(destination: destination)
        let driver = TestDriver(size: Size(width: width, height: height)) { HostView(model: model) }
        let lines = driver.frame.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= max(height, 1))
        #expect(lines.allSatisfy { $0.count <= width })
      }
    }
  }
}
