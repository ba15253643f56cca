import ArgumentParser
import Foundation
import UnicodeWidth

@main
struct GenerateWidthTable: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "generate-width-table",
    abstract:
      "Writes TextUI's table of terminal column widths from the Unicode Character Database.",
    discussion: """
      Reads EastAsianWidth.txt, emoji/emoji-data.txt, extracted/DerivedGeneralCategory.txt and \
      PropList.txt from the database folder (the repository's copy in Scripts/UnicodeWidth/UCD, \
      so the table and its check do not depend on the machine's Unicode version) and writes the \
      Swift source of the wide and zero-width ranges.

      Examples:
        Scripts/generate-width-table
        Scripts/generate-width-table --check
        Scripts/generate-width-table --ucd /usr/share/unicode   # Debian's unicode-data
      """
  )

  @Option(help: "The Unicode Character Database folder, relative to the current folder.")
  var ucd = "Scripts/UnicodeWidth/UCD"

  @Option(help: "The Swift file to write, relative to the current folder.")
  var output = "Packages/TextUI/Sources/TextUI/Rendering/TerminalWidth+Table.swift"

  @Flag(help: "Write nothing; fail if the file differs from what would be written.")
  var check = false

  func run() throws {
    let folder = URL(fileURLWithPath: ucd)
    func file(_ path: String) throws -> PropertyFile {
      let url = folder.appending(path: path)
      do {
        return PropertyFile(try String(contentsOf: url, encoding: .utf8))
      } catch {
        throw ValidationError(
          "cannot read \(url.path): \(error.localizedDescription) (run from the "
            + "repository's root, or name a database folder with --ucd)")
      }
    }
    let table = try WidthTable(
      eastAsianWidth: try file("EastAsianWidth.txt"),
      emojiData: try file("emoji/emoji-data.txt"),
      generalCategory: try file("extracted/DerivedGeneralCategory.txt"),
      propList: try file("PropList.txt"))
    let source = table.swiftSource
    if check {
      let current = try? String(contentsOfFile: output, encoding: .utf8)
      guard current == source else {
        throw ValidationError(
          "\(output) is not what Unicode \(table.unicodeVersion) gives; "
            + "run Scripts/generate-width-table")
      }
      print("\(output) matches Unicode \(table.unicodeVersion)")
      return
    }
    try source.write(toFile: output, atomically: true, encoding: .utf8)
    print(
      "Wrote \(output): Unicode \(table.unicodeVersion), \(table.wide.count) wide ranges, "
        + "\(table.zero.count) zero-width ranges")
  }
}
