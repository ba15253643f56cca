import Foundation

/// `1234567` as `1,234,567`.
func grouped(_ number: Int) -> String {
  let digits = String(number.magnitude)
  var result = number < 0 ? "-" : ""
  for (offset, digit) in digits.enumerated() {
    if offset > 0, (digits.count - offset).isMultiple(of: 3) {
      result.append(",")
    }
    result.append(digit)
  }
  return result
}

/// A duration in the unit that keeps it readable, with three significant digits: `412 ns`,
/// `1.23 µs`, `45.6 ms`, `2.10 s`.
func formatted(_ duration: Duration) -> String {
  let nanoseconds =
    Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
  let units: [(name: String, nanoseconds: Double)] = [("s", 1e9), ("ms", 1e6), ("µs", 1e3)]
  // A value that rounds up to the next unit is written in it: 999.7 ns is `1.00 µs`.
  for unit in units where nanoseconds >= unit.nanoseconds * 0.9995 {
    return "\(threeSignificantDigits(nanoseconds / unit.nanoseconds)) \(unit.name)"
  }
  return "\(threeSignificantDigits(nanoseconds)) ns"
}

/// A byte count in bytes below 10 KiB, in KiB below 1 MiB, else in MiB, with one decimal:
/// `512 B`, `204.8 KiB`, `18.6 MiB`.
func formatted(bytes: Int) -> String {
  switch abs(bytes) {
  case ..<10_240: "\(grouped(bytes)) B"
  case ..<1_048_576: String(format: "%.1f KiB", Double(bytes) / 1_024)
  default: String(format: "%.1f MiB", Double(bytes) / 1_048_576)
  }
}

/// `3 samples`, `1 sample`: `count` with the noun in the right number.
func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
  "\(grouped(count)) \(count == 1 ? singular : plural ?? singular + "s")"
}

/// `ratio` as `1.04×`.
func formatted(ratio: Double) -> String {
  String(format: "%.2f×", ratio)
}

/// The number of seconds in `duration`, for ratios.
func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

private func threeSignificantDigits(_ value: Double) -> String {
  switch value {
  case ..<9.995: String(format: "%.2f", value)
  case ..<99.95: String(format: "%.1f", value)
  default: String(format: "%.0f", value)
  }
}
