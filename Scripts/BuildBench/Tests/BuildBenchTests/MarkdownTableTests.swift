import Testing

@testable import BuildBench

@Suite struct MarkdownTableTests {
  @Test func figuresAreRightAlignedAndWordsLeftAligned() {
    let table = Markdown.table(
      header: ["build", "cold (s)", "ratio"],
      rows: [["Models", "12.50", "0.50×"], ["App", "-", "FAILED"]])
    #expect(
      table == """
        | build | cold (s) | ratio |
        |---|--:|--:|
        | Models | 12.50 | 0.50× |
        | App | - | FAILED |
        """)
  }

  @Test func aTableWithoutRowsAlignsEveryColumnLeft() {
    #expect(Markdown.table(header: ["a", "b"], rows: []) == "| a | b |\n|---|---|")
  }

  @Test func aColumnWithOneWordIsLeftAligned() {
    let table = Markdown.table(header: ["goal"], rows: [["met"], ["1.00"]])
    #expect(table == "| goal |\n|---|\n| met |\n| 1.00 |")
  }

  @Test func secondsHaveTwoDecimalsAndAMissingFigureIsADash() {
    #expect(Markdown.seconds(12.345_6) == "12.35")
    #expect(Markdown.seconds(0.004) == "0.00")
    #expect(Markdown.seconds(nil) == "-")
  }

  @Test func theRatioIsLeftOutWithoutABaseline() {
    #expect(Markdown.ratio(3.0, nil) == "-")
    #expect(Markdown.ratio(3.0, 0) == "-")
    #expect(Markdown.ratio(nil, 2.0) == "-")
    #expect(Markdown.ratio(3.0, 2.0) == "1.50×")
  }

  @Test func modulesAreListedSortedOrAsNone() {
    #expect(
      Markdown.moduleList(["TextUI", "Models", "AppFeature"]) == "AppFeature, Models, TextUI")
    #expect(Markdown.moduleList([]) == "(none)")
  }
}
