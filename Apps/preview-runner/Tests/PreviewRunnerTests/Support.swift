import ArgumentParser
import Observation
import Testing
import TextUITesting

@testable import PreviewRunner

/// A feature in miniature: a counter that can ask its parent to open a "details" destination it
/// does not own, and whose "Save" takes time.
@MainActor
@Observable
final class CounterModel {
  var count: Int
  var isSaving = false
  var saved: Int?
  var onDetails: @MainActor (Int) -> Void = { _ in }

  init(count: Int) {
    self.count = count
  }

  func save() async {
    isSaving = true
    await Task.yield()
    saved = count
    isSaving = false
  }
}

struct CounterView: View {
  @Bindable var model: CounterModel

  var body: some View {
    NavigationStack {
      VStack {
        Stepper("Count: \(model.count)", value: $model.count, in: 0...10)
        Button("Details") { model.onDetails(model.count) }
        Button("Save") { await model.save() }
        if let saved = model.saved {
          Text("Saved \(saved)")
        }
      }
      .navigationTitle("Counter")
    }
  }
}

/// The counter's own option, as a preview may add options of its own.
struct CounterOptions: ParsableArguments, Sendable {
  @Option(help: "Where counting starts, unless a state says otherwise.")
  var start = 0
}

/// What a test can see of a launch after the run.
@MainActor
final class LaunchRecord: Sendable {
  var launches: [PreviewLaunch<CounterOptions>] = []
  var finished = 0

  nonisolated init() {}
}

/// Gives each test its own ``CounterPreview/record``: suites that run the counter preview run in
/// parallel, and one suite's launches must not show up in another's record.
struct RecordsLaunches: SuiteTrait, TestTrait, TestScoping {
  var isRecursive: Bool { true }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await CounterPreview.$record.withValue(LaunchRecord()) { try await function() }
  }
}

/// A preview of the counter. The `--url` is `nav:///<count>`; `details` opens the destination.
enum CounterPreview: PreviewDefinition {
  /// The launches of the running test, when its suite has the ``RecordsLaunches`` trait.
  @TaskLocal static var record = LaunchRecord()

  @MainActor static var preview: Preview<CounterOptions> {
    Preview(
      name: "CounterPreview",
      abstract: "A counter.",
      states: [PreviewState("zero", "A count of 0."), PreviewState("five", "A count of 5.")],
      urls: ["nav:///3", "details"],
      exampleSteps: [#"increment "Count""#],
      requests: [.load, .save, .delete]
    ) { launch in
      record.launches.append(launch)
      let model = CounterModel(count: launch.state == "five" ? 5 : launch.options.start)
      let placeholders = launch.placeholders
      model.onDetails = { count in placeholders.show("onDetails(\(count))", value: count) }
      let route = try launch.readURL { link throws(DeepLinkError) -> String? in
        link.popFirst()
      }
      switch route ?? nil {
      case "details"?: model.onDetails(model.count)
      case let number?:
        guard let count = Int(number) else {
          throw PreviewError.badURL(launch.url ?? "", reason: "\(number) is not a count.")
        }
        model.count = count
      case nil: break
      }
      return PreviewSession(
        url: {
          if let count = placeholders.current?.value as? Int { return "nav:///details?at=\(count)" }
          return "nav:///\(model.count)"
        },
        finish: { record.finished += 1 }
      ) {
        CounterView(model: model)
      }
    }
  }
}

/// A preview that makes no requests.
enum QuietPreview: PreviewDefinition {
  @MainActor static var preview: Preview<NoPreviewOptions> {
    Preview(
      name: "QuietPreview", abstract: "Quiet.", states: [PreviewState("only", "Quiet.")], urls: [],
      exampleSteps: []
    ) { _ in
      PreviewSession(url: { "nav:///" }) { Text("Quiet") }
    }
  }
}

/// A preview whose feature only reads: it loads, and never saves or deletes.
enum ReaderPreview: PreviewDefinition {
  @MainActor static var preview: Preview<NoPreviewOptions> {
    Preview(
      name: "ReaderPreview", abstract: "Reads.", states: [PreviewState("only", "Reads.")],
      urls: [], exampleSteps: [], requests: [.load]
    ) { _ in
      PreviewSession(url: { "nav:///" }) { Text("Reads") }
    }
  }
}

/// A console whose output, input and terminal a test controls.
@MainActor
final class TestConsole {
  var lines: [String] = []
  var input: [String] = []
  var isInteractive = false
  /// Steps a person takes in the interactive host.
  var interactiveSteps: [Step] = []
  /// The frame the interactive host shows after ``interactiveSteps``, drawn by a test driver.
  var interactiveFrame: String?
  var interactiveSize: Size??
  /// The steps the stepping host was given.
  var steppedThrough: [Step]?
  /// What `--watch` watches, and how its builds go, one outcome each.
  var watchSetup: WatchSetup?
  /// The executable and arguments a `--watch` reload started.
  var relaunched: (executable: String, arguments: [String])?

  var console: Console {
    Console(
      isInteractive: isInteractive,
      print: { [unowned self] in lines.append($0) },
      inputLines: AsyncStream { continuation in
        for line in input { continuation.yield(line) }
        continuation.finish()
      },
      runInteractive: { [unowned self] size, root in
        interactiveSize = size
        let driver = TestDriver(size: .init(width: 40, height: 8), content: root)
        for step in interactiveSteps { try await driver.perform(step) }
        interactiveFrame = driver.frame
      },
      runStepping: { [unowned self] size, steps, root in
        interactiveSize = size
        steppedThrough = steps
        let driver = TestDriver(size: size ?? .standard, content: root)
        for step in steps { try await driver.perform(step) }
        interactiveFrame = driver.frame
      },
      watchSetup: { [unowned self] _ throws(PreviewError) in
        guard let watchSetup else { throw .cannotStart("no watch setup") }
        return watchSetup
      },
      relaunch: { [unowned self] executable, arguments in
        relaunched = (executable, arguments)
      }
    )
  }

  var output: String { lines.joined(separator: "\n") }
}

extension PreviewDefinition {
  /// Parses `arguments` and runs the preview on `console`, as `main()` does without exiting.
  @MainActor
  static func run(_ arguments: [String], on console: TestConsole) async throws {
    let arguments = try PreviewCommand<Self>.withScenario(arguments)
    try await PreviewCommand<Self>.parse(arguments)
      .run(console: console.console, arguments: arguments)
  }
}
