import Observation
import TextUITesting

/// What TextUI alone costs to draw a frame, without the app: a navigation stack over a list of
/// generic rows, re-drawn after a change to observed state, as the list grows.
///
/// The app's frames (``FrameBenchmark``) add its models, its rows and a key press to this; the
/// difference between the two is what the app spends.
@MainActor
struct RenderBenchmark {
  /// The frames of one list size.
  struct Result: Equatable, Sendable {
    let rows: Int
    /// How many rows the list draws: as many as fit in its window.
    let rowsOnScreen: Int
    /// Creating a host over the view and reading its first frame.
    let firstFrame: Duration
    let frames: Samples
  }

  let sizes: [Int]
  let warmUp: Int
  let frames: Int

  /// For each size, a list of that many rows. Each timed frame is a change to the state the
  /// screen's title reads, which makes the host resolve the views, lay out the visible rows and
  /// draw the whole frame again, then reading the frame as text.
  func run(progress: Progress) throws -> [Result] {
    try sizes.map { size in
      progress("TextUI frames, \(grouped(size)) rows: \(warmUp) warm-up + \(frames) frames")
      return try measure(rows: size)
    }
  }

  private func measure(rows count: Int) throws -> Result {
    let model = RenderModel(rows: count)
    var host: TestDriver?
    var firstFrame = ""
    let first = benchmarkClock.measure {
      let newHost = TestDriver { RenderView(model: model) }
      firstFrame = newHost.frame
      host = newHost
    }
    guard let host else {
      throw BenchmarkFailure("The host for \(grouped(count)) rows was not created.")
    }
    try Self.expectList(model, frame: firstFrame)
    var durations: [Duration] = []
    durations.reserveCapacity(frames)
    for index in 0..<(warmUp + frames) {
      let elapsed = benchmarkClock.measure {
        model.change += 1
        blackHole(host.frame)
      }
      if index >= warmUp { durations.append(elapsed) }
    }
    try Self.expectList(model, frame: host.frame)
    return Result(
      rows: count, rowsOnScreen: Self.rows(in: firstFrame), firstFrame: first,
      frames: try Samples(durations))
  }

  /// Checks that `frame` is the list after the model's latest change, so that no timed frame was
  /// one the host skipped.
  static func expectList(_ model: RenderModel, frame: String) throws(BenchmarkFailure) {
    guard frame.contains(RenderView.title(model.change)), rows(in: frame) > 0 else {
      throw BenchmarkFailure(
        "Expected the list after change \(model.change), but the frame reads:\n\(frame)")
    }
  }

  /// How many rows `frame` draws.
  static func rows(in frame: String) -> Int {
    frame.split(separator: "\n").count { $0.hasPrefix("[Row ") }
  }
}

/// The state a ``RenderView`` reads: rows that never change, and a counter its title shows.
@MainActor
@Observable
final class RenderModel {
  struct Row: Identifiable {
    let id: Int
  }

  let rows: [Row]
  var change = 0

  init(rows count: Int) {
    rows = (0..<count).map(Row.init)
  }
}

/// A screen shaped like a list screen of an app, with generic content: a bar with a title and an
/// action, and rows of a button, a colour swatch, a text, a spacer and two more buttons.
struct RenderView: View {
  let model: RenderModel

  static func title(_ change: Int) -> String { "Change \(change)" }

  var body: some View {
    NavigationStack {
      List(model.rows) { row in
        HStack {
          Button("Row \(row.id)") {}
          Swatch(RGB(red: 0, green: 120, blue: 255))
          Text("Value \(row.id % 7)")
          Spacer()
          Button("Open") {}
          Button("Remove", role: .destructive) {}
        }
      }
      .navigationTitle(Self.title(model.change))
      .toolbar {
        ToolbarItem(placement: .primaryAction) { Button("New") {} }
      }
    }
  }
}
