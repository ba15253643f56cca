import CustomDump
import Testing

@testable import RuntimeBenchmark

@Suite(.timeLimit(.minutes(2)))
struct FormattingTests {
  @Test func durationsUseTheUnitThatKeepsThreeSignificantDigits() {
    expectNoDifference(
      [
        Duration.nanoseconds(412), .nanoseconds(1_234), .nanoseconds(999_700),
        .microseconds(45_600),
        .milliseconds(2_100), .nanoseconds(5),
      ].map(formatted),
      ["412 ns", "1.23 µs", "1.00 ms", "45.6 ms", "2.10 s", "5.00 ns"])
  }

  @Test func numbersAreGroupedByThousands() {
    expectNoDifference(
      [0, 999, 1_000, 100_000, 1_234_567, -1_234].map(grouped),
      ["0", "999", "1,000", "100,000", "1,234,567", "-1,234"])
  }

  @Test func bytesUseTheUnitThatKeepsThemShort() {
    expectNoDifference(
      [512, 10_239, 10_240, 209_715, 1_048_576, 19_503_513].map { formatted(bytes: $0) },
      ["512 B", "10,239 B", "10.0 KiB", "204.8 KiB", "1.0 MiB", "18.6 MiB"])
  }

  @Test func countsAgreeInNumber() {
    expectNoDifference(
      [counted(1, "sample"), counted(3, "sample"), counted(1, "batch", "batches")],
      ["1 sample", "3 samples", "1 batch"])
  }
}

@Suite(.timeLimit(.minutes(2)))
struct MarkdownTableTests {
  @Test func columnsArePaddedAndAligned() {
    // Given a table with a left-aligned and a right-aligned column
    var table = MarkdownTable([.init("name", .left), .init("time")])

    // When rows of different widths are added, one short of cells
    table.append(["a", "1.00 ms"])
    table.append(["longer name"])

    // Then every line is padded to the widest cell and the rule marks the alignment
    expectNoDifference(
      table.text,
      """
      | name        |    time |
      | :---------- | ------: |
      | a           | 1.00 ms |
      | longer name |         |
      """)
  }
}
