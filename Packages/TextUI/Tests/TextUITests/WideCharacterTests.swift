import CustomDump
import Observation
import Testing
import TextUITesting

@testable import TextUI

@MainActor
@Observable
private final class NameModel {
  var name = ""
}

/// Text is laid out in terminal columns: wide characters take two, marks and joiners none.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct WideCharacterTests {
  @Test func everyKindOfCharacterIsMeasuredInColumns() {
    let samples: [(String, Int)] = [
      ("Lamp", 4),
      ("键盘キーボード", 14),  // CJK ideographs and katakana
      ("한국어", 6),  // Hangul syllables
      ("\u{1112}\u{1161}\u{11AB}", 2),  // the same syllable as conjoining jamo
      ("Cafe😀👍🏽 mug", 12),  // emoji, one with a skin tone
      ("👨‍👩‍👧", 2),  // a ZWJ family
      ("🇯🇵🇫🇷", 4),  // flags
      ("e\u{301}", 1),  // a combining accent
      ("❤", 1), ("❤️", 2),  // text and emoji presentation
      ("1️⃣", 2),  // a keycap
      ("Ａｂｃ", 6),  // fullwidth Latin
      ("a\u{200B}b", 2),  // a zero-width space
      ("\u{1B}[2J", 4),  // a control drawn as its placeholder
    ]

    expectNoDifference(samples.map(\.0.terminalWidth), samples.map(\.1))
  }

  @Test func rowsOfWideNamesEndAtTheFramesEdge() throws {
    let driver = TestDriver(size: Size(width: 30, height: 2)) {
      VStack {
        HStack {
          Text("键盘キーボード")
          Spacer()
          Button("Delete") {}
        }
        HStack {
          Text("Cafe😀👍🏽 mug")
          Spacer()
          Button("Delete") {}
        }
      }
    }

    // Measured by characters, the spacers would take 7 and 2 columns too many and the rows wrap.
    expectNoDifference(
      driver.frame,
      """
      键盘キーボード        [Delete]
      Cafe😀👍🏽 mug          [Delete]
      """)
    for line in driver.frame.split(separator: "\n") {
      #expect(line.terminalWidth <= 30, "\(line)")
    }
  }

  @Test func truncationNeverSplitsAWideCharacter() {
    // Nine columns of text cut to 6 would end halfway through 盘; the ellipsis takes the half.
    expectNoDifference(Line("ab键盘cd").truncated(to: 5).plain, "ab键…")
    expectNoDifference(Line("ab键盘cd").truncated(to: 6).plain, "ab键 …")
    expectNoDifference(Line("键盘").suffix(columns: 3).plain, " 盘")
  }

  @Test func aTextFieldKeepsTheEndOfWideTextInViewAndTheFrameWidth() throws {
    let model = NameModel()
    model.name = "键盘キーボード键盘キーボード"
    let driver = TestDriver(size: Size(width: 24, height: 1)) {
      TextField("Name", text: Bindable(model).name)
    }

    // 16 columns of field are left: the last 16 columns of the text, which end at the edge.
    expectNoDifference(driver.frame, "Name: [ド键盘キーボード]")
    #expect(driver.frame.terminalWidth == 24)

    // One column fewer: the last 15 columns would cut ド in half, so a space takes its place.
    let narrower = TestDriver(size: Size(width: 23, height: 1)) {
      TextField("Name", text: Bindable(model).name)
    }
    expectNoDifference(narrower.frame, "Name: [ 键盘キーボード]")
  }

  @Test func aWideCharacterDrawnOverHalfOfAnotherLeavesASpace() {
    var canvas = Canvas(size: Size(width: 6, height: 1))
    canvas.draw([Line("键盘键")], in: Rect(x: 0, y: 0, width: 6, height: 1))
    canvas.draw([Line("x")], in: Rect(x: 3, y: 0, width: 1, height: 1))

    // 盘 lost its second half, so a space keeps the row six columns wide.
    expectNoDifference(canvas.plainText, "键 x键")
  }

  @Test func noLineOfAnyFrameIsWiderThanTheFrame() {
    let pieces = [
      "a", "Lamp", " ", "键", "盘", "キー", "한", "😀", "👍🏽", "👨‍👩‍👧", "🇯🇵", "e\u{301}", "❤️", "Ａ", "\u{200B}",
      "\u{1B}", "mug", "…",
    ]
    var random = SplitMix64(seed: 13)
    for _ in 0..<200 {
      let width = Int.random(in: 4...40, using: &random)
      let texts = (0..<3).map { _ in
        (0..<Int.random(in: 0...12, using: &random)).map { _ in
          pieces.randomElement(using: &random)!
        }
        .joined()
      }
      let driver = TestDriver(size: Size(width: width, height: 8)) {
        VStack {
          Text(texts[0])
          HStack {
            Text(texts[1])
            Button(texts[2]) {}
          }
        }
      }
      for line in driver.frame.split(separator: "\n") {
        #expect(line.terminalWidth <= width, "\(texts) at width \(width): \(line)")
      }
    }
  }
}

extension Line {
  fileprivate var plain: String {
    var canvas = Canvas(size: Size(width: width, height: 1))
    canvas.draw([self], in: Rect(x: 0, y: 0, width: width, height: 1))
    return canvas.plainText
  }
}

/// SplitMix64: the same strings on every run and machine.
private struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
