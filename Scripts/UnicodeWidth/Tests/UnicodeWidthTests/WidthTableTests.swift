import CustomDump
import Testing

@testable import UnicodeWidth

@Suite(.timeLimit(.minutes(1)))
struct WidthTableTests {
  @Test func aPropertyFileReadsItsVersionRangesAndValues() {
    let file = PropertyFile(
      """
      # EastAsianWidth-15.0.0.txt
      # Date: 2022-05-24

      0000..001F;N     # Cc    [32] <control-0000>..<control-001F>
      1100..115F;W     # Lo    [96] HANGUL CHOSEONG KIYEOK..HANGUL CHOSEONG FILLER
      231A          ; Emoji_Presentation   # E0.6   (⌚) watch
      not an entry
      """)

    #expect(file.version == "15.0.0")
    expectNoDifference(file.entries.map(\.range), [0x0...0x1F, 0x1100...0x115F, 0x231A...0x231A])
    expectNoDifference(file.entries.map(\.value), ["N", "W", "Emoji_Presentation"])
  }

  @Test func rangesAreMergedAndSubtracted() {
    expectNoDifference(merged([5...9, 1...2, 3...3, 8...12]), [1...3, 5...12])
    expectNoDifference(
      subtracting([1...10, 20...30], [3...4, 10...21, 30...30]), [1...2, 5...9, 22...29])
  }

  @Test func zeroWidthWinsOverWideAndTheSoftHyphenStaysDrawn() throws {
    let table = try WidthTable(
      eastAsianWidth: PropertyFile("# EastAsianWidth-15.0.0.txt\n3000..303E;W\n"),
      emojiData: PropertyFile("# emoji-data.txt\n1F600..1F64F ; Emoji_Presentation\n"),
      generalCategory: PropertyFile(
        "# DerivedGeneralCategory-15.0.0.txt\n00AD;Cf\n0300..036F;Mn\n302A..302D;Mn\n0600..0605;Cf\n"
      ),
      propList: PropertyFile(
        "# PropList-15.0.0.txt\n0600..0605 ; Prepended_Concatenation_Mark\n"))

    #expect(table.unicodeVersion == "15.0.0")
    expectNoDifference(table.wide, [0x3000...0x3029, 0x302E...0x303E, 0x1F600...0x1F64F])
    expectNoDifference(
      table.zero, [0x300...0x36F, 0x1160...0x11FF, 0x302A...0x302D, 0xD7B0...0xD7FF])
  }

  @Test func filesOfDifferentVersionsAreRefused() {
    #expect(throws: WidthTable.VersionMismatch.self) {
      try WidthTable(
        eastAsianWidth: PropertyFile("# EastAsianWidth-15.0.0.txt\n"),
        emojiData: PropertyFile(""),
        generalCategory: PropertyFile("# DerivedGeneralCategory-15.1.0.txt\n"),
        propList: PropertyFile("# PropList-15.0.0.txt\n"))
    }
  }
}
