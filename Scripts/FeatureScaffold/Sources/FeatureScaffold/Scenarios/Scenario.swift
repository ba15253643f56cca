/// A scenario file of the preview runner.
enum Scenario {
  /// The preview the scenario at `path` plays, from its `preview:` line.
  static func preview(of text: String, path: String) throws(ScaffoldError) -> String {
    for line in text.split(separator: "\n") where line.hasPrefix("preview:") {
      return line.dropFirst("preview:".count).trimmingCharacters(in: .whitespaces)
    }
    throw .structureNotFound(file: path, lookingFor: "`preview:` line")
  }
}
