/// How much the benchmark measures: sizes, iterations, and whether the goals are judged.
struct Plan: Sendable {
  /// Operations per timed batch of route parsing or printing.
  var routeBatch: Int
  /// Batches run before the timed ones, per form and operation.
  var routeWarmUp: Int
  /// Timed batches per form and operation.
  var routeSamples: Int
  /// Inventory sizes whose last item is deep-linked.
  var deepLinkSizes: [Int]
  /// Timed deep links per size and scenario.
  var deepLinkRuns: Int
  /// Inventory sizes whose list frames are timed.
  var frameSizes: [Int]
  /// Inventory sizes whose list frames are timed again with names mixing wide characters.
  var mixedNameFrameSizes: [Int]
  /// List sizes whose frames are timed in TextUI alone, without the app.
  var renderFrameSizes: [Int]
  /// Frames drawn before the timed ones, per size.
  var frameWarmUp: Int
  /// Timed frames per size.
  var frames: Int
  /// Inventory size paged through while its row models are counted.
  var rowModelSize: Int
  /// Inventory size whose memory is measured.
  var memorySize: Int
  /// Whether the figures are worth judging against the goals.
  var judgesGoals: Bool

  /// The measurement the goals ask for. Sizes are fixed because the goals name them.
  static let full = Plan(
    routeBatch: 1_000, routeWarmUp: 10, routeSamples: 101,
    deepLinkSizes: [10_000, 100_000], deepLinkRuns: 21,
    frameSizes: [10, 1_000, 10_000, 100_000], mixedNameFrameSizes: [1_000, 100_000],
    renderFrameSizes: [10, 1_000, 100_000], frameWarmUp: 20, frames: 301,
    rowModelSize: 100_000, memorySize: 100_000, judgesGoals: true)

  /// Tiny sizes and a few iterations: every scenario runs and checks where it lands, in seconds,
  /// so the benchmark cannot rot. Its times mean nothing and no goal is judged.
  static let smoke = Plan(
    routeBatch: 10, routeWarmUp: 1, routeSamples: 3,
    deepLinkSizes: [10, 100], deepLinkRuns: 2,
    frameSizes: [10, 100], mixedNameFrameSizes: [100], renderFrameSizes: [10, 100],
    frameWarmUp: 1, frames: 3,
    rowModelSize: 100, memorySize: 100, judgesGoals: false)
}
