import DependencyGraph
import Foundation

extension FuzzTarget {
  /// The rules file (`layers.json`) that the checker loads and validates.
  static let rules = FuzzTarget(name: "rules") { input in
    do {
      _ = try RuleBook(data: Data(input))
    } catch {
      let message = String(describing: error)
      if let control = terminalControl(in: message, allowingNewlines: true) {
        return "the rules file error carries \(codePoint(control)): \(message.debugDescription)"
      }
    }
    return nil
  }
}
