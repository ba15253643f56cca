import Testing

/// Scripted sessions of every preview, compared with their checked-in frames: every
/// `Tests/Goldens/<name>.steps` with its `<name>.golden` (see ``Golden``). A new pair is a new
/// test; the header comment of its steps file says what it shows.
@Suite(.timeLimit(.minutes(2)))
struct GoldenSessionTests {
  /// The test below would pass vacuously if discovery found no session.
  @Test func theSessionsAreFoundOnDisk() {
    #expect(Golden.all.map(\.name).contains("item-row-delete"), "\(Golden.all.map(\.name))")
  }

  @Test(arguments: Golden.all)
  func aSessionPrintsItsGoldenFrames(_ golden: Golden) throws {
    try golden.verify()
  }
}
