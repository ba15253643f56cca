import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The facts that make figures comparable: cores, memory, toolchain, and how busy it was.
public enum Machine {
  /// `2 cores, 24 GiB, Linux x86_64, Swift version 6.3.1 (swift-6.3.1-RELEASE)`.
  public static func description(logs: URL) -> String {
    let log = logs.appending(path: "swift-version.log")
    _ = try? Command.run(["swift", "--version"], log: log)
    let swift =
      (try? Files.read(log))?.split(separator: "\n").first.map(String.init) ?? "Swift unknown"
    let memory = Double(ProcessInfo.processInfo.physicalMemory)
    let gibibytes = String(format: "%.0f GiB", memory / 1024 / 1024 / 1024)
    var names = utsname()
    uname(&names)
    func field<T>(_ value: T) -> String {
      withUnsafeBytes(of: value) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
    return "\(ProcessInfo.processInfo.processorCount) cores, \(gibibytes), "
      + "\(field(names.sysname)) \(field(names.machine)), \(swift)"
  }

  /// The load average over 1, 5 and 15 minutes: `4.7 / 5.8 / 7.3`.
  public static func loadAverage() -> String {
    var loads = [Double](repeating: 0, count: 3)
    guard getloadavg(&loads, 3) == 3 else { return "unknown" }
    return loads.map { String(format: "%.1f", $0) }.joined(separator: " / ")
  }
}
