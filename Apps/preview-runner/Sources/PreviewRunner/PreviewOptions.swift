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
      "Mock: every save takes this long (e.g. 0.5); previews whose feature saves only.",
      valueName: "seconds"))
  var latency: Double?

  @Option(
    name: .customLong("load-latency"),
    help: ArgumentHelp(
      "Mock: every load of the items takes this long (e.g. 2); previews whose feature loads only.",
      valueName: "seconds"))
  var loadLatency: Double?

  @Option(
    help: ArgumentHelp(
      "Mock: make this kind of request fail: save, load or delete (repeatable); only the kinds "
        + "the previewed feature makes.",
      valueName: "request"))
  var fail: [MockedRequest] = []

  @Option(
    help: ArgumentHelp(
      "The frame size (at least 20x5): 80x24 by default, the terminal's size when interactive.",
      valueName: "WxH"))
  var size: FrameSize?

  @Flag(
    help: ArgumentHelp(
      "Explore every state reachable from the named states: act on every enabled control, "
        + "type a fixed set of texts into every field, go back, select every tab; check each "
        + "state (it draws at every size, reports no issue, its URL and saved form reach it "
        + "again, back returns where it came from) and print the violations with the steps "
        + "that reach them, or the map (--format). Exits 1 on a violation."))
  var explore = false

  @Option(
    help: ArgumentHelp(
      "With --explore: how many steps from a named state to explore (default \(defaultDepth)).",
      valueName: "steps"))
  var depth: Int?

  @Option(
    help: ArgumentHelp(
      "With --explore: the sizes every state is drawn at, comma-separated (default "
        + "40x12,80x24,200x60); steps are carried out at the first.",
      valueName: "WxH,..."))
  var sizes: FrameSizes?

  @Option(
    help: ArgumentHelp(
      "With --explore: what to print: text (the summary and violations), mermaid, dot or json "
        + "(the map).",
      valueName: "format"))
  var format: MapFormat?

  @Option(
    name: .customLong("write-map"),
    help: ArgumentHelp(
      "With --explore: write the map into this Markdown file, between the lines "
        + "<!-- navigation-map:begin --> and <!-- navigation-map:end -->.",
      valueName: "file"))
  var writeMap: String?

  @Option(
    name: .customLong("check-map"),
    help: ArgumentHelp(
      "With --explore: exit 1 if the map in this Markdown file (see --write-map) is not the "
        + "map this exploration draws.",
      valueName: "file"))
  var checkMap: String?

  @Option(
    help: ArgumentHelp(
      "With --explore: write this preview's pages of the catalog (a static site: every state's "
        + "frame, URL, steps and checks, and the map) into DIR/<name>/, and DIR/index.html. "
        + "Scripts/preview --catalog DIR writes every preview's.",
      valueName: "DIR"))
  var catalog: String?

  @Option(
    name: .customLong("write-catalog-index"),
    help: ArgumentHelp(
      "Write DIR/index.html and DIR/style.css from the previews' catalogs in DIR, then exit "
        + "(Scripts/preview --catalog runs it once every preview's pages are written).",
      valueName: "DIR"))
  var writeCatalogIndex: String?

  @Option(
    name: .customLong("compare-catalog"),
    help: ArgumentHelp(
      "With --catalog: mark the states added, removed or drawn differently since the catalog "
        + "in this folder (another commit's), the two frames side by side.",
      valueName: "DIR"))
  var compareCatalog: String?

  @Option(
    help: ArgumentHelp(
      "With --compare-catalog: what the pages call that catalog (a commit).", valueName: "name"))
  var reference: String?

  @Flag(
    name: .customLong("fail-on-change"),
    help: "With --compare-catalog: exit 1 when a state was added, removed or drawn differently.")
  var failOnChange = false

  /// How deep `--explore` goes unless `--depth` says.
  static let defaultDepth = 2

  var mocks: Mocks {
    Mocks(
      saveLatency: .seconds(latency ?? 0), loadLatency: .seconds(loadLatency ?? 0),
      failing: Set(fail))
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
    for (option, seconds) in [("--latency", latency), ("--load-latency", loadLatency)] {
      if let seconds, !(seconds >= 0 && seconds.isFinite) {
        throw ValidationError("\(option) takes a number of seconds of 0 or more, found \(seconds).")
      }
    }
    if !explore,
      depth != nil || sizes != nil || format != nil || writeMap != nil || checkMap != nil
        || catalog != nil
    {
      throw ValidationError(
        "--depth, --sizes, --format, --write-map, --check-map and --catalog apply to --explore "
          + "only.")
    }
    if catalog == nil, compareCatalog != nil {
      throw ValidationError("--compare-catalog applies to --catalog only.")
    }
    if compareCatalog == nil, reference != nil || failOnChange {
      throw ValidationError("--reference and --fail-on-change apply to --compare-catalog only.")
    }
    if explore, !steps.isEmpty || script != nil || scenario != nil || watch || url != nil {
      throw ValidationError(
        "--explore starts from every named state (or --state) and takes no steps, URL or --watch.")
    }
    if let depth, depth < 0 {
      throw ValidationError("--depth takes a number of steps of 0 or more, found \(depth).")
    }
    if writeMap != nil, checkMap != nil {
      throw ValidationError("Use one of --write-map and --check-map.")
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

/// Frame sizes written `WxH,WxH`, e.g. `40x12,80x24`.
struct FrameSizes: ExpressibleByArgument, CustomStringConvertible, Sendable {
  var sizes: [Size]

  init?(argument: String) {
    var sizes: [Size] = []
    for part in argument.split(separator: ",") {
      guard let size = FrameSize(argument: String(part)) else { return nil }
      sizes.append(size.size)
    }
    guard !sizes.isEmpty else { return nil }
    self.sizes = sizes
  }

  var description: String { sizes.map(\.description).joined(separator: ",") }

  static var defaultCompletionKind: CompletionKind { .default }
}
