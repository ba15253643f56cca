import CustomDump
import Foundation
import Testing
import TextUITesting

@testable import PreviewRunner

/// `--watch`: what it watches, how it reports builds, and how a reload comes back where the run
/// was. The real rebuild and `exec` are replaced by the test console's; the system's watch
/// (inotify, or FSEvents on macOS) is real.
///
/// Its tests share the main actor with the other suites' (the explorer's and the catalog's hold
/// it for seconds at a time), so on a loaded machine a test can wait that long before it starts;
/// the limit is theirs, two minutes, which only a hung test reaches.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(2)))
struct WatchTests {
  @Test func aReloadDropsWhatAlreadyHappenedAndComesBackAtTheURL() {
    let arguments = [
      "--state", "five", "--url", "details", "--steps", #"tap "Details""#, "back", "--final",
      "--watch", "--size", "40x8", "--script=a.steps", "--print-url",
    ]

    expectNoDifference(
      Watching.relaunchArguments(arguments, url: "nav:///3", snapshotFile: nil, headless: false),
      ["--state", "five", "--watch", "--size", "40x8", "--print-url", "--url", "nav:///3"])
    expectNoDifference(
      Watching.relaunchArguments(
        ["--scenario", "a.scenario", "--record", "--watch"], url: "nav:///3",
        snapshotFile: "/tmp/s", headless: true),
      ["--watch", "--resume", "/tmp/s", "--steps", "wait", "--final"])
  }

  @Test func theWatchedFoldersAreThoseOfTheLinkedModulesSourcesOutsideBuildFolders() {
    let objects = """
      /r/Apps/preview-runner/.build/debug/ItemRowFeature.build/ItemRowView.swift.o
      /r/Apps/preview-runner/.build/debug/ItemRowFeature.build/ItemRowModel.swift.o
      /r/Apps/preview-runner/.build/debug/ItemRowPreview.build/main.swift.o
      /r/Apps/preview-runner/.build/debug/ArgumentParser.build/Argument.swift.o
      """
    let sources = [
      "/r/Apps/preview-runner/.build/debug/ItemRowFeature.build": """
      /r/Packages/ItemRowFeature/Sources/ItemRowFeature/ItemRow/ItemRowView.swift
      /r/Packages/ItemRowFeature/Sources/ItemRowFeature/ItemRow/ItemRowModel.swift
      /r/Packages/ItemRowFeature/Sources/ItemRowFeature/Route/ItemRowRoute.swift
      """,
      "/r/Apps/preview-runner/.build/debug/ItemRowPreview.build":
        "/r/Apps/preview-runner/Sources/ItemRowPreview/main.swift",
      "/r/Apps/preview-runner/.build/debug/ArgumentParser.build":
        "/r/Apps/preview-runner/.build/checkouts/swift-argument-parser/Sources/A/Argument.swift",
    ]

    expectNoDifference(
      WatchTarget.sourceFolders(linkFileList: objects) { sources[$0] },
      [
        "/r/Apps/preview-runner/Sources/ItemRowPreview",
        "/r/Packages/ItemRowFeature/Sources/ItemRowFeature/ItemRow",
        "/r/Packages/ItemRowFeature/Sources/ItemRowFeature/Route",
      ])
  }

  @Test func aFailedBuildIsShownByItsFirstDistinctErrorsRelativeToTheRepository() {
    let output = """
      [1/4] Compiling ItemRowFeature ItemRowView.swift
      /r/Packages/ItemRowFeature/Sources/ItemRowFeature/ItemRow/ItemRowView.swift:73:35: error: cannot find 'quantiy' in scope
      71 |   var status: String {
      /r/Packages/ItemRowFeature/Sources/ItemRowFeature/ItemRow/ItemRowView.swift:73:35: error: cannot find 'quantiy' in scope
      /r/Packages/ItemRowFeature/Sources/ItemRowFeature/ItemRow/ItemRowView.swift:80:1: warning: unused
      /tmp/other.swift:2:1: error: expected expression
      error: emit-module command failed with exit code 1 (use -v to see invocation)
      """

    expectNoDifference(
      WatchTarget.errors(in: output, relativeTo: "/r"),
      [
        "Packages/ItemRowFeature/Sources/ItemRowFeature/ItemRow/ItemRowView.swift:73: cannot find 'quantiy' in scope",
        "/tmp/other.swift:2: expected expression",
      ])
    expectNoDifference(
      WatchTarget.errors(in: "a\nb\nerror: link failed", relativeTo: "/r", limit: 2),
      ["b", "error: link failed"])
  }

