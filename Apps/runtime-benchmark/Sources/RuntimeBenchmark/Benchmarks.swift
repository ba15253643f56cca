import Foundation

/// Everything one run measured, and where.
struct Results: Equatable, Sendable {
  let environment: Environment
  let memory: MemoryBenchmark.Result
  let routes: [RouteBenchmark.Result]
  let deepLinks: [DeepLinkBenchmark.Result]
  let frames: [FrameBenchmark.Result]
  /// The same frames over names that mix ASCII, CJK and emoji.
  let mixedNameFrames: [FrameBenchmark.Result]
  let rowModels: RowModelBenchmark.Result
  /// TextUI's frames without the app.
  let renderFrames: [RenderBenchmark.Result]
}

/// The machine and build the figures come from.
struct Environment: Equatable, Sendable {
  /// `release` or `debug`.
  let build: String
  let cores: Int
  let system: String
  /// The 1, 5 and 15-minute load averages when the run started and ended (`0.52 0.58 0.59`),
  /// if they could be read.
  let loadAtStart: String?
  let loadAtEnd: String?

  /// This process's build, the machine's cores and system, and its load now.
  static func current() -> Environment {
    #if DEBUG
      let build = "debug"
    #else
      let build = "release"
    #endif
    return Environment(
      build: build,
      cores: ProcessInfo.processInfo.activeProcessorCount,
      system: ProcessInfo.processInfo.operatingSystemVersionString,
      loadAtStart: loadAverage(),
      loadAtEnd: nil)
  }

  /// The same environment, with the load when the run ended.
  func ended() -> Environment {
    Environment(
      build: build, cores: cores, system: system, loadAtStart: loadAtStart,
      loadAtEnd: Self.loadAverage())
  }

  private static func loadAverage() -> String? {
    var loads = [Double](repeating: 0, count: 3)
    guard getloadavg(&loads, 3) == 3 else { return nil }
    return loads.map { String(format: "%.2f", $0) }.joined(separator: " ")
  }
}

/// Runs every scenario of `plan`, memory first so that its peak is the large app's alone.
@MainActor
func runBenchmarks(_ plan: Plan, progress: Progress) async throws -> Results {
  let environment = Environment.current()
  let memory = try await MemoryBenchmark(size: plan.memorySize).run(progress: progress)
  let routes = try RouteBenchmark(
    batch: plan.routeBatch, warmUp: plan.routeWarmUp, samples: plan.routeSamples
  ).run(progress: progress)
  let deepLinks = try await DeepLinkBenchmark(sizes: plan.deepLinkSizes, runs: plan.deepLinkRuns)
    .run(progress: progress)
  let frames = try await FrameBenchmark(
    sizes: plan.frameSizes, names: .ascii, warmUp: plan.frameWarmUp, frames: plan.frames
  ).run(progress: progress)
  let mixedNameFrames = try await FrameBenchmark(
    sizes: plan.mixedNameFrameSizes, names: .mixed, warmUp: plan.frameWarmUp, frames: plan.frames
  ).run(progress: progress)
  let rowModels = try await RowModelBenchmark(size: plan.rowModelSize).run(progress: progress)
  let renderFrames = try RenderBenchmark(
    sizes: plan.renderFrameSizes, warmUp: plan.frameWarmUp, frames: plan.frames
  ).run(progress: progress)
  return Results(
    environment: environment.ended(), memory: memory, routes: routes, deepLinks: deepLinks,
    frames: frames, mixedNameFrames: mixedNameFrames, rowModels: rowModels,
    renderFrames: renderFrames)
}
