import Foundation
import SyntheticMonorepo
import Testing

@testable import BuildBench

@Suite struct SyntheticReportTests {
  /// Two sizes, every measure sampled once or twice.
  let results: SyntheticBenchmark.Results = {
    var results = SyntheticBenchmark.Results(counts: [10, 200])
    let figures: [(Int, MonorepoLayout, [Double])] = [
      (10, .packages, [32, 2, 0.5, 1.6, 78]), (10, .singleManifest, [32, 2, 0.8, 1.6, 55]),
      (200, .packages, [30, 1.5, 0.9, 1.6, 688]), (200, .singleManifest, [41, 11, 1, 8, 812]),
    ]
    for (count, layout, values) in figures {
      for (measure, value) in zip(SyntheticBenchmark.measures, values) {
        results.append(value, count, layout, measure)
      }
    }
    results.append(34, 10, .packages, "leaf cold")
    return results
  }()

  @Test func theTableGivesMediansAndRatiosToTheFirstN() {
    #expect(
      results.table() == """
        | N | layout | leaf cold (s) | ×N=10 | leaf no-op (s) | ×N=10 | load (s) | ×N=10 \
        | plan (s) | ×N=10 | app cold (s) | ×N=10 |
        |--:|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|
        | 10 | packages | 33.00 | 1.00× | 2.00 | 1.00× | 0.50 | 1.00× | 1.60 | 1.00× | 78.00 \
        | 1.00× |
        | 10 | single-manifest | 32.00 | 1.00× | 2.00 | 1.00× | 0.80 | 1.00× | 1.60 | 1.00× \
        | 55.00 | 1.00× |
        | 200 | packages | 30.00 | 0.91× | 1.50 | 0.75× | 0.90 | 1.80× | 1.60 | 1.00× | 688.00 \
        | 8.82× |
        | 200 | single-manifest | 41.00 | 1.28× | 11.00 | 5.50× | 1.00 | 1.25× | 8.00 | 5.00× \
        | 812.00 | 14.76× |
        """)
  }

  @Test func theVerdictsJudgeTheGoalAndTheHypothesis() {
    #expect(
      results.verdicts() == """
        - Goal, one leaf feature's cold build at N=200 ≤ 1.2× N=10, separate packages: \
        33.00 s → 30.00 s (0.91×) — **met**.
        - The same build in the single manifest: 32.00 s → 41.00 s (1.28×).
        - Hypothesis (single-manifest no-op rebuild grows ~4× from N=10 to N=200 while separate \
        packages stay flat): single manifest 2.00 s → 11.00 s (5.50×), separate packages \
        2.00 s → 1.50 s (0.75×) — **confirmed**.
        - App cold build, N=10 → N=200: separate packages 78.00 s → 688.00 s (8.82×), single \
        manifest 55.00 s → 812.00 s (14.76×).
        """)
  }

  @Test func theAppBreakdownSplitsTheColdBuildIntoManifestsPlanningAndCompiling() throws {
    var results = results
    for (count, layout, planCold, plan) in [
      (10, MonorepoLayout.packages, 3.5, 0.5), (10, .singleManifest, 0.6, 0.4),
      (200, .packages, 46.8, 3.6), (200, .singleManifest, 2.8, 1.7),
    ] {
      results.append(planCold, count, layout, "app plan cold")
      results.append(plan, count, layout, "app plan")
    }

    #expect(
      try #require(results.appBreakdown()) == """
        | N | layout | app cold (s) | manifests (s) | planning (s) | compiling, linking (s) \
        | packages ÷ single |
        |--:|---|--:|--:|--:|--:|---|
        | 10 | packages | 78.00 | 3.00 | 0.50 | 74.50 | 1.42× |
        | 10 | single-manifest | 55.00 | 0.20 | 0.40 | 54.40 |  |
        | 200 | packages | 688.00 | 43.20 | 3.60 | 641.20 | 0.85× |
        | 200 | single-manifest | 812.00 | 1.10 | 1.70 | 809.20 |  |
        """)
    #expect(self.results.appBreakdown() == nil, "samples without the app's parts")
  }

  @Test func oneSizeHasNoGrowthToJudge() {
    #expect(
      SyntheticBenchmark.Results(counts: [5]).verdicts() == "(one N only: no growth to judge)")
  }

  @Test func samplesSurviveTheTripThroughTheirFile() throws {
    let decoded = try SyntheticBenchmark.Results(decoding: results.encoded())
    #expect(decoded == results)
  }

  @Test func theSamplesFileKeepsTheEarlierFormat() throws {
    let file = Data(
      #"{"counts": [1], "samples": {"1/single-manifest": {"leaf cold": [6.5, 6.0]}}}"#.utf8)
    let decoded = try SyntheticBenchmark.Results(decoding: file)
    #expect(decoded.counts == [1])
    #expect(decoded.median(1, .singleManifest, "leaf cold") == 6.25)
  }
}
