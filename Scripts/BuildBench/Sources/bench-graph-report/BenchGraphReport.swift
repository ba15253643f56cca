import ArgumentParser
import DependencyGraph
import Foundation

@main
struct BenchGraphReport: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "Scripts/bench-graph-report",
    abstract: "Time the dependency-graph report: this monorepo and a generated one.",
    discussion: """
      Times load + analysis + table of the report (Scripts/DependencyGraph; no build), for this \
      monorepo cold (an empty temporary cache, so every manifest is dumped by SwiftPM) and \
      cached, then for a generated monorepo cold and cached. The generated monorepo is a copy of \
      this one grown to the given number of packages by features the feature scaffold plans \
      (Scripts/new-feature's templates and edits: each feature's package, its preview, the \
      app's and the preview runner's manifests, its layer in layers.json), written to a \
      temporary folder and removed after.

      Examples:
        Scripts/bench-graph-report                          # 1,000 generated packages
        Scripts/bench-graph-report --synthetic-packages 0   # this monorepo only
        Scripts/bench-graph-report --serial-too --synthetic-root /tmp/syn1000
      """)

  @Option(help: "Packages in the generated monorepo; 0 skips it.")
  var syntheticPackages = 1000

  @Flag(
    help: """
      Also time each cold run with one dump-package process at a time, to compare with the \
      concurrent one in the same run (slow: the generated cold run about doubles).
      """)
  var serialToo = false

  @Option(
    help: """
      Generate the monorepo (with its manifest cache) under this folder, which must be new or \
      empty, and keep it, to inspect it or to time the report on it again. Default: a \
      temporary folder, removed after.
      """)
  var syntheticRoot: String?

  @Option(help: "How many `swift package dump-package` processes run at once. Default: cores.")
  var jobs: Int?

  func run() throws {
    let root = URL(
      filePath: ProcessInfo.processInfo.environment["BENCH_BUILD_ROOT"]
        ?? FileManager.default.currentDirectoryPath)
    let jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
    let scratch = FileManager.default.temporaryDirectory
      .appending(path: "graph-report-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
    defer {
      try? FileManager.default.removeItem(at: scratch)
      ManifestLoader.removeLockFiles(under: scratch)
    }
    var measurements: [GraphReportBenchmark.Measurement] = []
    func run(_ scenario: String, _ root: URL, _ cache: URL, jobs: Int = jobs) throws {
      let measurement = try GraphReportBenchmark.measure(
        scenario, root: root, cacheDirectory: cache, parallelism: jobs)
      measurements.append(measurement)
      FileHandle.standardError.write(
        Data("\(scenario): \(GraphReportBenchmark.seconds(measurement.duration)) s\n".utf8))
    }
    if serialToo {
      try run("real, cold cache, 1 job", root, scratch.appending(path: "real-serial"), jobs: 1)
    }
    try run("real, cold cache", root, scratch.appending(path: "real-cache"))
    try run("real, cached", root, scratch.appending(path: "real-cache"))
    if syntheticPackages > 0 {
      let synthetic = try GraphReportBenchmark.writeSyntheticMonorepo(
        packages: syntheticPackages,
        to: syntheticRoot.map { URL(filePath: $0) } ?? scratch.appending(path: "synthetic"),
        source: root)
      let cache = synthetic.appending(path: ".build-graph-cache")
      if serialToo {
        let serialCache = scratch.appending(path: "synthetic-serial-cache")
        try run(
          "generated \(syntheticPackages), cold cache, 1 job", synthetic, serialCache, jobs: 1)
      }
      try run("generated \(syntheticPackages), cold cache", synthetic, cache)
      try run("generated \(syntheticPackages), cached", synthetic, cache)
    }
    print(GraphReportBenchmark.table(measurements), terminator: "")
    print(
      "(\(jobs) dump-package job(s) unless the scenario says 1; wall-clock time of load + "
        + "analysis + table, no build)")
  }
}
