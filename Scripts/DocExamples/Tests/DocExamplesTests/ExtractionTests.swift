import Testing

@testable import DocExamples

@Suite(.timeLimit(.minutes(1)))
struct MarkdownExtractionTests {
  @Test func findsSwiftBlocksWithTheLineOfTheirFirstCodeLine() {
    let markdown = """
      # Title

      ```swift
      let a = 1
      print(a)
      ```

      ```sh
      swift build
      ```

      ```swift declarations
      struct S {}
      ```

      ```swift manifest
      let package = Package(name: "S")
      ```
      """
    let extraction = ExampleExtractor.markdown(markdown, file: "README.md")
    #expect(
      extraction
        == Extraction(examples: [
          Example(
            file: "README.md", line: 4, kind: .statements, code: ["let a = 1", "print(a)"],
            columnOffsets: [0, 0]),
          Example(
            file: "README.md", line: 13, kind: .declarations, code: ["struct S {}"],
            columnOffsets: [0]),
          Example(
            file: "README.md", line: 17, kind: .manifest,
            code: [#"let package = Package(name: "S")"#],
            columnOffsets: [0]),
        ]))
  }

  @Test func removesTheFenceIndentationOfABlockInAList() {
    let markdown = """
      - Step:

        ```swift
        let a = 1
          .description
        ```
      """
    let examples = ExampleExtractor.markdown(markdown, file: "TESTING.md").examples
    #expect(examples.map(\.code) == [["let a = 1", "  .description"]])
    #expect(examples.map(\.columnOffsets) == [[2, 2]])
  }

  @Test func aLongerFenceHoldsAShorterOneAsText() {
    let markdown = """
      ````markdown
      ```swift
      not an example
      ```
      ````
      ~~~swift
      let a = 1
      ~~~
      """
    let examples = ExampleExtractor.markdown(markdown, file: "README.md").examples
    #expect(examples.map(\.line) == [7])
    #expect(examples.map(\.code) == [["let a = 1"]])
  }

  @Test func anUnknownSecondWordIsAProblemAtTheFence() {
    let markdown = """
      Text

      ```swift ignore
      let a = 1
      ```
      """
    let extraction = ExampleExtractor.markdown(markdown, file: "README.md")
    #expect(extraction.examples.isEmpty)
    #expect(extraction.problems.map(\.line) == [3])
    #expect(
      extraction.problems.first?.description.hasPrefix(
        "README.md:3: error: unknown example fence 'swift ignore'") == true)
  }

  @Test func anUnclosedBlockIsAProblemAtTheFence() {
    let extraction = ExampleExtractor.markdown("```swift\nlet a = 1\n", file: "README.md")
    #expect(extraction.examples.isEmpty)
    #expect(extraction.problems.map(\.line) == [1])
  }
}

@Suite(.timeLimit(.minutes(1)))
struct DocCommentExtractionTests {
  // The doc comments are assembled from this marker so that this test file holds none itself.
  let doc = "///"

  @Test func findsSwiftBlocksInDocCommentsWithTheirFileColumns() {
    let source = """
      import Foundation

      \(doc) A thing.
      \(doc)
      \(doc) ```swift
      \(doc) let thing = Thing()
      \(doc)   .configured()
      \(doc) ```
      public struct Thing {
        \(doc) Configures.
        \(doc) ```swift
        \(doc)thing.configured()
        \(doc) ```
        public func configured() -> Thing { self }
      }
      """
    let examples = ExampleExtractor.docComments(source, file: "Sources/A/Thing.swift").examples
    #expect(
      examples == [
        Example(
          file: "Sources/A/Thing.swift", line: 6, kind: .statements,
          code: ["let thing = Thing()", "  .configured()"], columnOffsets: [4, 4]),
        Example(
          file: "Sources/A/Thing.swift", line: 12, kind: .statements,
          code: ["thing.configured()"], columnOffsets: [5]),
      ])
  }

  @Test func aBlockEndsWithItsCommentAndOrdinaryCommentsAreNotRead() {
    let source = """
      \(doc) ```swift
      \(doc) let a = 1
      let code = 2
      \(doc)/ ```swift
      \(doc)/ let b = 2
      \(doc)/ ```
      // ```swift
      """
    let extraction = ExampleExtractor.docComments(source, file: "A.swift")
    #expect(extraction.examples.isEmpty)
    #expect(extraction.problems.map(\.line) == [1])
  }
}
