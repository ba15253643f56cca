import Foundation
import Observation
import TextUIHosts

/// What `--watch` needs from outside the process: the folders to watch, how to rebuild, and the
/// executable a build leaves. ``WatchTarget`` gives the real ones; tests give their own.
struct WatchSetup: Sendable {
  var folders: [String]
  var product: String
  var executable: String
  /// Rebuilds after the files given changed.
  var build: @Sendable ([String]) async -> BuildOutcome

  /// The real setup for the running preview's product.
  static func running(product: String) throws(PreviewError) -> WatchSetup {
    let target = WatchTarget.running(product: product)
    let folders = try target.sourceFolders()
    return WatchSetup(
      folders: folders, product: product, executable: target.executablePath,
      build: { changed in
        await target.build(changed: changed, folders: folders, timings: .fromEnvironment)
      })
  }
}

/// When each part of a reload ended, for `Scripts/bench-watch`: appended to the file
/// `PREVIEW_WATCH_TIMINGS` names, if any, a line each, `PART MILLISECONDS` (since 1970). Parts:
/// `heard` (the first event), `changed` (after settling), `planned` or `swift-build` (how it
/// rebuilds), `compiled` (before the link; planned builds only), `linked`.
struct WatchTimings: Sendable {
  let path: String?

  static let fromEnvironment = WatchTimings(
    path: ProcessInfo.processInfo.environment["PREVIEW_WATCH_TIMINGS"])

  func mark(_ part: String) {
    guard let path, let file = FileHandle(forWritingAtPath: path) else { return }
    defer { try? file.close() }
    let milliseconds = Int((Date().timeIntervalSince1970 * 1000).rounded())
    _ = try? file.seekToEnd()
    try? file.write(contentsOf: Data("\(part) \(milliseconds)\n".utf8))
  }
}

/// What a watching preview shows about its builds: the one running, and the errors of the last
/// one that failed.
@MainActor
@Observable
final class WatchStatus {
  /// What is building and why, while a build runs.
  var building: String?
  /// The first errors of the last build, if it failed; the last good build keeps running.
  var errors: [String] = []
}

/// A watching preview's root: the errors of a failed build above the preview, which keeps
/// running, and the build's status on the bottom line.
struct WatchHost: View {
  let status: WatchStatus
  let content: @MainActor () -> AnyView

  var body: some View {
    VStack {
      if !status.errors.isEmpty {
        Text("The build failed; this is the last good build. Fix and save to reload:").bold()
        ForEach(status.errors, id: \.self) { Text($0) }
        Text("")
      }
      content()
      if let building = status.building {
        Text(building).bold()
      }
    }
  }
}

/// Watches a preview's sources and rebuilds its product on every change.
@MainActor
struct Watching {
  let setup: WatchSetup
  let watcher: SourceWatcher
  let status = WatchStatus()

  init(_ setup: WatchSetup) throws(PreviewError) {
    self.setup = setup
    watcher = try SourceWatcher(folders: setup.folders)
  }

  /// Waits for changes and rebuilds until a build succeeds, then returns `true`; `false` when
  /// cancelled. `report` hears each status and each failed build's errors, for a headless run.
  func untilRebuilt(report: (String) -> Void = { _ in }) async -> Bool {
    while !Task.isCancelled {
      let files = await watcher.nextChange { WatchTimings.fromEnvironment.mark("heard") }
      guard !files.isEmpty else { return false }
      WatchTimings.fromEnvironment.mark("changed")
      let names = files.map { URL(fileURLWithPath: $0).lastPathComponent }
      let building =
        "Building \(setup.product): \(names.joined(separator: ", ")) changed…"
      status.building = building
      report(building)
      let outcome = await setup.build(files)
      status.building = nil
      switch outcome {
      case .succeeded:
        status.errors = []
        return true
      case .failed(let errors):
        status.errors = errors
        report("The build failed; the last good build keeps running:")
        errors.forEach(report)
      }
    }
    return false
  }

  /// The arguments that bring the rebuilt preview back where this run is: `arguments` without
  /// what already happened (steps, scripts, scenarios, the starting URL), plus the URL of the
  /// current state, or the file holding the session's full snapshot when it has one. A headless
  /// run comes back printing that state's frame.
  static func relaunchArguments(
    _ arguments: [String], url: String, snapshotFile: String?, headless: Bool
  ) -> [String] {
    let withValue: Set = ["--script", "--scenario", "--url", "--resume"]
    let flags: Set = ["--record", "--final"]
    var result: [String] = []
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let argument = arguments[index]
      let name = String(argument.prefix { $0 != "=" })
      index += 1
      if argument == "--steps" {
        while index < arguments.endIndex, !arguments[index].hasPrefix("--") { index += 1 }
      } else if withValue.contains(name) {
        if !argument.contains("=") { index += 1 }
      } else if !flags.contains(argument) {
        result.append(argument)
      }
    }
    if let snapshotFile {
      result += ["--resume", snapshotFile]
    } else {
      result += ["--url", url]
    }
    if headless {
      result += ["--steps", "wait", "--final"]
    }
    return result
  }
}
