import CustomDump
import Observation
import Testing
import TextUITesting

/// A model that keeps state for the rows of a long list that are on screen, as a list of row
/// models would.
@MainActor
@Observable
private final class WindowedList {
  let count: Int
  private(set) var live: Set<Int> = []
  private(set) var mostLive = 0

  init(count: Int) {
    self.count = count
  }

  func appeared(_ row: Int) {
    live.insert(row)
    mostLive = max(mostLive, live.count)
  }

  func disappeared(_ row: Int) {
    live.remove(row)
  }
}

private struct WindowedListView: View {
  let model: WindowedList

  var body: some View {
    List(0..<model.count, id: \.self) { row in
      Button(model.live.contains(row) ? "Row \(row)" : "Row \(row) (new)") {}
        .onAppear { model.appeared(row) }
        .onDisappear { model.disappeared(row) }
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(2)))
struct AppearanceTests {
  @Test func rowsAppearAsTheyScrollIntoTheWindowAndDisappearAsTheyLeave() throws {
    // Given a list of 1,000 rows in a frame showing 10 of them
    let model = WindowedList(count: 1_000)
    let driver = TestDriver(size: Size(width: 30, height: 12)) { WindowedListView(model: model) }

    // Then only the rows on screen have state, and the frame already shows it
    #expect(model.live == Set(0...10))
    expectNoDifference(
      driver.frame,
      """
      [Row 0]
      [Row 1]
      [Row 2]
      [Row 3]
      [Row 4]
      [Row 5]
      [Row 6]
      [Row 7]
      [Row 8]
      [Row 9]
      [Row 10]
        ↓ 989 more
      """)

    // When the whole list scrolls by, a page at a time
    try driver.press(.down)
    for _ in 0..<120 { try driver.press(.pageDown) }

    // Then state never outgrew the window, and the rows left behind let theirs go
    #expect(model.mostLive <= 12)
    #expect(model.live.contains(999))
    #expect(!model.live.contains(0))
  }

  @Test func aPresentedScreenDisappearsWhenDismissed() throws {
    let sheet = Sheet()
    let driver = TestDriver {
      Text("Root")
        .sheet(isPresented: Binding(get: { sheet.isShown }, set: { sheet.isShown = $0 })) {
          Text("Sheet")
            .onAppear { sheet.appearances.append("appear") }
            .onDisappear { sheet.appearances.append("disappear") }
        }
    }
    #expect(sheet.appearances == ["appear"])

    try driver.back()

    _ = driver.frame
    #expect(sheet.appearances == ["appear", "disappear"])
  }
}

@MainActor
@Observable
private final class Sheet {
  var isShown = true
  var appearances: [String] = []
}

@MainActor
@Observable
private final class Counter {
  var count = 0
}

/// A body that writes the state it shows: what drawing must never do.
private struct WritesWhileDrawing: View {
  let counter: Counter

  var body: some View {
    counter.count += 1
    return Text("Drawn \(counter.count) times")
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct DrawingOnlyReadsTests {
  @Test func writingObservedStateWhileDrawingIsReported() {
    let counter = Counter()
    withKnownIssue {
      _ = TestDriver { WritesWhileDrawing(counter: counter) }.frame
    } matching: { issue in
      issue.description.contains("Observed state was written while a view's body was being drawn")
    }
  }

  @Test func writingStateFromAnActionIsNotReported() throws {
    let counter = Counter()
    let driver = TestDriver {
      Button("Count: \(counter.count)") { counter.count += 1 }
    }

    try driver.tap("Count: 0")

    #expect(driver.frame == "[Count: 1]")
  }
}
