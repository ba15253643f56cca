import Foundation

/// The process's resident memory: on Linux from `/proc/self/status`, on macOS from the kernel's
/// task information.
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
    #if canImport(Darwin)
      var info = mach_task_basic_info()
      var count = mach_msg_type_number_t(
        MemoryLayout<mach_task_basic_info>.size / MemoryLayout<natural_t>.size)
      let result = withUnsafeMutablePointer(to: &info) {
        $0.withMemoryRebound(to: integer_t.self, capacity: Int(count)) {
          task_info(mach_task_self_, task_flavor_t(MACH_TASK_BASIC_INFO), $0, &count)
        }
      }
      guard result == KERN_SUCCESS else {
        throw BenchmarkFailure("task_info failed (\(result)); cannot measure memory.")
      }
      return MemoryUsage(
        resident: Int(info.resident_size), peakResident: Int(info.resident_size_max))
    #else
      return try fromProcStatus()
    #endif
  }

  #if !canImport(Darwin)
    private static func fromProcStatus() throws(BenchmarkFailure) -> MemoryUsage {
      let path = "/proc/self/status"
      let status: String
      do {
        status = try String(contentsOfFile: path, encoding: .utf8)
      } catch {
        throw BenchmarkFailure(
          "Couldn't read \(path) to measure memory (\(error.localizedDescription)); "
            + "the memory figures need Linux's /proc file system, or macOS.")
      }
      guard let usage = MemoryUsage(status: status) else {
        throw BenchmarkFailure("\(path) has no VmRSS and VmHWM lines to measure memory with.")
      }
      return usage
    }
  #endif

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
