import ArgumentParser
import TextUIHosts

/// The options every preview shares.
struct PreviewOptions: ParsableArguments, Sendable {
  @Flag(
    help: ArgumentHelp(
      "Print the starting states, one a line: name, the URL of the state, what it shows, "
        + "separated by tabs; then exit."))
  var listStates = false

  @Option(
    help: ArgumentHelp(
      "Start in the named state (see --list-states); the first state by default.",
      valueName: "name"))
  var state: String?

  @Option(
    help: ArgumentHelp(
      "Deep-link into a state: opened on top of the starting state (see the examples).",
      valueName: "url"))
  var url: String?

  @Option(
    parsing: .upToNextOption,
    help: ArgumentHelp(
      "Carry out these steps (each one argument) and print the frame after each.",
      valueName: "step"))
  var steps: [String] = []

  @Option(
    help: ArgumentHelp(
      "Carry out the steps in this file, one a line (# starts a comment), printing the frame "
        + "after each.",
      valueName: "file"))
  var script: String?

  @Option(
    help: ArgumentHelp(
      "Play the scenario in this file (Apps/preview-runner/Scenarios/*.scenario): in a terminal "
        + "a key carries out each step; otherwise headless, printing the frames, and failing "
        + "unless it ends as the file expects.",
      valueName: "file"))
  var scenario: String?

  @Flag(help: "With --scenario: write how the run ends into the file instead of checking it.")
  var record = false

  @Flag(
    help: ArgumentHelp(
      "Live reload: on every change to the sources this preview builds, rebuild it and come "
        + "back in the same state; a failed build's errors are shown while this build keeps "
        + "running. Start it with `Scripts/preview NAME --watch`, which builds it first."))
  var watch = false

  /// The state a reload resumes in: a file the run before it wrote (see ``PreviewSession``).
  @Option(help: .hidden)
  var resume: String?

  @Flag(help: "With --steps, --script or --scenario: print only the final frame.")
  var final = false

  @Flag(
    name: .customLong("print-url"),
    help: "Print the URL of the final state as the last line.")
  var printURL = false

  @Option(
    help: ArgumentHelp(
      "Mock: every save takes this long (e.g. 0.5); previews that make requests only.",
      valueName: "seconds"))
  var latency: Double?

  @Option(
    help: ArgumentHelp(
      "Mock: make this kind of request fail: save, load or delete (repeatable); previews that "
        + "make requests only.",
      valueName: "request"))
  var fail: [MockedRequest] = []

  @Option(
    help: ArgumentHelp(
      "The frame size (at least 20x5): 80x24 by default, the terminal's size when interactive.",
      valueName: "WxH"))
  var size: FrameSize?

  var mocks: Mocks {
    Mocks(saveLatency: .seconds(latency ?? 0), failing: Set(fail))
  }

  mutating func validate() throws {
    if [!steps.isEmpty, script != nil, scenario != nil].filter({ $0 }).count > 1 {
      throw ValidationError("Use one of --steps, --script and --scenario.")
    }
    if final, steps.isEmpty, script == nil, scenario == nil {
      throw ValidationError("--final applies to --steps, --script and --scenario only.")
    }
    if record, scenario == nil {
      throw ValidationError("--record applies to --scenario only.")
    }
    if let latency, !(latency >= 0 && latency.isFinite) {
      throw ValidationError("--latency takes a number of seconds of 0 or more, found \(latency).")
    }
  }
}

/// A frame size written `WxH`, e.g. `100x30`.
struct FrameSize: ExpressibleByArgument, CustomStringConvertible, Sendable {
  var size: Size

  init?(argument: String) {
    let parts = argument.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      width >= 20, height >= 5
    else { return nil }
    size = Size(width: width, height: height)
  }

  var description: String { size.description }

  static var defaultCompletionKind: CompletionKind { .default }
}
