import Foundation
import SyntheticMonorepo

/// `Scripts/bench-build --synthetic N,...`: how building one leaf feature scales with the
/// number of features, for one package per module against one manifest for every target.
///
/// For each N and both layouts, measured in the same run and interleaved run by run (so a busy
/// machine slows both layouts alike):
///
/// - leaf cold: `swift build` of Feature0001 into an empty scratch path (the `packages` layout
///   builds the Feature0001 package; `single-manifest` runs `swift build --target Feature0001`
///   at the root);
/// - leaf no-op: the same command again right after, with nothing changed;
/// - load: `swift package describe --type json`, i.e. manifests read (from SwiftPM's cache once
///   evaluated) and the package graph built, no build plan;
/// - plan: `swift build --print-manifest-job-graph` for the same target, which loads the graph
///   and computes the whole build plan, then prints its job graph instead of building;
/// - app cold: the whole app (every feature, AppFeature and the App executable) into an empty
///   scratch path, once per N and layout unless `--app-runs` says otherwise (the slow part).
///   Its manifests are evaluated inside it (`--manifest-cache local`), in both layouts: SwiftPM's
///   shared cache would otherwise hold the manifests the leaf builds already evaluated, which in
///   the single manifest is all of them and in the packages layout four.
///
/// Before each app build, where its time goes: `swift build --print-manifest-job-graph` for the
/// app into an empty scratch path, with its manifests evaluated (app plan cold), then again with
/// them cached (app plan). Manifest evaluation is the difference; compiling and linking is the
/// cold build less the cold plan.
public struct SyntheticBenchmark {
  public static let measures = ["leaf cold", "leaf no-op", "load", "plan", "app cold"]
  /// The app build's parts, shown in a table of their own.
  public static let appMeasures = ["app plan cold", "app plan"]

  /// Every sample, by N, layout and measure.
  public struct Results: Equatable, Sendable {
    public var counts: [Int]
    public var samples: [Key: [String: [Double]]]

    public struct Key: Hashable, Sendable {
      public var count: Int
      public var layout: MonorepoLayout

      public init(_ count: Int, _ layout: MonorepoLayout) {
        self.count = count
        self.layout = layout
      }
    }

    public init(counts: [Int], samples: [Key: [String: [Double]]] = [:]) {
      self.counts = counts
      self.samples = samples
    }

    public func median(_ count: Int, _ layout: MonorepoLayout, _ measure: String) -> Double? {
      BuildBench.median(samples[Key(count, layout)]?[measure] ?? [])
    }

    mutating func append(_ value: Double, _ count: Int, _ layout: MonorepoLayout, _ measure: String)
    {
      samples[Key(count, layout), default: [:]][measure, default: []].append(value)
    }
  }

  /// Where one generated monorepo lives and how its leaf feature is built.
  struct Generated {
    var layout: MonorepoLayout
    var root: URL
    /// The folder the whole app builds from, as the generator says.
    var appPackage: URL

    var leafPackage: URL {
      layout == .packages ? root.appending(path: "Packages/\(MonorepoGenerator.leafFeature)") : root
    }
    var leafArguments: [String] {
      layout == .packages ? [] : ["--target", MonorepoGenerator.leafFeature]
    }
    var folder: URL { root.deletingLastPathComponent() }
    var logs: URL { folder.appending(path: "logs") }
  }

  let runs: Int
  let appRuns: Int
  let work: URL
  let progress: Progress

  public init(runs: Int, appRuns: Int, work: URL, progress: Progress) {
    self.runs = runs
    self.appRuns = appRuns
    self.work = work
    self.progress = progress
  }

