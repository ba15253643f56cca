import NavigationState
import TextUIHosts

extension FuzzTarget {
  /// The step language, as a script file holds it: one step per line.
  static let steps = FuzzTarget(name: "steps") { input in
    let script = String(decoding: input, as: UTF8.self)
    // As the preview runner reads a script file: any line break ends a line, `\r\n` included.
    for line in script.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      let text = String(line)
      let step: Step
      do {
        step = try Step(text)
      } catch {
        let message = String(describing: error)
        if let control = terminalControl(in: message, allowingNewlines: true) {
          return "the error for \(text.debugDescription) carries \(codePoint(control)): "
            + message.debugDescription
        }
        // The step and the reason it quotes are each cut at the printing limit.
        if message.unicodeScalars.count > 2 * String.visibleTextLimit + 200 {
          return "the error for a line of \(text.count) characters is "
            + "\(message.unicodeScalars.count) characters long"
        }
        continue
      }
      do {
        let again = try Step(step.description)
        if again != step {
          return "\(text.debugDescription) parses as \(step), which prints as "
            + "\(step.description.debugDescription), which parses as \(again)"
        }
      } catch {
        return "\(text.debugDescription) parses as a step that prints as "
          + "\(step.description.debugDescription), which does not parse: \(error)"
      }
    }
    return nil
  }
}
