import CustomDump
import Observation
import Testing

@testable import TextUI
@testable import TextUIHosts
@testable import TextUITesting

/// Strings that would take over a terminal if written as they are, and how frames draw them.
let hostile: [(name: String, text: String, drawn: String)] = [
  ("OSC 0 title", "Evil\u{1B}]0;PWNED-TITLE\u{7}", "Evil␛]0;PWNED-TITLE␇"),
  ("OSC 2 title, ST", "A\u{1B}]2;T\u{1B}\\B", "A␛]2;T␛\\B"),
  ("OSC 8 hyperlink", "\u{1B}]8;;http://x\u{1B}\\link", "␛]8;;http://x␛\\link"),
  ("OSC 52 clipboard", "\u{1B}]52;c;cGF3bmVk\u{7}", "␛]52;c;cGF3bmVk␇"),
  ("CSI clear screen", "\u{1B}[2J\u{1B}[H", "␛[2J␛[H"),
  ("CSI color", "\u{1B}[31mRED", "␛[31mRED"),
  ("cursor moves", "\u{1B}[10A\u{1B}[5C", "␛[10A␛[5C"),
  ("DCS", "\u{1B}P1$q\u{1B}\\", "␛P1$q␛\\"),
  ("8-bit CSI", "\u{9B}2J", "�2J"),
  ("C1 OSC", "\u{9D}0;x\u{9C}", "�0;x�"),
  ("backspace overwrite", "Safe\u{8}\u{8}\u{8}\u{8}Evil", "Safe␈␈␈␈Evil"),
  ("carriage return overwrite", "Safe\rEvil", "Safe␍Evil"),
  ("CRLF", "A\r\nB", "A␍␊B"),
  ("DEL", "A\u{7F}B", "A␡B"),
  ("bidi override", "abc\u{202E}fed", "abc�fed"),
  ("bidi isolate", "\u{2066}x\u{2069}", "�x�"),
]

/// Every control in a frame's ANSI text is one the kit writes itself: the cursor home that starts
/// it, SGR colors and styles (`ESC [ … m`), and the `\r\n` between rows.
private func onlyTheKitsOwnSequences(_ text: String) -> Bool {
  var rest = Substring(text.replacingOccurrences(of: "\r\n", with: "\n"))
  guard rest.hasPrefix("\u{1B}[H") else { return false }
  rest = rest.dropFirst(3)
  while let escape = rest.firstIndex(of: "\u{1B}") {
    guard rest.unicodeScalars[..<escape].allSatisfy({ $0 == "\n" || !$0.isTerminalControl }) else {
      return false
    }
    rest = rest[rest.index(after: escape)...]
    guard rest.first == "[" else { return false }
    let parameters = rest.dropFirst().prefix { $0.isNumber || $0 == ";" }
    guard rest.dropFirst(1 + parameters.count).first == "m" else { return false }
    rest = rest.dropFirst(2 + parameters.count)
  }
  return rest.unicodeScalars.allSatisfy { $0 == "\n" || !$0.isTerminalControl }
}

@MainActor
@Observable
private final class FieldModel {
  var name = ""
}

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct HostileTextTests {
  @Test(arguments: hostile.map(\.name))
  func contentIsDrawnWithVisiblePlaceholders(name: String) throws {
    let entry = try #require(hostile.first { $0.name == name })
    let model = FieldModel()
    model.name = entry.text
    let driver = TestDriver(size: Size(width: 60, height: 6)) {
      VStack {
        Text(entry.text)
        Button(entry.text) {}
        TextField("Name", text: Bindable(model).name)
      }
      .navigationTitle(entry.text)
    }

    let lines = driver.frame.split(separator: "\n", omittingEmptySubsequences: false)
    try #require(lines.count == 5)
    #expect(lines[0].contains(entry.drawn))
    expectNoDifference(lines[2], Substring(entry.drawn))
    expectNoDifference(lines[3], Substring("[\(entry.drawn)]"))
    #expect(lines[4].hasPrefix("Name: [\(entry.drawn)"))
    #expect(onlyTheKitsOwnSequences(driver.runtime.frame.canvas.ansiText))
    // Nothing typed or saved is lost: the model keeps the text as it was given.
    #expect(model.name == entry.text)
  }

  @Test func typedControlCharactersDoNotReachTheField() throws {
    let model = FieldModel()
    let driver = TestDriver { TextField("Name", text: Bindable(model).name) }
    try driver.press(.tab)

    for key in ["A", "\u{1B}", "\u{7}", "\u{9B}", "\u{202E}", "B"] {
      try driver.press(.character(Character(key)))
    }

    #expect(model.name == "AB")
  }

  @Test func lineModeWritesNoControlSequence() async throws {
    let entry = hostile[0]
    let model = FieldModel()
    let host = LineModeHost(size: Size(width: 60, height: 3)) {
      TextField("Name", text: Bindable(model).name)
    }
    var output: [String] = []

    try await host.run(lines: [#"type "Name" "\#(entry.text)""#], frames: .everyStep) {
      output.append($0)
    }

    #expect(model.name == entry.text)
    expectNoDifference(
      output,
      [
        #"> type "Name" "\#(entry.drawn)""#, "Name: [\(entry.drawn)▌]",
        "> end of input", "Name: [\(entry.drawn)▌]",
      ])
  }

  /// Found by `Scripts/fuzz url` and `Scripts/fuzz steps`: error messages quote the link or
  /// the step, which may hold any text once decoded.
  @Test func errorMessagesDrawQuotedControlsVisibly() {
    let link = #expect(throws: DeepLinkError.self) {
      try DeepLink(parsing: "nav:///a%1B%5D0%3BT%07/b").expectFullyRead()
    }
    let step = #expect(throws: StepError.self) { try Step("back \u{1B}[2J") }

    expectNoDifference(
      [link?.description, step?.description],
      [
        #"Expected the end of the path after /, found "a␛]0;T␇"."#,
        #"Cannot read the step "back ␛[2J": `back` takes no arguments."#,
      ])
  }

  @Test func messagesAreCutToABoundedLengthWithAMark() {
    let long = String(repeating: "ab\u{7}", count: 3_000)

    expectNoDifference(long.visibleOnTerminal(limit: 5), "ab␇ab … (8995 more characters)")
    #expect(long.visibleOnTerminal().unicodeScalars.count < String.visibleTextLimit + 40)
    #expect("short\u{1B}".visibleOnTerminal() == "short␛")
  }

  /// Found by a hostile test: a 130 KB link of repeated components took 4 s to refuse, and the
  /// message repeated all of it.
  @Test func aLinkOverTheLimitIsRefusedBeforeParsingWithoutBeingQuoted() {
    let long = "nav:///" + String(repeating: "a/", count: 65_000)

    let error = #expect(throws: DeepLinkError.self) { try DeepLink(parsing: long) }

    expectNoDifference(
      error?.description, "Expected a link of at most 4096 bytes, found one of 130007 bytes.")
  }

  @Test func aLongComponentIsQuotedUpToItsLimit() {
    let link = "nav:///" + String(repeating: "x", count: 1_000)

    let error = #expect(throws: DeepLinkError.self) {
      try DeepLink(parsing: link).expectFullyRead()
    }

    expectNoDifference(
      error?.description,
      "Expected the end of the path after /, found \""
        + String(repeating: "x", count: 200) + " … (800 more characters)\".")
  }
}
