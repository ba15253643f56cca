/// Rewrites the compiler's diagnostics about examples so they point into the repository's files:
/// paths relative to the root (as `Scripts/test` and editors use them), columns counted in the
/// file (after `///` and the fence's indentation), and a diagnostic about the code wrapped around
/// an example (an unbalanced brace) moved to the example's first line.
public struct DiagnosticMapper: Sendable {
  private let root: String
  /// Per file and line of an example's code, the characters before the code on that line.
  private let columnOffsets: [String: [Int: Int]]
  /// Per generated file (absolute path), the example it holds.
  private let generatedFiles: [String: Example]

  /// `root` is the repository's absolute path, `scratch` the scratch package's.
  public init(root: String, scratch: String, package: ScratchPackage) {
    self.root = root
    var offsets: [String: [Int: Int]] = [:]
    var generated: [String: Example] = [:]
    for file in package.files {
      let example = file.example
      for (index, offset) in example.columnOffsets.enumerated() {
        offsets[root + "/" + example.file, default: [:]][example.line + index] = offset
      }
      generated[scratch + "/" + file.path] = example
    }
    columnOffsets = offsets
    generatedFiles = generated
  }

  /// The errors and notes of a build's output, rewritten, in order and without repeats
  /// (`swift build` can print one twice); `nil` for a line that is not a diagnostic.
  public func diagnostics(in output: String) -> [String] {
    var seen: Set<String> = []
    return output.split(separator: "\n").compactMap(map).filter { seen.insert($0).inserted }
  }

  func map(_ line: Substring) -> String? {
    guard let match = line.wholeMatch(of: /(\/[^:]+):(\d+):(\d+): (error|note): (.*)/),
      let number = Int(match.2), let column = Int(match.3)
    else { return nil }
    let path = String(match.1)
    let message = "\(match.4): \(match.5)"
    if let example = generatedFiles[path] {
      return "\(example.file):\(example.line): \(message) (in the code wrapped around this example)"
    }
    let shift = columnOffsets[path]?[number] ?? 0
    return "\(relative(path)):\(number):\(column + shift): \(message)"
  }

  private func relative(_ path: String) -> String {
    path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
  }
}
