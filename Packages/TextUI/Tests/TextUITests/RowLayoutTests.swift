import CustomDump
import Testing
import TextUITesting

/// How a row (`HStack`) shares out its width: everything at its natural width when it fits;
/// when it does not, text gives way first, then controls, the widest first, so every control
/// stays on screen.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct RowLayoutTests {
  private func row(width: Int) -> TestDriver {
    TestDriver(size: Size(width: width, height: 1)) {
      HStack {
        Button("Keyboard") {}
        Text("Blue")
        Text("In stock: 100")
        Spacer()
        Button("Duplicate") {}
        Button("Delete") {}
      }
    }
  }

  @Test func aRowThatFitsEndsAtTheRightEdge() {
    expectNoDifference(
      row(width: 60).frame, "[Keyboard] Blue In stock: 100           [Duplicate] [Delete]")
  }

  @Test func textGivesWayBeforeControlsWidestFirst() {
    // 50 columns are wanted (with one for the spacer): the status, the wider text, shrinks first.
    expectNoDifference(row(width: 45).frame, "[Keyboard] Blue In stoc… [Duplicate] [Delete]")
    expectNoDifference(row(width: 38).frame, "[Keyboard] Bl… I… [Duplicate] [Delete]")
  }

  @Test func controlsGiveWayOnceTextIsAnEllipsis() {
    // The text is down to one column each; then the widest button loses columns.
    expectNoDifference(row(width: 34).frame, "[Keyboard] … … [Duplica…] [Delete]")
    expectNoDifference(row(width: 26).frame, "[Keyb…] … … [Dupl…] [Del…]")
  }

  @Test func everyControlIsStillDrawnWhenTheRowIsNarrow() {
    let driver = row(width: 26)
    expectNoDifference(driver.controls.map(\.label), ["Keyboard", "Duplicate", "Delete"])
    for label in ["[Keyb…]", "[Dupl…]", "[Del…]"] {
      #expect(driver.frame.contains(label))
    }
  }

  @Test func aControlTheFramesEdgeCutsOffIsNotOnScreen() {
    // Even at their narrowest, four buttons need 15 columns; the fourth starts past the edge.
    let driver = TestDriver(size: Size(width: 10, height: 1)) {
      HStack {
        Button("One") {}
        Button("Two") {}
        Button("Three") {}
        Button("Four") {}
      }
    }
    expectNoDifference(driver.frame, "[…] […] […")
    expectNoDifference(driver.controls.map(\.label), ["One", "Two", "Three"])
  }

  @Test func textInARowIsCutRatherThanWrapped() {
    let driver = TestDriver(size: Size(width: 20, height: 3)) {
      HStack {
        Text("A long description of the thing")
        Button("OK") {}
      }
    }
    expectNoDifference(driver.frame, "A long descrip… [OK]")
  }

  @Test func labelledControlsKeepTheirMarksWhenTheLabelIsCut() {
    let driver = TestDriver(size: Size(width: 16, height: 4)) {
      VStack {
        Stepper("Quantity on hand", onIncrement: {}, onDecrement: {})
        Toggle("Out of stock everywhere", isOn: .constant(true))
        TextField("Description", text: .constant("Lamp"))
      }
    }
    expectNoDifference(
      driver.frame,
      """
      Quanti…  [-] [+]
      [x] Out of stoc…
      Descrip…: [Lamp]
      """)
  }
}
