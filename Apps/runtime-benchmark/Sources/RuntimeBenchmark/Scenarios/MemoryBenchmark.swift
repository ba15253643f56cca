import TextUITesting

/// The memory the app holds with a large inventory loaded and drawn.
@MainActor
struct MemoryBenchmark {
  /// Resident memory before the app was built and while it is alive.
  struct Result: Equatable, Sendable {
    let items: Int
    let before: MemoryUsage
    let withApp: MemoryUsage

    /// What the app (its store, its list and the host) added to what was resident.
    var growth: Int { withApp.resident - before.resident }
  }

  let size: Int

  /// Builds an app over `size` generated items in the in-memory store, loads it and draws its
  /// list, and reads the process's memory before and after. It runs before the other scenarios,
  /// so the peak is this app's and not the leftovers of another.
  func run(progress: Progress) async throws -> Result {
    progress("memory, \(grouped(size)) items")
    // A small app first, so that what its first use costs whatever the size (code paged in, the
    // runtime's caches) is in the baseline and not counted against the items.
    _ = try await listOnScreen(items: 10)
    let before = try MemoryUsage.current()
    let app = try await listOnScreen(items: size)
    let withApp = try MemoryUsage.current()
    withExtendedLifetime(app) {}
    return Result(items: size, before: before, withApp: withApp)
  }

  /// An app drawing its list of `count` items, and the host drawing it.
  private func listOnScreen(items count: Int) async throws -> (LoadedApp, TestDriver) {
    let app = try await LoadedApp.make(items: count, selectedTab: .inventory)
    let host = app.makeHost()
    try app.expectInventoryList(frame: host.frame)
    await host.wait()
    return (app, host)
  }
}
