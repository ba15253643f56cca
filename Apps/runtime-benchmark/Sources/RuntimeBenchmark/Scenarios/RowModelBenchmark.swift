import TextUITesting

/// How many row models the app keeps while the whole list scrolls by: the rows on screen, never
/// one per item.
@MainActor
struct RowModelBenchmark {
  /// One pass over the whole list.
  struct Result: Equatable, Sendable {
    let items: Int
    /// How many item rows the list draws.
    let rowsOnScreen: Int
    /// Page Down presses from the first row to the last.
    let pages: Int
    /// The most row models alive after any page.
    let mostRowModels: Int
    /// Each page: the key press and reading the frame.
    let pageTimes: Samples
  }

  let size: Int

  /// An app on the inventory tab over `size` items, paged through with Page Down from the first
  /// row until the last item's row is on screen, counting the row models after every page.
  func run(progress: Progress) async throws -> Result {
    progress("row models, \(grouped(size)) items: paging through the whole list")
    let app = try await LoadedApp.make(items: size, selectedTab: .inventory)
    let host = app.makeHost()
    let rowsOnScreen = LoadedApp.itemRows(in: host.frame)
    // Focus passes the bar's Help and Add, then lands on the first row.
    for _ in 0..<3 { try host.press(.down) }
    var mostRowModels = app.model.rows.count
    var durations: [Duration] = []
    while app.model.rows[id: app.lastItem.id] == nil, durations.count < size {
      durations.append(
        try benchmarkClock.measure {
          try host.press(.pageDown)
          blackHole(host.frame)
        })
      mostRowModels = max(mostRowModels, app.model.rows.count)
    }
    guard app.model.rows[id: app.lastItem.id] != nil else {
      throw BenchmarkFailure(
        "Paging through \(grouped(size)) items never showed the last one; the frame reads:\n"
          + host.frame)
    }
    // A structural fact, not a timing: the rows on screen, and none kept for rows that left.
    guard mostRowModels <= rowsOnScreen + 1 else {
      throw BenchmarkFailure(
        "Paging through \(grouped(size)) items kept up to \(mostRowModels) row models alive, "
          + "for \(rowsOnScreen) rows on screen.")
    }
    return Result(
      items: size, rowsOnScreen: rowsOnScreen, pages: durations.count,
      mostRowModels: mostRowModels, pageTimes: try Samples(durations))
  }
}
