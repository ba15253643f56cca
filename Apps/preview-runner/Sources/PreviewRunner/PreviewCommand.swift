import ArgumentParser
import Foundation
import TextUIHosts

/// The command line of a preview executable: the shared ``PreviewOptions`` plus the preview's
/// own, with help text built from its ``Preview`` value.
///
/// It is parsed and run on the main actor (``PreviewDefinition/main()``), where previews and
/// their models live; ArgumentParser reads ``configuration`` while parsing and printing help.
struct PreviewCommand<Definition: PreviewDefinition>: ParsableCommand {
  static var configuration: CommandConfiguration {
    MainActor.assumeIsolated {
      let preview = Definition.preview
      return CommandConfiguration(
        commandName: preview.name,
        abstract: preview.abstract,
        discussion: PreviewHelp(preview: preview).discussion
      )
    }
  }

  @OptionGroup var options: PreviewOptions
  @OptionGroup var extra: Definition.Options

  /// Parses `arguments`, runs the preview on `console` and exits with its status.
  @MainActor
  static func main(_ arguments: some Collection<String>, console: Console) async -> Never {
    do {
      let arguments = try withScenario(Array(arguments))
      try await parse(arguments).run(console: console, arguments: arguments)
      exit()
    } catch let error where exitCode(for: error) == .success {
      // Help and version requests: ArgumentParser prints them.
      exit(withError: error)
    } catch {
      // Messages quote arguments, URLs and script lines; a terminal must draw them, never act
      // on them.
      let message = fullMessage(for: error).visibleOnTerminal(keepingLineBreaks: true)
      FileHandle.standardError.write(Data((message + "\n").utf8))
      exit(withError: ExitCode(exitCode(for: error).rawValue))
    }
  }

  /// `arguments` with the settings of the `--scenario` file they name, if any, in front, so that
  /// options given on the command line win (`--size 120x40` to watch a scenario larger).
  ///
  /// - Throws: ``PreviewError`` when the file cannot be read, is malformed, or is another
  ///   preview's.
  @MainActor
  static func withScenario(_ arguments: [String]) throws -> [String] {
    var path: String?
    for (index, argument) in arguments.enumerated() {
      if argument == "--" { break }
      if argument == "--scenario", index + 1 < arguments.count {
        path = arguments[index + 1]
      } else if argument.hasPrefix("--scenario=") {
        path = String(argument.dropFirst("--scenario=".count))
      }
    }
    guard let path else { return arguments }
    let scenario = try Scenario(contentsOf: path)
    let preview = Definition.preview
    guard [preview.name, preview.scriptName].contains(scenario.preview) else {
      throw PreviewError.invalidOptions(
        "\(path) is a scenario of the preview \"\(scenario.preview)\"; this is \(preview.name) "
          + "(`Scripts/preview \(preview.scriptName)`).")
    }
    return scenario.settingArguments + arguments
  }

  /// Runs the parsed command on `console`.
  @MainActor
  func run(console: Console, arguments: [String]) async throws {
    try await PreviewRun(
      preview: Definition.preview, options: options, extra: extra, console: console,
      arguments: arguments
    ).run()
  }
}

/// What `--help` says after the options: the states, what `--url` takes, and examples.
struct PreviewHelp<Options: ParsableArguments> {
  let preview: Preview<Options>

  var discussion: String {
    let name = preview.name
    let steps = preview.exampleSteps.map { "'\($0)'" }.joined(separator: " ")
    var examples = [
      "\(name)                       # interactive in a terminal",
      "\(name) </dev/null            # print the first frame",
      "\(name) --list-states",
      "\(name) --state \(preview.states.last?.name ?? "default")",
    ]
    if let url = preview.urls.first {
      examples.append("\(name) --url '\(url)' --print-url </dev/null")
    }
    examples += [
      "\(name) --steps \(steps)",
      "\(name) --steps \(steps) --final",
      "\(name) --script session.steps --size 100x30",
      "\(name) --explore                      # every reachable state, checked",
      "\(name) --explore --depth 3 --format mermaid",
      "printf '%s\\n' \(steps) | \(name)",
    ]
    examples += Self.mockExamples(name, requests: preview.requests)
    examples += preview.examples.map { "\(name) \($0)" }
    var lines = [
      "In a terminal it is interactive: Tab or the arrows move focus, Enter or Space activates, "
        + "typing edits a field, Esc goes back, Ctrl-C or Ctrl-D quits. Otherwise it reads steps "
        + "from standard input, one a line, and prints the final frame at the end of the input.",
      "",
      "STATES: \(preview.states.map(\.name).joined(separator: ", ")) (the first is the default; "
        + "--list-states says what each shows).",
      "",
      "STEPS: \(Step.vocabulary). A label is the visible text, a unique prefix of it, or an "
        + "identifier. With --steps, --script or standard input, work a step starts (a save) runs "
        + "on until a `wait` step or the end; work the starting state starts (a load) is finished "
        + "before the first step.",
      "",
      "URLS (--url; a feature preview takes its feature's fragment, `nav:///` may be left "
        + "out), for example:",
    ]
    lines += preview.urls.map { "  " + $0 }
    lines += ["", "EXAMPLES:"]
    lines += examples.map { "  " + $0 }
    return lines.joined(separator: "\n")
  }

  /// The mock examples that fit what the feature requests: a reading feature's show its loading
  /// state and a failed load, never a save.
  static func mockExamples(_ name: String, requests: Set<MockedRequest>) -> [String] {
    var examples: [String] = []
    if requests.contains(.load) {
      examples.append("\(name) --load-latency 2 </dev/null   # the first frame while it loads")
    }
    if requests.contains(.save) {
      examples.append(
        requests.contains(.delete)
          ? "\(name) --latency 1.5 --fail delete   # slow saves, failing deletes"
          : "\(name) --latency 1.5                 # slow saves")
    }
    let failing = MockedRequest.allCases.filter(requests.contains)
    if !failing.isEmpty {
      examples.append(
        "\(name) " + failing.map { "--fail \($0.rawValue)" }.joined(separator: " ")
          + "   # every request it makes fails")
    }
    return examples
  }
}
