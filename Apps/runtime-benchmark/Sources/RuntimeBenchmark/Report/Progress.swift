import Foundation

/// Where the benchmark says what it is doing: standard error, so standard output holds only the
/// report.
struct Progress: Sendable {
  private let write: @Sendable (String) -> Void

  /// Progress written to `write`, one message per call.
  init(write: @escaping @Sendable (String) -> Void) {
    self.write = write
  }

  /// Progress lines on standard error.
  static let standardError = Progress { message in
    FileHandle.standardError.write(Data("RuntimeBenchmark: \(message)\n".utf8))
  }

  /// Progress that goes nowhere.
  static let silent = Progress { _ in }

  func callAsFunction(_ message: String) {
    write(message)
  }
}
