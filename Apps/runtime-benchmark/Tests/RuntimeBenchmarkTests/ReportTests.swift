import ArgumentParser
import CustomDump
import Foundation
import Testing

@testable import RuntimeBenchmark

@Suite(.timeLimit(.minutes(2)))
struct GoalTests {
  @Test func fastFiguresMeetEveryGoal() throws {
    let results = try Results.fixture(
      deepLinkMedian: .milliseconds(4), largeListFrame: .milliseconds(3))

    expectNoDifference(
      Goal.judge(results, plan: .full).map(\.verdict), [.met, .met, .met])
  }

  @Test func aSlowDeepLinkAt100000ItemsIsNotMet() throws {
    let results = try Results.fixture(
      deepLinkMedian: .milliseconds(150), largeListFrame: .milliseconds(3))

    let goals = Goal.judge(results, plan: .full)

    #expect(goals[1].verdict == .notMet)
    #expect(
      goals[1].measured == "at launch 150 ms (p95 150 ms); in a running app 150 ms (p95 150 ms)")
  }

  @Test func framesGrowingWithTheListAreNotFlat() throws {
    // Given the 100,000-item list drawing its window twice as slowly as the 1,000-item one
    let results = try Results.fixture(
      deepLinkMedian: .milliseconds(4), largeListFrame: .milliseconds(6))

    let goals = Goal.judge(results, plan: .full)

    #expect(goals[2].verdict == .notMet)
    #expect(
      goals[2].measured == "1,000 items 3.00 ms, 100,000 items 6.00 ms; largest ratio 2.00×")
  }

  @Test func aListShorterThanTheWindowIsNotTheReference() throws {
    // Given 10 items drawing 10 rows in 1 ms, and full windows in 3 ms
    let results = try Results.fixture(
      deepLinkMedian: .milliseconds(4), largeListFrame: .milliseconds(3))

    // Then flatness is judged from the 1,000-item list, the first to fill the window
    #expect(results.frames.firstFullWindow?.items == 1_000)
    #expect(Goal.judge(results, plan: .full)[2].verdict == .met)
  }

  @Test func aSmokeRunJudgesNoGoal() throws {
    let results = try Results.fixture(
      deepLinkMedian: .milliseconds(150), largeListFrame: .milliseconds(30))

    expectNoDifference(
      Goal.judge(results, plan: .smoke).map(\.verdict),
      [.notJudged("smoke run"), .notJudged("smoke run"), .notJudged("smoke run")])
  }
}

@Suite(.timeLimit(.minutes(2)))
struct ReportTests {
  @Test func theReportHasTheMethodATablePerMeasurementAndTheGoals() throws {
    let results = try Results.fixture(
      deepLinkMedian: .milliseconds(4), largeListFrame: .milliseconds(3))

    let markdown = Report(plan: .full, results: results).markdown
    let headings = markdown.split(separator: "\n").filter { $0.hasPrefix("#") }

    expectNoDifference(
      headings,
      [
        "# Runtime benchmark", "## Route parse and print",
        "## Deep link to the edit screen of the last item", "## Frame time as the list grows",
        "## Frame time with wide names", "## TextUI's frame time, without the app",
        "## Live row models while the whole list scrolls",
        "## Memory at 100,000 items",
        "## Goals",
      ])
    #expect(markdown.contains("- Clock: `ContinuousClock` (monotonic)."))
    let rows = tableRows(markdown)
    #expect(rows.contains(["100,000", "at launch", "21", "4.00 ms", "4.00 ms", "4.00 ms", "met"]))
    #expect(rows.contains(["100,000", "19", "3.00 ms", "3.00 ms", "1.00×", "1.00×", "20.0 µs"]))
    #expect(rows.contains(["100,000", "19", "2.00 ms", "3.00 ms", "3.00 ms", "3.00 ms", "1.00×"]))
    #expect(rows.contains(["growth per item", "200 B"]))
    #expect(rows.contains(["1,000", "19", "1.00 ms", "1.00 ms", "1.00 ms", "1.00 ms", "3.00 ms"]))
  }

  /// The cells of every table row of `markdown`, trimmed.
  private func tableRows(_ markdown: String) -> [[String]] {
    markdown.split(separator: "\n").filter { $0.hasPrefix("|") }.map { line in
      line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    }
  }

