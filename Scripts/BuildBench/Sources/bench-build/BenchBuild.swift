import ArgumentParser
import BuildBench
import Foundation

@main
struct BenchBuild: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "Scripts/bench-build",
    abstract: "Build benchmarks and build-isolation checks of the monorepo.",
    discussion: """
      Tables go to stdout as Markdown, progress to stderr (with an estimate of the time left \
      once a step has finished). Every build runs in a fresh scratch path under the work \
      directory (default .build-bench/, git-ignored), on a copy of the working tree; the tree \
      itself is never edited. Method and results: BENCHMARKS.md.

      Modes:
        (none)              the real monorepo: cold build of every package under
                            Packages/ and of each preview executable, the
                            incremental scenario (touch an ItemFeature file,
                            rebuild AppPreview and ItemRowPreview) and the inner
                            loop (touch or edit an ItemRowFeature file, rebuild +
                            first frame through ItemRowPreview and AppPreview);
                            parts whose packages do not exist yet are skipped
        --synthetic N,...   generated monorepos (Scripts/generate-synthetic) at
                            each N, both layouts: one leaf feature's cold build,
                            no-op rebuild, load and plan time, and the whole
                            app's cold build, with ratios to the first N
        --synthetic-report SAMPLES
                            the report of an earlier --synthetic run again, from
                            the samples it saved, without building
        --smoke             the synthetic benchmark at N=1 and the real
                            monorepo's lightest package, one run: proves the
                            harness works, asserts nothing about timings
        --assert-isolation  the structural checks; exits 1 if one fails or cannot
                            run (a check whose packages do not exist is
                            reported as skipped, and fails: it checked nothing)

      Any build that fails makes the command exit 1; bad arguments exit 2.

      Examples:
        Scripts/bench-build                        # real monorepo, 3 runs, medians
        Scripts/bench-build --runs 5 > /tmp/monorepo.md
        Scripts/bench-build --synthetic 10,50,200  # the scaling benchmark (long)
        Scripts/bench-build --synthetic 10,50 --runs 1 --app-runs 0
        Scripts/bench-build --synthetic-report .build-bench/synthetic/samples.json
        Scripts/bench-build --smoke                # what Scripts/test runs
        Scripts/bench-build --assert-isolation     # what Scripts/test runs
      """)

  @Option(
    help: ArgumentHelp(
      "Feature counts to generate, e.g. 10,50,200 (the first is the baseline).",
      valueName: "N,..."))
  var synthetic: String?

  @Option(
    help: ArgumentHelp(
      """
      Print the report of an earlier --synthetic run again from the samples it saved \
      (.build-bench/synthetic/samples.json), without building.
      """, valueName: "SAMPLES"))
  var syntheticReport: String?

  @Flag(help: "Tiny and fast, for Scripts/test.")
  var smoke = false

  @Flag(help: "The structural checks.")
  var assertIsolation = false

  @Option(help: "Runs of each measurement; the median is reported.")
  var runs = 3

  @Option(
    help: """
      --synthetic: cold builds of the whole app per N and layout, the slow part (0 skips them).
      """)
  var appRuns = 1

  @Option(
    help: ArgumentHelp(
      "The monorepo to measure, a git work tree (default: the one holding this script).",
      valueName: "repo"))
  var repo: String?

  @Option(
    help: ArgumentHelp(
      "Where snapshots, scratch paths and logs go (default: .build-bench/ in the monorepo).",
      valueName: "work-dir"))
  var workDir: String?

  func validate() throws {
    do {
      try Arguments.validate(
        modes: [
          ("--synthetic", synthetic != nil), ("--synthetic-report", syntheticReport != nil),
          ("--smoke", smoke), ("--assert-isolation", assertIsolation),
        ], runs: runs, appRuns: appRuns)
      if let synthetic {
        _ = try Arguments.featureCounts(synthetic)
      }
    } catch let invalid as Arguments.Invalid {
      throw ValidationError(invalid.description)
    }
  }

  /// Parses and runs like `ParsableCommand.main()`, except that bad arguments exit 2, as this
  /// command always has (ArgumentParser's own code for them is 64).
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch let error where exitCode(for: error) == .validationFailure {
      FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
      Foundation.exit(2)
    } catch {
      exit(withError: error)
    }
  }

  func run() throws {
    let root = URL(
      filePath: ProcessInfo.processInfo.environment["BENCH_BUILD_ROOT"]
        ?? FileManager.default.currentDirectoryPath)
    let repo = URL(filePath: self.repo ?? root.path).standardizedFileURL
    let work = URL(filePath: workDir ?? root.appending(path: ".build-bench").path)
      .standardizedFileURL
    let startedLoad = Machine.loadAverage()
    let progress = Progress()
    func report(_ title: String, _ body: String) {
      print("## \(title)\n")
      print(
        "Machine: \(Machine.description(logs: work)). Load average (1/5/15 min) at start "
          + "\(startedLoad), at end \(Machine.loadAverage()).\n")
      print(body)
    }
    do {
      if assertIsolation {
        let outcomes = try Isolation(source: repo, work: work, progress: progress).run()
        print(Isolation.report(outcomes))
        if !Isolation.succeeded(outcomes) { throw ExitCode.failure }
      } else if smoke {
        let smokeWork = work.appending(path: "smoke")
        let results = try SyntheticBenchmark(
          runs: 1, appRuns: 1, work: smokeWork, progress: progress
        ).run([1])
        report("Smoke: synthetic N=1, one run (timings not meaningful)", results.table())
        let body = try MonorepoBenchmark(
          repo: MonorepoSnapshot(source: repo, work: smokeWork, progress: progress), runs: 1,
          progress: progress
        ).runColdBuilds(only: ["Models"])
        print("\n\(body)")
        if body.contains(MonorepoBenchmark.failedMark) { throw ExitCode.failure }
      } else if let synthetic {
        let counts = Array(Set(try Arguments.featureCounts(synthetic))).sorted()
        let results = try SyntheticBenchmark(
          runs: runs, appRuns: appRuns, work: work, progress: progress
        ).run(counts)
        let samples = work.appending(path: "synthetic/samples.json")
        try results.encoded().write(to: samples)
        progress.note("every sample saved to \(samples.path) (reprint with --synthetic-report)")
        report(
          "Synthetic scaling: N = \(counts.map(String.init).joined(separator: ", ")), "
            + "median of \(runs) (app: \(appRuns))", results.report())
      } else if let syntheticReport {
        let data = try Data(contentsOf: URL(filePath: syntheticReport))
        print(try SyntheticBenchmark.Results(decoding: data).report())
      } else {
        let body = try MonorepoBenchmark(
          repo: MonorepoSnapshot(source: repo, work: work, progress: progress), runs: runs,
          progress: progress
        ).run()
        report("Real monorepo, median of \(runs)", body)
        if body.contains(MonorepoBenchmark.failedMark) { throw ExitCode.failure }
      }
    } catch let failure as BuildFailed {
      FileHandle.standardError.write(Data("error: \(failure)\n".utf8))
      throw ExitCode.failure
    }
  }
}
