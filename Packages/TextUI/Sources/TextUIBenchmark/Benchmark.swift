import Observation
import TextUIHosts

/// Measures how long TextUI takes to draw a frame of a list, for lists of 10, 1,000 and 100,000
/// rows, and prints a table. Run it in release: `swift run -c release TextUIBenchmark`.
///
/// Each frame is a full re-render forced by changing observed state (the title), then reading the
/// frame as text, exactly what a host does after a change: resolving the views, laying out the
/// visible rows, layering and producing the plain-text frame.
@main
@MainActor
struct Benchmark {
  static let sizes = [10, 1_000, 100_000]
  static let warmUp = 20
  static let frames = 300

  static func main() {
    print("TextUI render benchmark: a NavigationStack with a List of N rows, 80x24 frame")
    print("(\(frames) frames per size after \(warmUp) warm-up frames; times per frame)")
    print("")
    print(row("rows", "first frame", "median", "p95", "max"))
    print(row("----", "-----------", "------", "---", "---"))
    for size in sizes {
      let result = measure(rows: size)
      print(
        row(
          grouped(size), format(result.first), format(result.median), format(result.p95),
          format(result.max)))
    }
  }

  static func measure(rows count: Int) -> (
    first: Duration, median: Duration, p95: Duration, max: Duration
  ) {
    let clock = ContinuousClock()
    let model = BenchmarkModel(count: count)
    var host: HostRuntime?
    let first = clock.measure {
      let created = HostRuntime(size: .standard, autoFocus: false) {
        AnyView(BenchmarkView(model: model))
      }
      _ = created.plainText
      host = created
    }
    guard let host else { return (first, .zero, .zero, .zero) }
    var samples: [Duration] = []
    for frame in 0..<(warmUp + frames) {
      let elapsed = clock.measure {
        model.tick += 1
        _ = host.plainText
      }
      if frame >= warmUp { samples.append(elapsed) }
    }
    samples.sort()
    return (
      first, samples[samples.count / 2], samples[samples.count * 95 / 100],
      samples.last ?? .zero
    )
  }

  static func row(_ columns: String...) -> String {
    columns.enumerated().map { index, text in
      let width = index == 0 ? 9 : 13
      return String(repeating: " ", count: max(width - text.count, 0)) + text
    }.joined(separator: " ")
  }

  static func format(_ duration: Duration) -> String {
    let microseconds =
      Double(duration.components.seconds) * 1_000_000
      + Double(duration.components.attoseconds) / 1e12
    let tenths = Int((microseconds / 100).rounded())
    return "\(tenths / 10).\(tenths % 10) ms"
  }

  static func grouped(_ number: Int) -> String {
    let digits = String(number)
    var result = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }
}

@MainActor
@Observable
final class BenchmarkModel {
  struct Row: Identifiable {
    let id: Int
    let name: String
    let quantity: Int
  }

  let rows: [Row]
  var tick = 0

  init(count: Int) {
    rows = (0..<count).map { Row(id: $0, name: "Item \($0)", quantity: $0 % 7) }
  }
}

struct BenchmarkView: View {
  let model: BenchmarkModel

  var body: some View {
    NavigationStack {
      List(model.rows) { row in
        HStack {
          Button(row.name) {}
          Text("■").foregroundColor(RGB(red: 0, green: 120, blue: 255))
          Text(row.quantity == 0 ? "Out of stock" : "In stock: \(row.quantity)")
          Spacer()
          Button("Duplicate") {}
          Button("Delete", role: .destructive) {}
        }
      }
      .navigationTitle("Frame \(model.tick)")
      .toolbar {
        ToolbarItem(placement: .primaryAction) { Button("Add") {} }
      }
    }
  }
}
