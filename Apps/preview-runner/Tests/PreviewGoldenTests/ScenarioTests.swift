import Testing

/// Every scenario file under `Apps/preview-runner/Scenarios`, played headless by its preview
/// (`<Preview> --scenario <file>`), must end as the file expects. A new file is a new test case;
/// its header comment says what it shows.
///
/// Set `RECORD_GOLDENS=1` to write each file's `expect:` part from how the run ends now
/// (`--record`); the recording run fails, so a recording is never mistaken for a pass. Review
/// the diff, then run again without it.
@Suite(.timeLimit(.minutes(2)))
struct ScenarioTests {
  /// The test below would pass vacuously if discovery found no scenario.
  @Test func theScenariosAreFoundOnDisk() {
    #expect(ScenarioFile.all.map(\.name).contains("item-row-delete"), "\(ScenarioFile.all)")
  }

  @Test(arguments: ScenarioFile.all)
  func aScenarioEndsAsItsFileExpects(_ scenario: ScenarioFile) throws {
    try scenario.verify()
  }
}
