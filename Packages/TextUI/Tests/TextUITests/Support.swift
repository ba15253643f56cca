import Observation
import TextUITesting

/// A model that optionally holds a child of its own type: the shape of an arbitrarily deep
/// drill-down.
@MainActor
@Observable
final class CounterModel {
  var count: Int
  var child: CounterModel?

  init(count: Int = 0, child: CounterModel? = nil) {
    self.count = count
    self.child = child
  }

  /// A chain of `depth` models, the first counting 1, the last `depth`.
  static func chain(depth: Int) -> CounterModel {
    var model: CounterModel?
    for level in stride(from: depth, through: 1, by: -1) {
      model = CounterModel(count: level, child: model)
    }
    return model ?? CounterModel()
  }

  /// How many models the chain holds, this one included.
  var depth: Int { 1 + (child?.depth ?? 0) }

  func drillDownTapped() {
    child = CounterModel(count: count + 1)
  }
}

struct CounterView: View {
  @Bindable var model: CounterModel

  var body: some View {
    VStack {
      Stepper("Count: \(model.count)", value: $model.count, in: 0...Int.max)
      Button("Drill down") { model.drillDownTapped() }
    }
    .navigationTitle("Level \(model.count)")
    .navigationDestination(item: $model.child) { child in
      CounterView(model: child)
    }
  }
}
