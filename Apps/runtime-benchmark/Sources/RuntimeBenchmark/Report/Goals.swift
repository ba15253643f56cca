/// The app's runtime goals (BENCHMARKS.md, "Goals"), judged against one run's figures.
struct Goal: Equatable, Sendable {
  /// Whether a goal was met.
  enum Verdict: Equatable, Sendable {
    case met
    case notMet
    /// Not judged, and why (a smoke run, or sizes the goal does not name).
    case notJudged(String)

    var text: String {
      switch self {
      case .met: "met"
      case .notMet: "**not met**"
      case .notJudged(let reason): "not judged (\(reason))"
      }
    }
  }

  let goal: String
  let measured: String
  let verdict: Verdict

  /// Parse + print of each form, median, below this is "in microseconds".
  static let routeBudget = Duration.milliseconds(1)
  /// Link to the last item's edit screen, to the first frame, median, at 100,000 items.
  static let deepLinkBudget = Duration.milliseconds(100)
  static let deepLinkSize = 100_000
  /// A list's median frame time may be at most this multiple of the smallest list's.
  static let flatFrameTolerance = 1.5

  /// The goals, each with the figure it is judged on.
  static func judge(_ results: Results, plan: Plan) -> [Goal] {
    [route(results.routes, plan), deepLink(results.deepLinks, plan), frames(results.frames, plan)]
  }

  private static func verdict(_ isMet: Bool, _ plan: Plan) -> Verdict {
    plan.judgesGoals ? (isMet ? .met : .notMet) : .notJudged("smoke run")
  }

  private static func route(_ routes: [RouteBenchmark.Result], _ plan: Plan) -> Goal {
    let slowest = routes.max {
      $0.parse.median + $0.print.median < $1.parse.median + $1.print.median
    }
    let goal =
      "route parse + print in microseconds (each form's median < \(formatted(routeBudget)))"
    guard let slowest else {
      return Goal(goal: goal, measured: "no routes measured", verdict: .notJudged("no figures"))
    }
    let total = slowest.parse.median + slowest.print.median
    return Goal(
      goal: goal,
      measured:
        "slowest: \(formatted(total)) (`\(slowest.pattern)`: parse \(formatted(slowest.parse.median)), print \(formatted(slowest.print.median)))",
      verdict: verdict(total < routeBudget, plan))
  }

  private static func deepLink(_ links: [DeepLinkBenchmark.Result], _ plan: Plan) -> Goal {
    let goal =
      "\(grouped(deepLinkSize)) items: link to the last item's edit screen → first frame, "
      + "median < \(formatted(deepLinkBudget))"
    let judged = links.filter { $0.items == deepLinkSize }
    guard !judged.isEmpty else {
      let largest = links.map(\.items).max() ?? 0
      return Goal(
        goal: goal,
        measured: links.map {
          "\($0.scenario.rawValue), \(grouped($0.items)): \(formatted($0.samples.median))"
        }
        .joined(separator: "; "),
        verdict: .notJudged(plan.judgesGoals ? "largest size \(grouped(largest))" : "smoke run"))
    }
    return Goal(
      goal: goal,
      measured: judged.map {
        "\($0.scenario.rawValue) \(formatted($0.samples.median)) (p95 \(formatted($0.samples.p95)))"
      }.joined(separator: "; "),
      verdict: verdict(judged.allSatisfy { $0.samples.median < deepLinkBudget }, plan))
  }

  private static func frames(_ frames: [FrameBenchmark.Result], _ plan: Plan) -> Goal {
    let goal =
      "frame time flat as the list grows (every full window's median ≤ "
      + "\(formatted(ratio: flatFrameTolerance)) the smallest full window's)"
    guard let reference = frames.firstFullWindow,
      let largest = frames.max(by: { $0.items < $1.items })
    else {
      return Goal(goal: goal, measured: "no frames measured", verdict: .notJudged("no figures"))
    }
    let worst =
      frames.filter { $0.rowsOnScreen == reference.rowsOnScreen }
      .map { ratio($0.frames.median, to: reference.frames.median) }.max() ?? 1
    return Goal(
      goal: goal,
      measured:
        "\(grouped(reference.items)) items \(formatted(reference.frames.median)), "
        + "\(grouped(largest.items)) items \(formatted(largest.frames.median)); "
        + "largest ratio \(formatted(ratio: worst))",
      verdict: verdict(worst <= flatFrameTolerance, plan))
  }
}

/// `duration` as a multiple of `base`.
func ratio(_ duration: Duration, to base: Duration) -> Double {
  let baseSeconds = seconds(base)
  return baseSeconds > 0 ? seconds(duration) / baseSeconds : 1
}
