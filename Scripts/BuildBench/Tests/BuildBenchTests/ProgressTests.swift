import Testing

@testable import BuildBench

@Suite struct ProgressTests {
  @Test func nothingIsEstimatedBeforeAStepHasFinished() {
    #expect(remainingSeconds(planned: [Step("leaf")], done: []) == nil)
  }

  @Test func aKnownKindCostsWhatItsLatestStepCostPerUnitOfSize() {
    let done = [
      (step: Step("leaf"), seconds: 30.0), (step: Step("app", size: 10), seconds: 80.0),
      (step: Step("leaf"), seconds: 34.0),
    ]
    // Two leaf builds at 34 s, and an app of 50 features at 8 s per feature.
    let left = remainingSeconds(
      planned: [Step("leaf"), Step("leaf"), Step("app", size: 50)], done: done)
    #expect(left == 34.0 * 2 + 8.0 * 50)
  }

  @Test func anUnknownKindCostsTheMeanOfEveryStepDone() {
    let done = [
      (step: Step("cold Models"), seconds: 10.0), (step: Step("cold TextUI"), seconds: 20.0),
    ]
    #expect(remainingSeconds(planned: [Step("cold AppPreview")], done: done) == 15)
  }

  @Test func durationsAreRoundedToWhatAPersonPlansBy() {
    #expect(roughDuration(40.4) == "about 40 s")
    #expect(roughDuration(89) == "about 89 s")
    #expect(roughDuration(12 * 60 + 10) == "about 12 min")
    #expect(roughDuration(65 * 60) == "about 65 min")
    #expect(roughDuration(125 * 60) == "about 2 h 05 min")
  }

  @Test func stepsAreNumberedAndGiveTheTimeLeftOnceOneHasFinished() {
    var lines: [String] = []
    var now = ContinuousClock.now
    let progress = Progress(write: { lines.append($0) }, clock: { now })
    progress.plan([Step("leaf"), Step("leaf"), Step("app", size: 2)])
    progress.step(Step("leaf"), "leaf build, run 1/2") { now += .seconds(30) }
    progress.note("generating")
    progress.step(Step("leaf"), "leaf build, run 2/2") { now += .seconds(30) }
    progress.step(Step("app", size: 2), "app build") { now += .seconds(100) }
    #expect(
      lines == [
        "bench-build: [1/3] leaf build, run 1/2\n",
        "bench-build: generating\n",
        "bench-build: [2/3, about 60 s left] leaf build, run 2/2\n",
        "bench-build: [3/3, about 30 s left] app build\n",
      ])
  }

  @Test func aSkippedStepLeavesTheCount() {
    var lines: [String] = []
    let progress = Progress(write: { lines.append($0) })
    progress.plan([Step("cold A"), Step("cold B")])
    progress.skip(Step("cold A"))
    progress.step(Step("cold B"), "cold build of B") {}
    #expect(lines == ["bench-build: [1/1] cold build of B\n"])
  }
}
