import AppFeature
import TextUITesting

/// Opening the edit screen of the last item of a large inventory by URL, to the first frame that
/// shows it.
@MainActor
struct DeepLinkBenchmark {
  /// Where the link is opened.
  enum Scenario: String, CaseIterable, Sendable {
    /// A freshly started app whose store has loaded: `open(url:)`, then a new host draws its
    /// first frame.
    case atLaunch = "at launch"
    /// An app showing the inventory list: `open(url:)`, then the host's next frame.
    case inRunningApp = "in a running app"
  }

  /// The runs of one scenario at one size.
  struct Result: Equatable, Sendable {
    let items: Int
    let scenario: Scenario
    let samples: Samples
  }

  let sizes: [Int]
  let runs: Int

  /// Runs both scenarios at every size. Every run is checked: the app must show the last item's
  /// edit screen, or the benchmark fails.
  func run(progress: Progress) async throws -> [Result] {
    var results: [Result] = []
    for size in sizes {
      progress("deep link at launch, \(grouped(size)) items: \(runs) runs")
      results.append(
        Result(items: size, scenario: .atLaunch, samples: try await atLaunch(items: size)))
      progress("deep link in a running app, \(grouped(size)) items: \(runs) runs")
      results.append(
        Result(items: size, scenario: .inRunningApp, samples: try await inRunningApp(items: size)))
    }
    return results
  }

  /// Each run gets a new app (loaded before timing) and a new host, as a launch from a link does.
  private func atLaunch(items count: Int) async throws -> Samples {
    var durations: [Duration] = []
    for _ in 0..<runs {
      let app = try await LoadedApp.make(items: count)
      let url = app.editLastItemURL
      var host: TestDriver?
      var frame = ""
      let elapsed = try await benchmarkClock.measure {
        try await app.model.open(url: url)
        let newHost = app.makeHost()
        frame = newHost.frame
        host = newHost
      }
      try app.expectEditScreenOfLastItem(frame: frame)
      durations.append(elapsed)
      withExtendedLifetime(host) {}
    }
    return try Samples(durations)
  }

  /// One app and host for all runs; before each, a link back to the list (not timed).
  private func inRunningApp(items count: Int) async throws -> Samples {
    let app = try await LoadedApp.make(items: count, selectedTab: .inventory)
    let host = app.makeHost()
    let url = app.editLastItemURL
    var durations: [Duration] = []
    for _ in 0..<runs {
      try await app.model.open(url: "nav:///inventory")
      try app.expectInventoryList(frame: host.frame)
      // Lets the work the list's frame started (its load task) finish outside the timing.
      await host.wait()
      var frame = ""
      let elapsed = try await benchmarkClock.measure {
        try await app.model.open(url: url)
        frame = host.frame
      }
      try app.expectEditScreenOfLastItem(frame: frame)
      durations.append(elapsed)
    }
    return try Samples(durations)
  }
}