  func measureLeaf(_ generated: Generated, run: Int, into results: inout Results, count: Int)
    throws
  {
    let scratch = generated.folder.appending(path: "scratch-leaf")
    try Files.remove(scratch)
    let package = generated.leafPackage
    let extra = generated.leafArguments
    let logs = generated.logs
    func record(_ measure: String, _ result: TimedResult) {
      results.append(result.seconds, count, generated.layout, measure)
    }
    record(
      "leaf cold",
      try Command.swiftBuild(
        package, scratch: scratch, log: logs.appending(path: "leaf-cold-\(run).log"), extra))
    record(
      "leaf no-op",
      try Command.swiftBuild(
        package, scratch: scratch, log: logs.appending(path: "leaf-noop-\(run).log"), extra))
    record(
      "load",
      try Command.timed(
        Command.swiftPackage(package, scratch: scratch, "describe", "--type", "json"),
        log: logs.appending(path: "load-\(run).log")))
    record(
      "plan",
      try Command.swiftBuild(
        package, scratch: scratch, log: logs.appending(path: "plan-\(run).log"),
        extra + ["--print-manifest-job-graph"]))
  }

  func measureApp(_ generated: Generated, run: Int, into results: inout Results, count: Int)
    throws
  {
    let scratch = generated.folder.appending(path: "scratch-app")
    let coldManifests = ["--manifest-cache", "local"]
    let plan = coldManifests + ["--print-manifest-job-graph"]
    try Files.remove(scratch)
    for measure in Self.appMeasures {
      let planned = try Command.swiftBuild(
        generated.appPackage, scratch: scratch,
        log: generated.logs.appending(path: "\(measure)-\(run).log"), plan)
      results.append(planned.seconds, count, generated.layout, measure)
    }
    try Files.remove(scratch)
    let app = try Command.swiftBuild(
      generated.appPackage, scratch: scratch,
      log: generated.logs.appending(path: "app-\(run).log"), coldManifests)
    results.append(app.seconds, count, generated.layout, "app cold")
    // An N=200 app build leaves hundreds of megabytes.
    try Files.remove(scratch)
  }

  /// The steps of a run, for the progress estimate: an app build grows with N, a leaf's not.
  func plannedSteps(_ counts: [Int]) -> [Step] {
    counts.flatMap { count in
      MonorepoLayout.allCases.flatMap { layout in
        Array(repeating: Step("leaf \(layout.rawValue)"), count: runs)
          + Array(
            repeating: Step("app \(layout.rawValue)", size: Double(count)), count: appRuns)
      }
    }
  }

  /// Generates, builds and measures every N in both layouts.
  public func run(_ counts: [Int]) throws -> Results {
    var results = Results(counts: counts)
    progress.plan(plannedSteps(counts))
    let generator = try MonorepoGenerator.bundled()
    for count in counts {
      var generated: [Generated] = []
      for layout in MonorepoLayout.allCases {
        let folder = work.appending(path: "synthetic/\(count)-\(layout.rawValue)")
        try Files.remove(folder)
        progress.note("generating N=\(count) (\(layout.rawValue)) in \(folder.path)")
        let root = folder.appending(path: "repo")
        let app = try generator.write(count: count, to: root, layout: layout)
        generated.append(Generated(layout: layout, root: root, appPackage: app))
        results.samples[.init(count, layout)] = Dictionary(
          uniqueKeysWithValues: (Self.measures + Self.appMeasures).map { ($0, []) })
      }
      for index in 0..<runs {
        for generated in generated {
          try progress.step(
            Step("leaf \(generated.layout.rawValue)"),
            "N=\(count) \(generated.layout.rawValue): leaf build, run \(index + 1)/\(runs)"
          ) {
            try measureLeaf(generated, run: index + 1, into: &results, count: count)
          }
        }
      }
      for index in 0..<appRuns {
        for generated in generated {
          try progress.step(
            Step("app \(generated.layout.rawValue)", size: Double(count)),
            "N=\(count) \(generated.layout.rawValue): app cold build, run \(index + 1)/\(appRuns)"
          ) {
            try measureApp(generated, run: index + 1, into: &results, count: count)
          }
        }
      }
    }
    return results
  }
}
