/// One of the Unicode Character Database's property files (`EastAsianWidth.txt`,
/// `emoji/emoji-data.txt`, `PropList.txt`, `extracted/DerivedGeneralCategory.txt`): lines of
/// `<code point or range> ; <value> # <comment>`.
public struct PropertyFile: Sendable {
  /// The Unicode version the file names in its first line (`# EastAsianWidth-15.0.0.txt`), if
  /// it names one.
  public var version: String?
  /// Every code point range with its value, in file order.
  public var entries: [(range: ClosedRange<UInt32>, value: String)]

  /// Reads the text of a property file; lines that are not entries are skipped.
  public init(_ text: String) {
    version = nil
    entries = []
    for line in text.split(separator: "\n") {
      if version == nil, line.hasPrefix("#") {
        version = Self.version(inHeader: line)
        continue
      }
      let content = line.prefix { $0 != "#" }
      let fields = content.split(separator: ";").map { $0.trimmingWhitespace }
      guard fields.count >= 2, let range = Self.range(fields[0]) else { continue }
      entries.append((range, String(fields[1])))
    }
  }

  /// The ranges whose value is one of `values`.
  public func ranges(where values: Set<String>) -> [ClosedRange<UInt32>] {
    entries.filter { values.contains($0.value) }.map(\.range)
  }

  private static func range(_ field: Substring) -> ClosedRange<UInt32>? {
    let bounds = field.split(separator: ".", omittingEmptySubsequences: true)
    guard (1...2).contains(bounds.count),
      let lower = UInt32(bounds[0], radix: 16),
      let upper = UInt32(bounds[bounds.count - 1], radix: 16), lower <= upper
    else { return nil }
    return lower...upper
  }

  /// `15.0.0` from `# EastAsianWidth-15.0.0.txt` or `# emoji-data.txt` followed by no version.
  private static func version(inHeader line: Substring) -> String? {
    guard let dash = line.lastIndex(of: "-"), line.hasSuffix(".txt") else { return nil }
    return String(line[line.index(after: dash)..<line.index(line.endIndex, offsetBy: -4)])
  }
}

extension Substring {
  fileprivate var trimmingWhitespace: Substring {
    var result = self
    while result.first?.isWhitespace == true { result.removeFirst() }
    while result.last?.isWhitespace == true { result.removeLast() }
    return result
  }
}
