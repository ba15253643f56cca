import ArgumentParser
import Foundation
import Synchronization
import TextUIHosts

/// What a preview executable tells the runner about itself: its name, its named starting states,
/// what its `--url` accepts, and how to start it.
///
/// The runner owns everything else (the command line, the hosts, placeholders for destinations
/// the feature does not own), so a preview's `main.swift` is this value and one call:
///
/// ```swift
/// import ItemRowFeature
///
/// enum ItemRowPreview: PreviewDefinition {
///   static let preview = Preview<NoPreviewOptions>(
///     name: "ItemRowPreview",
///     abstract: "One inventory row (ItemRowFeature) on its own.",
///     states: ItemRowModel.previewStates.map(PreviewState.init),
///     urls: ["delete", "nav:///edit"],
///     exampleSteps: [#"tap "Delete""#],
///     start: { launch in
///       let start = ItemRowModel.previewStates[named: launch.state] ?? .init(item: .keyboard)
///       let model = start.makeModel()
///       return PreviewSession(url: { "nav:///" }) { ItemRowView(item: start.item, model: model) }
///     }
///   )
/// }
/// await ItemRowPreview.main()
/// ```
public struct Preview<Options: ParsableArguments>: Sendable {
  /// The executable's name, as `--help` and errors show it.
  public var name: String
  /// One line saying what the preview shows.
  public var abstract: String
  /// The name `Scripts/preview` and scenario files call it by: `ItemRowPreview` is `item-row`
  /// (a dash where a capital follows a small letter or a digit, `Preview` left out).
  public var scriptName: String {
    var result = ""
    var previous: Character?
    for character in name.hasSuffix("Preview") ? String(name.dropLast("Preview".count)) : name {
      if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
        result += "-"
      }
      result += character.lowercased()
      previous = character
    }
    return result
  }
  /// The named starting states, in the order `--list-states` prints them; the first is the
  /// default.
  public var states: [PreviewState]
  /// What `--url` accepts, as examples `--help` lists; the first is shown in the usage example.
  public var urls: [String]
  /// A few steps that show what the preview does, for the `--steps` example of `--help`.
  public var exampleSteps: [String]
  /// More example arguments `--help` lists, e.g. for the preview's own options.
  public var examples: [String]
  /// The requests the previewed feature makes: those `--fail` may fail, with `--latency` for
  /// saves and `--load-latency` for loads; the runner rejects mocks of any other.
  public var requests: Set<MockedRequest>
  /// Builds the preview's model for a launch and says how to show it and print its URL.
  ///
  /// Throw a ``PreviewError`` (for example ``PreviewError/badURL(_:reason:)``) when the launch
  /// asks for something the feature cannot show; its message is printed on one line.
  public var start: @MainActor (PreviewLaunch<Options>) async throws -> PreviewSession

  /// Describes a preview.
  ///
  /// - Parameters:
  ///   - name: The executable's name.
  ///   - abstract: One line saying what it shows.
  ///   - states: Named starting states; the first is the default. There must be at least one.
  ///   - urls: Examples of what `--url` accepts.
  ///   - exampleSteps: Steps for the `--steps` example of `--help`.
  ///   - examples: More example arguments for `--help`.
  ///   - requests: The requests the feature makes, which the mocks may slow or fail.
  ///   - start: Builds the session for a launch.
  public init(
    name: String,
    abstract: String,
    states: [PreviewState],
    urls: [String],
    exampleSteps: [String],
    examples: [String] = [],
    requests: Set<MockedRequest> = [],
    start: @escaping @MainActor (PreviewLaunch<Options>) async throws -> PreviewSession
  ) {
    self.name = name
    self.abstract = abstract
    self.states = states
    self.urls = urls
    self.exampleSteps = exampleSteps
    self.examples = examples
    self.requests = requests
    self.start = start
  }
}

/// A named starting state of a preview, and what it shows.
public struct PreviewState: Hashable, Sendable {
  /// The name `--state` takes.
  public var name: String
  /// One line saying what it shows, for `--list-states` and `Scripts/preview --list`.
  public var summary: String

  public init(_ name: String, _ summary: String) {
    self.name = name
    self.summary = summary
  }

  /// The catalog entry of a feature's named state: its name and summary.
  public init<Value>(_ state: NamedState<Value>) {
    self.init(state.name, state.summary)
  }
}

/// A type that names a preview executable: its ``preview`` value and, when it needs any, the
/// command-line options only it has (``Options``, e.g. a choice of data to show).
///
/// Call ``main()`` from the executable's `main.swift`.
public protocol PreviewDefinition {
  /// Options this preview adds to the shared ones; ``NoPreviewOptions`` when it adds none.
  associatedtype Options: ParsableArguments & Sendable = NoPreviewOptions
  /// The preview.
  @MainActor static var preview: Preview<Options> { get }
}

extension PreviewDefinition {
  /// Parses the command line and runs the preview, then exits with its status: 0 on success,
  /// 1 with a one-line message on standard error when something failed, 64 for a malformed
  /// command line.
  @MainActor
  public static func main() async -> Never {
    await PreviewCommand<Self>.main(CommandLine.arguments.dropFirst(), console: .standard)
  }
}

/// The options of a preview that adds none to the shared ones.
public struct NoPreviewOptions: ParsableArguments, Sendable {
  public init() {}
}