  @Test func theWatcherHearsASwiftFileWrittenInAWatchedFolder() async throws {
    let folder = try temporaryFolder()
    let watcher = try SourceWatcher(folders: [folder.path])

    try "notes".write(
      to: folder.appendingPathComponent("notes.txt"), atomically: false, encoding: .utf8)
    try "let a = 1".write(
      to: folder.appendingPathComponent("A.swift"), atomically: false, encoding: .utf8)

    #expect(await watcher.nextChange() == [folder.appendingPathComponent("A.swift").path])
  }

  @Test func waitingForAChangeEndsWhenTheTaskIsCancelled() async throws {
    let watcher = try SourceWatcher(folders: [try temporaryFolder().path])

    let waiting = Task { await watcher.nextChange() }
    waiting.cancel()

    #expect(await waiting.value == [])
  }

  @Test func headlessAFailedBuildIsReportedAndTheNextGoodOneReloadsAtTheURL() async throws {
    // Given a counter watched in a folder, whose first build fails and second succeeds
    let folder = try temporaryFolder()
    let builds = Builds(outcomes: [.failed(["Counter.swift:3: expected expression"]), .succeeded])
    let console = TestConsole()
    console.watchSetup = WatchSetup(
      folders: [folder.path], product: "CounterPreview", executable: "/bin/CounterPreview",
      build: { _ in await builds.next() })

    // When it runs headless (the frame printed means the watch is on), and its source is
    // saved, twice
    let run = Task { try await CounterPreview.run(["--watch", "--url", "4"], on: console) }
    defer { run.cancel() }
    let source = folder.appendingPathComponent("Counter.swift")
    try await eventually { !console.lines.isEmpty }
    try "// 1".write(to: source, atomically: false, encoding: .utf8)
    try await eventually { await builds.count == 1 }
    try "// 2".write(to: source, atomically: false, encoding: .utf8)
    try await eventually { console.relaunched != nil }
    try await run.value

    // Then it printed the frame, the failed build's errors, and reloaded at its URL
    #expect(console.lines.first?.contains("Counter") == true)
    #expect(console.lines.contains("Building CounterPreview: Counter.swift changed…"))
    #expect(console.lines.contains("Counter.swift:3: expected expression"))
    #expect(console.relaunched?.executable == "/bin/CounterPreview")
    expectNoDifference(
      console.relaunched?.arguments,
      ["--watch", "--url", "nav:///4", "--steps", "wait", "--final"])
  }

  @Test func interactiveTheWatchedPreviewShowsBuildErrorsAboveItself() async throws {
    let status = WatchStatus()
    status.errors = ["Counter.swift:3: expected expression"]
    status.building = "Building CounterPreview: Counter.swift changed…"

    let driver = TestDriver(size: .init(width: 60, height: 6)) {
      WatchHost(status: status) { AnyView(Text("The preview")) }
    }

    expectNoDifference(
      driver.frame,
      """
      The build failed; this is the last good build. Fix and save
      to reload:
      Counter.swift:3: expected expression

      The preview
      Building CounterPreview: Counter.swift changed…
      """)
  }
}

/// Build outcomes handed out in order.
actor Builds {
  var outcomes: [BuildOutcome]
  /// How many builds ran.
  var count = 0

  init(outcomes: [BuildOutcome]) { self.outcomes = outcomes }

  func next() -> BuildOutcome {
    count += 1
    return outcomes.isEmpty ? .succeeded : outcomes.removeFirst()
  }
}

/// Waits until `condition` holds, checking every 20 ms; throws after `timeout`, so that a test
/// waiting on another task fails instead of hanging.
@MainActor
private func eventually(
  timeout: Duration = .seconds(30), _ condition: @MainActor () async -> Bool
) async throws {
  let deadline = ContinuousClock.now + timeout
  while await !condition() {
    guard ContinuousClock.now < deadline else {
      throw EventuallyTimedOut()
    }
    try await Task.sleep(for: .milliseconds(20))
  }
}

private struct EventuallyTimedOut: Error, CustomStringConvertible {
  var description: String { "The condition did not hold in time." }
}

private func temporaryFolder() throws -> URL {
  let url = realTemporaryDirectory()
    .appendingPathComponent("preview-watch-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// The temporary directory by its real path: on macOS it lies under `/var`, a link to
/// `/private/var`, and the system reports paths under it (a watcher's, a process's) by the latter.
private func realTemporaryDirectory() -> URL {
  let path = FileManager.default.temporaryDirectory.path
  guard let resolved = realpath(path, nil) else { return FileManager.default.temporaryDirectory }
  defer { free(resolved) }
  return URL(fileURLWithPath: String(cString: resolved), isDirectory: true)
}
