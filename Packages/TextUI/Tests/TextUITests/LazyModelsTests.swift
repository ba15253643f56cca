import CustomDump
import Observation
import Testing
import TextUITesting

/// A row's own state, as a row model of a long list would hold it.
@MainActor
@Observable
private final class RowState {
  let id: Int
  var isConfirming = false

  init(id: Int) {
    self.id = id
  }
}

private struct RowsView: View {
  let ids: Range<Int>
  let rows: LazyModels<Int, RowState>

  var body: some View {
    List(ids, id: \.self) { id in
      LazyModelRow(rows, id: id) { row in
        Button(row.isConfirming ? "Row \(row.id)?" : "Row \(row.id)") { row.isConfirming = true }
      } placeholder: {
        Text("Row \(id) (new)")
      }
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(2)))
struct LazyModelsTests {
  private let rows = LazyModels<Int, RowState>(
    make: { RowState(id: $0) }, keepWhile: { $0.isConfirming })

  @Test func rowsGetModelsAsTheyAppearAndLoseThemAsTheyLeave() throws {
    // Given 1,000 rows in a frame showing 11 of them
    let driver = TestDriver(size: Size(width: 30, height: 12)) {
      RowsView(ids: 0..<1_000, rows: rows)
    }

    // Then the rows on screen have models, and the frame already draws them
    expectNoDifference(rows.models.map(\.id), Array(0...10))
    #expect(driver.frame.hasPrefix("[Row 0]\n[Row 1]"))

    // When the list scrolls by a page
    try driver.press(.down)
    try driver.press(.pageDown)

    // Then only the rows now on screen have models
    let onScreen = rows.models.map(\.id)
    #expect(onScreen.count <= 11)
    #expect(!onScreen.contains(0))
    #expect(rows[id: 0] == nil)
  }

  @Test func aRowPresentingSomethingKeepsItsModelOffScreen() throws {
    let driver = TestDriver(size: Size(width: 30, height: 12)) {
      RowsView(ids: 0..<1_000, rows: rows)
    }

    // When the first row starts presenting and the list scrolls it away
    try driver.tap("Row 0")
    try driver.press(.pageDown)
    try driver.press(.pageDown)

    // Then its model is kept, and is the one presenting
    #expect(rows[id: 0]?.isConfirming == true)
    #expect(rows.presenting === rows[id: 0])

    // When it stops presenting and another row leaves the screen, it is let go
    rows[id: 0]?.isConfirming = false
    try driver.press(.pageDown)
    #expect(rows[id: 0] == nil)
    #expect(rows.presenting == nil)
  }

  @Test func aModelAskedForByIDIsBuiltAndLivesWhilePresenting() {
    // When a link needs the model of a row that is not on screen
    let row = rows.model(500)
    row.isConfirming = true

    // Then it is alive until it stops presenting
    #expect(rows[id: 500] === row)
    rows.disappeared(1)
    #expect(rows.count == 1)
    row.isConfirming = false
    rows.disappeared(1)
    #expect(rows.count == 0)
  }
}
