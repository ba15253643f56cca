/// The app's tab bar as frames draw it, and scenarios rewritten for a new tab bar.
///
/// The bar is derived from the `Tab` enum: ` ○ One │ ● Inventory │ ○ Three`, the selected tab
/// marked `●`. It is the last line of an app scenario's `expect:` frame; a sheet may cover part
/// of it, and what the sheet covers stays as it was.
public enum TabBar {
  /// The bar with `selected` chosen (`nil`: none).
  public static func line(_ tabs: [TabEntry], selected: String?) -> String {
    " " + tabs.map { ($0.name == selected ? "● " : "○ ") + $0.title }.joined(separator: " │ ")
  }

  /// What became of a scenario.
  public enum Rewrite: Equatable, Sendable {
    /// Its final frame shows no tab bar.
    case unchanged
    /// Its final frame with the new bar.
    case rewritten(String)
    /// The new bar cannot be derived from the old frame (a sheet hides which tab was selected
    /// where that matters): play the scenario again to record it.
    case needsRecording(reason: String)
  }

  /// `scenario`'s text with the tab bar of its `expect:` frame changed from `old` to `new`.
  public static func rewrite(scenario: String, from old: [TabEntry], to new: [TabEntry]) -> Rewrite
  {
    var lines = scenario.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let expect = lines.firstIndex(of: "expect:"),
      let last = lines.indices.last(where: { $0 > expect && lines[$0].contains { $0 != " " } })
    else { return .unchanged }
    let frame = lines[(expect + 1)...].map { Array($0) }
    let width = frame.map(\.count).max() ?? 0
    let drawn = Array(lines[last])
    // Which tab was selected: the bar that agrees with the most of what is drawn.
    let candidates = old.map(\.name).map { name -> (name: String, agreement: Int) in
      let bar = fitted(line(old, selected: name), to: width)
      let agreement = zip(drawn, bar).filter { $0 == $1 }.count
      return (name, bar.starts(with: drawn.prefix(2)) ? agreement : 0)
    }
    guard let best = candidates.map({ $0.agreement }).max(), best > 0 else { return .unchanged }
    let results = Set(
      candidates.filter { $0.agreement == best }.map { candidate in
        merge(
          drawn, old: fitted(line(old, selected: candidate.name), to: width),
          new: fitted(line(new, selected: candidate.name), to: width))
      })
    guard results.count == 1, let merged = results.first else {
      return .needsRecording(reason: "a sheet covers which tab is selected")
    }
    guard merged != lines[last] else { return .unchanged }
    lines[last] = merged
    return .rewritten(lines.joined(separator: "\n"))
  }

  /// `bar` as a frame `width` columns wide draws it: cut short with an ellipsis when it is wider.
  private static func fitted(_ bar: String, to width: Int) -> [Character] {
    let characters = Array(bar)
    guard characters.count > width, width > 0 else { return characters }
    return characters.prefix(width - 1) + ["…"]
  }

  /// `drawn` with each character that was the old bar's replaced by the new bar's, and what
  /// covered the old bar kept; past the end of what was drawn, the new bar.
  private static func merge(_ drawn: [Character], old: [Character], new: [Character]) -> String {
    var result: [Character] = []
    for index in 0..<max(drawn.count, new.count) {
      let newCharacter = index < new.count ? new[index] : " "
      guard index < drawn.count else {
        result.append(newCharacter)
        continue
      }
      let oldCharacter = index < old.count ? old[index] : " "
      result.append(drawn[index] == oldCharacter ? newCharacter : drawn[index])
    }
    while drawn.count < result.count, result.last == " " { result.removeLast() }
    return String(result)
  }
}
