import DependencyGraph
import Foundation

/// Times the dependency-graph report (Scripts/DependencyGraph): this monorepo cold and cached,
/// and a generated one cold and cached.
public enum GraphReportBenchmark {
  /// One timed run.
  public struct Measurement: Sendable {
    /// What was measured.
    public var scenario: String
    /// Packages in the monorepo.
    public var packages: Int
    /// Targets in the graph.
    public var targets: Int
    /// Manifests dumped by SwiftPM during the run.
    public var dumped: Int
    /// Manifests read from the cache.
    public var cached: Int
    /// Violations found.
    public var violations: Int
    /// Wall-clock time of loading, analyzing and rendering the table.
    public var duration: Duration
  }

  /// Loads, analyzes and renders the table of the monorepo at `root`, timed.
  public static func measure(
    _ scenario: String, root: URL, cacheDirectory: URL, parallelism: Int
  ) throws -> Measurement {
    let clock = ContinuousClock()
    var result: (Monorepo, Analysis)?
    let duration = try clock.measure {
      // SwiftPM's shared manifest cache would make a second cold run of the same manifests warm;
      // with a local one (in the fresh scratch paths) every cold run compiles every manifest.
      let monorepo = try Monorepo.load(
        rulesFile: root.appending(path: RuleBook.defaultFileName),
        loader: ManifestLoader(
          cacheDirectory: cacheDirectory, parallelism: parallelism,
          usesSwiftPMSharedCache: false))
      let analysis = Analysis(monorepo: monorepo)
      _ = TableReport.render(analysis)
      result = (monorepo, analysis)
    }
    let monorepo = result?.0
    return Measurement(
      scenario: scenario, packages: monorepo?.packages.count ?? 0,
      targets: result?.1.graph.targets.count ?? 0,
      dumped: monorepo?.statistics.dumped ?? 0, cached: monorepo?.statistics.cached ?? 0,
      violations: result?.1.violations.count ?? 0, duration: duration)
  }

  /// The measurements as an aligned table.
  public static func table(_ measurements: [Measurement]) -> String {
    let header = ["SCENARIO", "PACKAGES", "TARGETS", "DUMPED", "CACHED", "VIOLATIONS", "SECONDS"]
    let rows = measurements.map { measurement in
      [
        measurement.scenario, String(measurement.packages), String(measurement.targets),
        String(measurement.dumped), String(measurement.cached), String(measurement.violations),
        seconds(measurement.duration),
      ]
    }
    return TableReport.table([header] + rows).joined(separator: "\n") + "\n"
  }

  /// `duration` in seconds with three decimals (`1.234`).
  public static func seconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}
