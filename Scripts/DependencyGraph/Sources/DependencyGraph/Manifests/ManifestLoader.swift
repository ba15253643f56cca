import Foundation
import Synchronization

/// Reads manifests with `swift package dump-package`, in parallel, through a cache keyed by the
/// manifest's content and location, so that a second run starts no process for unchanged packages.
public struct ManifestLoader: Sendable {
  /// Where dumped manifests are kept (`<root>/.build-graph-cache`); `nil` disables the cache.
  public var cacheDirectory: URL?
  /// How many `dump-package` processes run at once.
  public var parallelism: Int
  /// Whether `dump-package` may reuse SwiftPM's own manifest cache in the user's home, which
  /// outlives this loader's cache: off for a benchmark's cold run, which must compile every
  /// manifest.
  public var usesSwiftPMSharedCache: Bool

  /// What one `load` did, for the benchmark.
  public struct Statistics: Equatable, Sendable {
    /// Manifests read from the cache.
    public var cached: Int
    /// Manifests dumped by `swift package dump-package`.
    public var dumped: Int

    public init(cached: Int, dumped: Int) {
      self.cached = cached
      self.dumped = dumped
    }
  }

  public init(
    cacheDirectory: URL?, parallelism: Int = ProcessInfo.processInfo.activeProcessorCount,
    usesSwiftPMSharedCache: Bool = true
  ) {
    self.cacheDirectory = cacheDirectory
    self.parallelism = max(1, parallelism)
    self.usesSwiftPMSharedCache = usesSwiftPMSharedCache
  }

  /// The manifests of the packages in `directories`, in the same order.
  public func load(_ directories: [URL]) throws(ManifestLoadingError) -> (
    manifests: [Manifest], statistics: Statistics
  ) {
    let keys = directories.map(cacheKey)
    var results = [Result<Manifest, ManifestLoadingError.Failure>?](
      repeating: nil, count: directories.count)
    var pending: [Int] = []
    for index in directories.indices {
      if let key = keys[index], let data = readCache(key),
        let manifest = try? JSONDecoder().decode(Manifest.self, from: data)
      {
        results[index] = .success(manifest)
      } else {
        pending.append(index)
      }
    }
    let toDump = pending
    let dumped = Mutex<[Int: Result<Manifest, ManifestLoadingError.Failure>]>([:])
    let next = Atomic<Int>(0)
    // Each worker takes the next pending package; the workers are threads because
    // dump-package blocks on a child process.
    DispatchQueue.concurrentPerform(iterations: min(parallelism, toDump.count)) { worker in
      while true {
        let position = next.add(1, ordering: .relaxed).oldValue
        guard position < toDump.count else { return }
        let index = toDump[position]
        let result = dump(directories[index], worker: worker)
        if case .success(let data) = result, let key = keys[index] {
          writeCache(key, data)
        }
        let decoded = result.flatMap { data in
          Result { try JSONDecoder().decode(Manifest.self, from: data) }
            .mapError { error in
              ManifestLoadingError.Failure(
                package: directories[index].path,
                reason: "dump-package printed JSON this tool cannot read: \(error)")
            }
        }
        dumped.withLock { $0[index] = decoded }
      }
    }
    for (index, result) in dumped.withLock({ $0 }) {
      results[index] = result
    }
    var manifests: [Manifest] = []
    var failures: [ManifestLoadingError.Failure] = []
    for result in results {
      switch result {
      case .success(let manifest): manifests.append(manifest)
      case .failure(let failure): failures.append(failure)
      case nil: break
      }
    }
    guard failures.isEmpty else { throw ManifestLoadingError(failures: failures) }
    return (manifests, Statistics(cached: directories.count - pending.count, dumped: pending.count))
  }

  /// Removes the lock files SwiftPM left in the temporary folder for scratch paths under
  /// `directory`, a folder of caches being deleted: they are named after the scratch path, with
  /// "/" written "_".
  public static func removeLockFiles(under directory: URL) {
    let fileManager = FileManager.default
    let temporary = fileManager.temporaryDirectory
    let prefix = directory.standardizedFileURL.path.replacingOccurrences(of: "/", with: "_")
    for name in (try? fileManager.contentsOfDirectory(atPath: temporary.path)) ?? []
    where name.hasPrefix(prefix) {
      try? fileManager.removeItem(at: temporary.appending(path: name))
    }
  }

  private func dump(_ directory: URL, worker: Int) -> Result<Data, ManifestLoadingError.Failure> {
    // A private scratch path: dump-package then never waits for the lock of a build that is
    // running in the package's own .build folder. One per worker, named the same on every run,
    // because SwiftPM leaves a lock file named after it.
    let scratch = (cacheDirectory ?? FileManager.default.temporaryDirectory)
      .appending(path: "dependency-graph-scratch-\(worker)")
    let result: ChildProcess.Result
    do {
      result = try ChildProcess.run([
        "swift", "package", "--package-path", directory.path, "--scratch-path", scratch.path,
        "--manifest-cache", usesSwiftPMSharedCache ? "shared" : "local", "dump-package",
      ])
    } catch {
      return .failure(.init(package: directory.path, reason: "cannot run swift: \(error)"))
    }
    guard result.status == 0 else {
      return .failure(
        .init(
          package: directory.path,
          reason: result.errorText.trimmingCharacters(in: .whitespacesAndNewlines)
            .replacingOccurrences(of: "\n", with: " | ")))
    }
    return .success(result.output)
  }

  private func cacheKey(_ directory: URL) -> String? {
    guard cacheDirectory != nil else { return nil }
    var hash = ContentHash()
    hash.add(directory.standardizedFileURL.path)
    let manifests =
      ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
      .filter { $0.hasPrefix("Package") && $0.hasSuffix(".swift") }
      .sorted()
    guard !manifests.isEmpty else { return nil }
    for name in manifests {
      guard let data = FileManager.default.contents(atPath: directory.appending(path: name).path)
      else { return nil }
      hash.add(name)
      hash.add(data)
    }
    return hash.hexDigest
  }

  private func cacheFile(_ key: String) -> URL? {
    cacheDirectory?.appending(path: "manifests/\(key).json")
  }

  private func readCache(_ key: String) -> Data? {
    cacheFile(key).flatMap { FileManager.default.contents(atPath: $0.path) }
  }

  private func writeCache(_ key: String, _ data: Data) {
    guard let file = cacheFile(key) else { return }
    // A cache that cannot be written only makes the next run slower.
    try? FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? data.write(to: file, options: .atomic)
  }
}

/// Manifests that `swift package dump-package` could not read.
public struct ManifestLoadingError: Error, Equatable, CustomStringConvertible {
  /// One package whose manifest failed.
  public struct Failure: Error, Equatable, Sendable {
    /// The package folder.
    public var package: String
    /// What SwiftPM said.
    public var reason: String
  }

  /// Every failure, in package order.
  public var failures: [Failure]

  public var description: String {
    failures.map { "cannot read the manifest of \($0.package): \($0.reason)" }
      .joined(separator: "\n")
  }
}
