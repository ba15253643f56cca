import TextUITesting

/// The time to draw a frame of the inventory list, as the list grows.
@MainActor
struct FrameBenchmark {
  /// The frames of one list size.
  struct Result: Equatable, Sendable {
    let items: Int
    /// How many item rows the list draws: as many as fit in its window, fewer when the list is
    /// shorter than that.
    let rowsOnScreen: Int
    /// Creating a host over the loaded app and reading its first frame.
    let firstFrame: Duration
    let frames: Samples
    /// Measuring the columns of each timed frame's text (`terminalWidth`), apart from drawing it:
    /// about what the layout spends measuring the text it draws.
    let widthMeasurement: Samples
  }

  let sizes: [Int]
  let names: GeneratedInventory.Names
  let warmUp: Int
  let frames: Int

  /// For each size, an app on the inventory tab over that many items. Each timed frame is one Tab
  /// key press, which moves focus to the next control (scrolling the list once focus leaves its
  /// window) and re-draws the whole frame, then reading the frame as text, as a host does before
  /// writing it to the terminal.
  func run(progress: Progress) async throws -> [Result] {
    var results: [Result] = []
    for size in sizes {
      progress(
        "frames, \(grouped(size)) items, \(names.rawValue) names: \(warmUp) warm-up + \(frames) "
          + "frames")
      results.append(try await measure(items: size))
    }
    return results
  }

  private func measure(items count: Int) async throws -> Result {
    let app = try await LoadedApp.make(items: count, names: names, selectedTab: .inventory)
    var host: TestDriver?
    var firstFrame = ""
    let first = benchmarkClock.measure {
      let newHost = app.makeHost()
      firstFrame = newHost.frame
      host = newHost
    }
    guard let host else {
      throw BenchmarkFailure("The host for \(grouped(count)) items was not created.")
    }
    try app.expectInventoryList(frame: firstFrame)
    await host.wait()
    var durations: [Duration] = []
    var widths: [Duration] = []
    durations.reserveCapacity(frames)
    widths.reserveCapacity(frames)
    for index in 0..<(warmUp + frames) {
      var frame = ""
      let elapsed = try benchmarkClock.measure {
        try host.press(.tab)
        frame = host.frame
      }
      let measuring = benchmarkClock.measure { blackHole(frame.terminalWidth) }
      if index >= warmUp {
        durations.append(elapsed)
        widths.append(measuring)
      }
    }
    try app.expectInventoryList(frame: host.frame)
    return Result(
      items: count, rowsOnScreen: LoadedApp.itemRows(in: firstFrame), firstFrame: first,
      frames: try Samples(durations), widthMeasurement: try Samples(widths))
  }
}

extension [FrameBenchmark.Result] {
  /// The smallest list that fills the window: lists shorter than the window draw fewer rows, so
  /// whether frame time grows with the number of items is judged against this one.
  var firstFullWindow: FrameBenchmark.Result? {
    let fullWindow = map(\.rowsOnScreen).max()
    return filter { $0.rowsOnScreen == fullWindow }.min { $0.items < $1.items }
  }
}
