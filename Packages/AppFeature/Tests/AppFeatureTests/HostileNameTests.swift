import CustomDump
import Models
import Testing
import TextUITesting

@testable import AppFeature

/// Names that would take over a terminal, entering the app from the store and from a link: drawn
/// visibly, kept as they are.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct HostileNameTests {
  @Test func aNameFromTheStoreIsDrawnWithVisiblePlaceholders() throws {
    // Given an item another program wrote with a title change, a screen clear and a color
    let evil = Item(
      id: Item.sampleID(9), name: "Evil\u{1B}]0;PWNED-TITLE\u{7}\u{1B}[2J\u{1B}[31mRED",
      color: .red, status: .inStock(quantity: 1))
    let model = AppModel.loaded(items: [evil])
    let driver = TestDriver(size: Size(width: 80, height: 6)) { AppView(model: model) }

    // Then its row shows the sequences as text, and its delete alert too
    #expect(driver.frame.contains("[Evil␛]0;PWNED-TITLE␇␛[2J␛[31mRED] Red ■ In stock: 1"))
    #expect(!driver.frame.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    try driver.tap("\(evil.id)/Delete")
    #expect(driver.frame.contains("Evil␛]0;PWNED-TITLE␇␛[2J␛[31mRED"))
  }

  /// Every state has a URL that opens it, so a link opens the Add sheet on any name; the form
  /// then draws it visibly and refuses to save it, so it is never stored cut short.
  @Test func aNameWithControlsFromALinkIsDrawnVisiblyAndNeverSaved() async throws {
    let model = AppModel.loaded()
    let driver = TestDriver(size: Size(width: 80, height: 12)) { AppView(model: model) }

    try await model.open(url: "nav:///inventory/add?name=X%1B%5D0%3BURL-PWNED%07Y%00Z")

    guard case .add(let editor) = model.state.destination else {
      Issue.record("Expected the Add sheet, found \(model.state)")
      return
    }
    #expect(editor.draft.name == "X\u{1B}]0;URL-PWNED\u{7}Y\u{0}Z")
    #expect(driver.frame.contains("Name: [X␛]0;URL-PWNED␇Y␀Z"))
    #expect(driver.frame.contains("Name can't contain the control character U+001B."))
    #expect(!driver.frame.contains("\u{1B}"))
    #expect(throws: StepError.self) { try driver.tap("Save") }
  }

  /// Found by `Scripts/fuzz url`: the message quoted the URL as given.
  @Test func aLinkThatDoesNotOpenIsQuotedVisiblyInItsError() async {
    let model = AppModel.loaded()
    let url = "nav:///inventory/\u{1B}]0;T\u{7}%1B%5B2J"

    let error = await #expect(throws: AppLinkError.self) { try await model.open(url: url) }

    expectNoDifference(
      error?.description,
      #"Can't open nav:///inventory/␛]0;T␇%1B%5B2J: Expected "help", "add" or an item id (a UUID) "#
        + #"after /inventory, found "␛]0;T␇␛[2J"."#)
  }

  /// The report that named wide characters: at 100 columns these rows were wider than the
  /// terminal and wrapped (`[Duplicate] [D` / `elete]`). At 40 columns text gives way first and
  /// then the widest button, so every row keeps its Delete button on screen.
  @Test func rowsOfWideNamesFitTheTerminal() throws {
    let names = ["键盘キーボード", "Cafe😀👍🏽 mug", "👨‍👩‍👧 family", "Crème brûlée"]
    let items = names.enumerated().map { index, name in
      Item(id: Item.sampleID(UInt8(index + 1)), name: name, status: .inStock(quantity: 1))
    }
    for width in [100, 80, 40] {
      let model = AppModel.loaded(items: items)
      let driver = TestDriver(size: Size(width: width, height: 12)) { AppView(model: model) }

      for line in driver.frame.split(separator: "\n") {
        #expect(line.terminalWidth <= width, "at \(width) columns: \(line)")
      }
      let rowEnds = driver.frame.split(separator: "\n").filter {
        $0.hasSuffix("[Duplicate] [Delete]")
      }
      #expect(rowEnds.count == items.count, "at \(width) columns:\n\(driver.frame)")
      for item in items {
        #expect(
          width < 80 || driver.frame.contains("[\(item.name)]"), "\(item.name) at \(width) columns"
        )
      }
    }
  }
}
