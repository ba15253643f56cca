import Foundation
import SyntheticMonorepo

extension SyntheticBenchmark.Results {
  /// Medians side by side per N, each with its ratio to the smallest N of the same layout.
  public func table() -> String {
    let baseline = counts[0]
    let header =
      ["N", "layout"]
      + SyntheticBenchmark.measures.flatMap { ["\($0) (s)", "×N=\(baseline)"] }
    let rows = counts.flatMap { count in
      MonorepoLayout.allCases.map { layout in
        [String(count), layout.rawValue]
          + SyntheticBenchmark.measures.flatMap { measure in
            [
              Markdown.seconds(median(count, layout, measure)),
              Markdown.ratio(median(count, layout, measure), median(baseline, layout, measure)),
            ]
          }
      }
    }
    return Markdown.table(header: header, rows: rows)
  }

  func growth(_ layout: MonorepoLayout, _ measure: String) -> Double? {
    guard let first = median(counts[0], layout, measure),
      let last = median(counts[counts.count - 1], layout, measure), first != 0
    else { return nil }
    return last / first
  }

  func describeGrowth(_ layout: MonorepoLayout, _ measure: String) -> String {
    let first = median(counts[0], layout, measure)
    let last = median(counts[counts.count - 1], layout, measure)
    return "\(format(first)) s → \(format(last)) s (\(format(growth(layout, measure)))×)"
  }

  private func format(_ value: Double?) -> String {
    value.map { String(format: "%.2f", $0) } ?? "-"
  }

  /// The scaling goal and the single-manifest hypothesis, judged on this run's medians.
  public func verdicts() -> String {
    let first = counts[0]
    let last = counts[counts.count - 1]
    guard first != last else { return "(one N only: no growth to judge)" }
    let leaf = growth(.packages, "leaf cold")
    let goal = leaf.map { $0 <= 1.2 } == true ? "met" : "not met"
    var lines = [
      "- Goal, one leaf feature's cold build at N=\(last) ≤ 1.2× N=\(first), separate "
        + "packages: \(describeGrowth(.packages, "leaf cold")) — **\(goal)**.",
      "- The same build in the single manifest: \(describeGrowth(.singleManifest, "leaf cold")).",
    ]
    // "Grows" needs a clear multiple; "flat" allows the jitter of a sub-second figure on a
    // shared machine, where ±0.2 s is already ±30 %.
    let confirmed =
      (growth(.singleManifest, "leaf no-op") ?? 0) >= 3.0
      && (growth(.packages, "leaf no-op") ?? .infinity) < 1.5
    lines.append(
      "- Hypothesis (single-manifest no-op rebuild grows ~4× from N=\(first) to N=\(last) while "
        + "separate packages stay flat): single manifest "
        + "\(describeGrowth(.singleManifest, "leaf no-op")), separate packages "
        + "\(describeGrowth(.packages, "leaf no-op")) — **\(confirmed ? "confirmed" : "refuted")**."
    )
    if median(first, .packages, "app cold") != nil {
      lines.append(
        "- App cold build, N=\(first) → N=\(last): separate packages "
          + "\(describeGrowth(.packages, "app cold")), single manifest "
          + "\(describeGrowth(.singleManifest, "app cold")).")
    }
    return lines.joined(separator: "\n")
  }

  /// Where the app's cold build goes, per N and layout: evaluating manifests (the cold plan less
  /// the cached one), planning (the cached plan), compiling and linking (the rest), and the cost
  /// of separate packages against the single manifest at the same N. `nil` when the run measured
  /// no parts (an older samples file, or `--app-runs 0`).
  public func appBreakdown() -> String? {
    guard counts.contains(where: { median($0, .packages, "app plan cold") != nil }) else {
      return nil
    }
    let header = [
      "N", "layout", "app cold (s)", "manifests (s)", "planning (s)", "compiling, linking (s)",
      "packages ÷ single",
    ]
    let rows = counts.flatMap { count in
      MonorepoLayout.allCases.map { layout in
        let cold = median(count, layout, "app cold")
        let planCold = median(count, layout, "app plan cold")
        let plan = median(count, layout, "app plan")
        func difference(_ left: Double?, _ right: Double?) -> Double? {
          guard let left, let right else { return nil }
          return left - right
        }
        return [
          String(count), layout.rawValue, Markdown.seconds(cold),
          Markdown.seconds(difference(planCold, plan)), Markdown.seconds(plan),
          Markdown.seconds(difference(cold, planCold)),
          layout == .packages
            ? Markdown.ratio(cold, median(count, .singleManifest, "app cold")) : "",
        ]
      }
    }
    return Markdown.table(header: header, rows: rows)
  }

  /// The tables and the verdicts, as `--synthetic` and `--synthetic-report` print them.
  public func report() -> String {
    var parts = [table()]
    if let breakdown = appBreakdown() {
      parts.append("Where the app's cold build goes (medians):\n\n" + breakdown)
    }
    return (parts + [verdicts()]).joined(separator: "\n\n")
  }
}

/// The samples file of a `--synthetic` run, so the report can be printed again without
/// rebuilding: `{"counts": [10, 50], "samples": {"10/packages": {"leaf cold": [32.3, …]}}}`.
extension SyntheticBenchmark.Results {
  public func encoded() throws -> Data {
    var samples: [String: [String: [Double]]] = [:]
    for (key, values) in self.samples {
      samples["\(key.count)/\(key.layout.rawValue)"] = values
    }
    let document: [String: Any] = ["counts": counts, "samples": samples]
    return try JSONSerialization.data(
      withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
  }

  public init(decoding data: Data) throws {
    let document = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    guard let counts = document?["counts"] as? [Int], !counts.isEmpty,
      let samples = document?["samples"] as? [String: [String: [Double]]]
    else {
      throw BuildFailed("not a samples file of Scripts/bench-build --synthetic")
    }
    var results = Self(counts: counts)
    for (key, values) in samples {
      let parts = key.split(separator: "/", maxSplits: 1)
      guard parts.count == 2, let count = Int(parts[0]),
        let layout = MonorepoLayout(rawValue: String(parts[1]))
      else {
        throw BuildFailed("unknown sample key \(key) in a samples file")
      }
      results.samples[.init(count, layout)] = values
    }
    self = results
  }
}
