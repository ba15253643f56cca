import Foundation

/// The process's resident memory as Linux reports it in `/proc/self/status`.
struct MemoryUsage: Equatable, Sendable {
  /// Bytes resident now (`VmRSS`).
  var resident: Int
  /// The most bytes resident at any time so far (`VmHWM`, the high-water mark; the same figure
  /// as `getrusage`'s `ru_maxrss`).
  var peakResident: Int

  init(resident: Int, peakResident: Int) {
    self.resident = resident
    self.peakResident = peakResident
  }

  /// The figures now.
  static func current() throws(BenchmarkFailure) -> MemoryUsage {
    let path = "/proc/self/status"
    let status: String
    do {
      status = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw BenchmarkFailure(
        "Couldn't read \(path) to measure memory (\(error.localizedDescription)); "
          + "the memory figures need Linux's /proc file system.")
    }
    guard let usage = MemoryUsage(status: status) else {
      throw BenchmarkFailure("\(path) has no VmRSS and VmHWM lines to measure memory with.")
    }
    return usage
  }

  /// Reads the `VmRSS` and `VmHWM` lines (`VmRSS:\t  12345 kB`) of a `/proc/<pid>/status` text.
  init?(status: String) {
    var kilobytes: [Substring: Int] = [:]
    for line in status.split(separator: "\n") {
      let fields = line.split(whereSeparator: { $0 == ":" || $0 == " " || $0 == "\t" })
      guard fields.count == 3, fields[2] == "kB", let value = Int(fields[1]) else { continue }
      kilobytes[fields[0]] = value
    }
    guard let resident = kilobytes["VmRSS"], let peak = kilobytes["VmHWM"] else { return nil }
    self.resident = resident * 1024
    self.peakResident = peak * 1024
  }
}
