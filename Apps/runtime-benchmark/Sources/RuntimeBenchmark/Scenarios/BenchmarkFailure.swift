/// Something the benchmark found wrong, such as a link that did not land where it should: the
/// run stops and exits non-zero with this message, because a figure measured on the wrong screen
/// means nothing.
struct BenchmarkFailure: Error, Equatable, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
