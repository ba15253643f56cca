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
        --smoke             the real monorepo's lightest package, one cold build:
                            proves the harness works, asserts nothing about
                            timings
        --assert-isolation  the structural checks; exits 1 if one fails or cannot
                            run (a check whose packages do not exist is
                            reported as skipped, and fails: it checked nothing)

      Any build that fails makes the command exit 1; bad arguments exit 2.

      Examples:
        Scripts/bench-build                        # real monorepo, 3 runs, medians
        Scripts/bench-build --runs 5 > /tmp/monorepo.md
        Scripts/bench-build --smoke                # what Scripts/test runs
        Scripts/bench-build --assert-isolation     # what Scripts/test runs
      """)

  @Flag(help: "Tiny and fast, for Scripts/test.")
  var smoke = false

  @Flag(help: "The structural checks.")
  var assertIsolation = false

  @Option(help: "Runs of each measurement; the median is reported.")
  var runs = 3

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
        modes: [("--smoke", smoke), ("--assert-isolation", assertIsolation)], runs: runs)
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
        let body = try MonorepoBenchmark(
          repo: MonorepoSnapshot(
            source: repo, work: work.appending(path: "smoke"), progress: progress),
          runs: 1, progress: progress
        ).runColdBuilds(only: ["Models"])
        report("Smoke: one run (timings not meaningful)", body)
        if body.contains(MonorepoBenchmark.failedMark) { throw ExitCode.failure }
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