  @Test func aDebugBuildIsFlaggedAsNotRepresentative() throws {
    let results = try Results.fixture(build: "debug")

    let markdown = Report(plan: .full, results: results).markdown

    #expect(markdown.contains("- Build: debug — **not representative**: run it with `-c release`."))
  }
}

@Suite(.timeLimit(.minutes(2)))
struct CommandTests {
  @Test func smokeIsAFlag() throws {
    #expect(try RuntimeBenchmark.parse(["--smoke"]).smoke)
    #expect(try !RuntimeBenchmark.parse([]).smoke)
  }

  @Test func helpNamesTheReleaseCommandAndTheSmokeFlag() {
    let help = RuntimeBenchmark.helpMessage(columns: 200)

    #expect(
      help.contains("swift run -c release --package-path Apps/runtime-benchmark RuntimeBenchmark"))
    #expect(help.contains("--smoke"))
  }

  @MainActor
  @Test func aSmokeRunMeasuresEveryScenario() async throws {
    let results = try await runBenchmarks(.smoke, progress: .silent)

    #expect(results.memory.items == 100)
    #expect(results.routes.count == RouteBenchmark.forms.count)
    expectNoDifference(
      results.deepLinks.map { "\($0.items) \($0.scenario.rawValue)" },
      ["10 at launch", "10 in a running app", "100 at launch", "100 in a running app"])
    expectNoDifference(results.frames.map(\.items), [10, 100])
    expectNoDifference(results.mixedNameFrames.map(\.items), [100])
    #expect(results.rowModels.items == 100)
    #expect(results.rowModels.mostRowModels <= results.rowModels.rowsOnScreen + 1)
    expectNoDifference(results.renderFrames.map(\.rows), [10, 100])
  }
}

extension Results {
  /// Figures of a full run, every sample of a measurement the same duration; 10 items draw 10
  /// rows in 1 ms, the larger lists fill the window.
  static func fixture(
    build: String = "release",
    deepLinkMedian: Duration = .milliseconds(4),
    largeListFrame: Duration = .milliseconds(3)
  ) throws -> Results {
    func samples(_ duration: Duration, _ count: Int) throws -> Samples {
      try Samples(Array(repeating: duration, count: count))
    }
    let routes = try RouteBenchmark.forms.map { form in
      RouteBenchmark.Result(
        pattern: form.pattern, parse: try samples(.microseconds(3), 101),
        print: try samples(.microseconds(1), 101))
    }
    let deepLinks = try [10_000, 100_000].flatMap { items in
      try DeepLinkBenchmark.Scenario.allCases.map { scenario in
        DeepLinkBenchmark.Result(
          items: items, scenario: scenario, samples: try samples(deepLinkMedian, 21))
      }
    }
    let frames = [
      FrameBenchmark.Result(
        items: 10, rowsOnScreen: 10, firstFrame: .milliseconds(1),
        frames: try samples(.milliseconds(1), 301),
        widthMeasurement: try samples(.microseconds(20), 301)),
      FrameBenchmark.Result(
        items: 1_000, rowsOnScreen: 19, firstFrame: .milliseconds(2),
        frames: try samples(.milliseconds(3), 301),
        widthMeasurement: try samples(.microseconds(20), 301)),
      FrameBenchmark.Result(
        items: 100_000, rowsOnScreen: 19, firstFrame: .milliseconds(2),
        frames: try samples(largeListFrame, 301),
        widthMeasurement: try samples(.microseconds(20), 301)),
    ]
    return Results(
      environment: Environment(
        build: build, cores: 2, system: "Linux", loadAtStart: "1.00 1.00 1.00",
        loadAtEnd: "1.00 1.00 1.00"),
      memory: MemoryBenchmark.Result(
        items: 100_000,
        before: MemoryUsage(resident: 20_000_000, peakResident: 20_000_000),
        withApp: MemoryUsage(resident: 40_000_000, peakResident: 41_000_000)),
      routes: routes, deepLinks: deepLinks, frames: frames,
      mixedNameFrames: Array(frames.suffix(2)),
      rowModels: RowModelBenchmark.Result(
        items: 100_000, rowsOnScreen: 19, pages: 5_556, mostRowModels: 20,
        pageTimes: try samples(.milliseconds(2), 5_556)),
      renderFrames: [
        RenderBenchmark.Result(
          rows: 1_000, rowsOnScreen: 19, firstFrame: .milliseconds(1),
          frames: try samples(.milliseconds(1), 301))
      ])
  }
}