/// Everything a preview needs to build its starting state for one run.
@MainActor
public struct PreviewLaunch<Options> {
  /// The starting state's name, one of ``Preview/states`` (the first unless `--state` chose).
  public var state: String
  /// Whether `--state` chose ``state``, rather than it being the default.
  public var isStateChosen: Bool
  /// The `--url` to open after building ``state``, as typed; read it with ``link()``.
  public var url: String?
  /// The snapshot a `--watch` reload resumes from, as the run before it gave it
  /// (``PreviewSession/init(url:snapshot:finish:content:)``); restore it instead of opening
  /// ``url``.
  public var resumed: Data?
  /// The mocked requests the command line asked for.
  public var mocks: Mocks
  /// How the preview is being driven.
  public var mode: PreviewMode
  /// Where the preview shows destinations its feature emits but does not own.
  public var placeholders: Placeholders
  /// The preview's own options.
  public var options: Options
  /// What outlives one launch: the mock store an exploration's fresh sessions share (see
  /// ``PreviewKept``). A normal run has its own, empty.
  public var kept = PreviewKept()

  /// Makes the ids of new items (an add's draft, a duplicate): random in a normal run, and
  /// `00000000-0000-0000-0000-0000000001nn` counting up in an exploration (`--explore`), so the
  /// same exploration always gives the same states.
  public var makeID: @Sendable () -> UUID {
    if mode == .exploring { return kept.nextID }
    return { UUID() }
  }

  /// Reads the `--url` with `read`, which consumes what it understands; `nil` when there is no
  /// `--url`.
  ///
  /// A feature preview's URL is the feature's own fragment: `nav:///delete`, or just `delete`
  /// (`nav:///` is added when the text has no scheme). After `read` the whole path and query must
  /// have been consumed: the rest of a longer link belongs to features this preview does not
  /// build.
  ///
  /// - Throws: ``PreviewError/badURL(_:reason:)`` saying what was wrong and where.
  public func readURL<Route>(
    _ read: (inout DeepLink) throws(DeepLinkError) -> Route
  ) throws(PreviewError) -> Route? {
    guard let url else { return nil }
    do throws(DeepLinkError) {
      var link = try DeepLink(parsing: url.contains(":") ? url : "nav:///" + url)
      let route = try read(&link)
      try link.expectEnd()
      if let item = link.query.first {
        throw DeepLinkError(
          expected: "no query", found: "?\(item.name)=\(item.value)", at: link.location)
      }
      return route
    } catch {
      throw .badURL(url, reason: error.description)
    }
  }
}

/// How a preview is being driven, so a preview can tell a person at a terminal (whose session
/// may be saved and restored) from a deterministic scripted run.
public enum PreviewMode: Hashable, Sendable {
  /// Full screen in a terminal, driven by the keyboard.
  case interactive
  /// Steps read line by line from standard input; the final frame is printed at its end.
  case lineMode
  /// Steps given with `--steps`, `--script` or `--scenario`.
  case scripted
  /// Started only to print the URL of each state (`--list-states`): never shown, and it must
  /// change nothing outside the process (open no store).
  case listing
  /// Started by `--explore`, once for every action it tries: headless, deterministic (mock
  /// data, ids from ``PreviewLaunch/makeID``), and never saving anything.
  case exploring
}

/// A started preview: what to show, and how to print the URL of the state it is in.
@MainActor
public struct PreviewSession {
  let content: @MainActor () -> AnyView
  let url: @MainActor () -> String
  let snapshot: (@MainActor () throws -> Data)?
  let finish: @MainActor () async throws -> Void

  /// A session showing `content`.
  ///
  /// - Parameters:
  ///   - url: The URL of the current state, for `--print-url`; it must parse back (with the
  ///     same starting state) to the state it was printed from. A `--watch` reload comes back
  ///     there.
  ///   - snapshot: The whole state, drafts included, when the URL does not hold all of it; a
  ///     `--watch` reload hands it to the next run as ``PreviewLaunch/resumed`` instead of the
  ///     URL.
  ///   - finish: Called once when the session ends normally (after the final frame), e.g. to save
  ///     state. Its error is reported and makes the exit status non-zero.
  ///   - content: The root view.
  public init<Content: View>(
    url: @escaping @MainActor () -> String,
    snapshot: (@MainActor () throws -> Data)? = nil,
    finish: @escaping @MainActor () async throws -> Void = {},
    @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    self.content = { AnyView(content()) }
    self.url = url
    self.snapshot = snapshot
    self.finish = finish
  }
}

/// What outlives one launch of a preview: values kept by name, and the counter of
/// ``PreviewLaunch/makeID``.
///
/// An exploration (`--explore`) reaches a state, then opens its URL and restores its saved form
/// in fresh launches sharing the reaching launch's `PreviewKept`, so they see the same store:
///
/// ```swift declarations
/// import PreviewRunner
///
/// @MainActor
/// func store(of launch: PreviewLaunch<NoPreviewOptions>) -> [String] {
///   launch.kept.value("store") { ["Keyboard", "Charger"] }  // made by the first launch only
/// }
/// ```
@MainActor
public final class PreviewKept {
  private var values: [String: Any] = [:]
  private let ids = IDCounter()

  /// An empty set of kept values.
  public init() {}

  /// The value kept under `key`, made with `make` by the first launch that asks.
  public func value<Value>(_ key: String, _ make: () -> Value) -> Value {
    if let value = values[key] as? Value { return value }
    let value = make()
    values[key] = value
    return value
  }

  /// Deterministic ids, counting up from `00000000-0000-0000-0000-000000000101`.
  var nextID: @Sendable () -> UUID { { [ids] in ids.next() } }
}

/// Counts ids up, from whichever thread a model makes them on.
private final class IDCounter: Sendable {
  private let count = Mutex(0x100)

  func next() -> UUID {
    let value = count.withLock { count in
      count += 1
      return count
    }
    return UUID(
      uuid: (
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)
      ))
  }
}
