import Foundation

/// The product `--watch` rebuilds, and the sources it watches: those of every module linked into
/// that product, as the last build recorded them, so a feature preview watches its feature and
/// the horizontal packages it builds, and no other feature.
struct WatchTarget: Sendable {
  /// The preview's product, e.g. `ItemRowPreview`.
  var product: String
  /// The preview-runner package.
  var packagePath: String
  /// Where `swift build` puts the product.
  var binPath: String
  /// How to run `swift`, for the builds that plan again.
  var swift = ["/usr/bin/env", "swift"]

  /// The preview-runner package this executable was built from: three folders up from this
  /// source file (`Sources/PreviewRunner/Watch`).
  static let builtPackagePath = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

  /// The running executable's target: its product, package and folder.
  static func running(product: String) -> WatchTarget {
    let executable = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
      .resolvingSymlinksInPath()
    return WatchTarget(
      product: product, packagePath: builtPackagePath,
      binPath: executable.deletingLastPathComponent().path)
  }

  /// The repository's root, for showing paths relative to it.
  var repositoryRoot: String {
    URL(fileURLWithPath: packagePath).deletingLastPathComponent().deletingLastPathComponent().path
  }

  /// The executable a successful build leaves.
  var executablePath: String { binPath + "/" + product }

  /// The folders holding the Swift sources of the product's modules.
  ///
  /// - Throws: ``PreviewError/cannotStart(_:)`` when the build left no record of them.
  func sourceFolders() throws(PreviewError) -> [String] {
    let list = binPath + "/\(product).product/Objects.LinkFileList"
    guard let objects = try? String(contentsOfFile: list, encoding: .utf8) else {
      throw .cannotStart(
        "--watch needs the build's list of \(product)'s modules, \(list); build it with "
          + "Scripts/preview first.")
    }
    return Self.sourceFolders(linkFileList: objects) { moduleFolder in
      try? String(contentsOfFile: moduleFolder + "/sources", encoding: .utf8)
    }
  }

  /// The folders of the sources listed by the modules behind the objects in `linkFileList`,
  /// sorted, leaving out what lies in a build folder (dependencies' checkouts): those never change
  /// under a person's hands.
  ///
  /// - Parameters:
  ///   - linkFileList: The object files linked into the product, one a line, each in its
  ///     module's `<Module>.build` folder.
  ///   - sources: The contents of a module folder's `sources` file: its source files, one a line.
  static func sourceFolders(linkFileList: String, sources: (String) -> String?) -> [String] {
    let moduleFolders = Set(
      linkFileList.split(separator: "\n").map { line in
        let path = line.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        return URL(fileURLWithPath: path).deletingLastPathComponent().path
      }
      .filter { $0.hasSuffix(".build") })
    var folders = Set<String>()
    for moduleFolder in moduleFolders {
      for source in (sources(moduleFolder) ?? "").split(separator: "\n") {
        let path = source.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        guard path.hasSuffix(".swift"), !path.contains("/.build/") else { continue }
        folders.insert(URL(fileURLWithPath: path).deletingLastPathComponent().path)
      }
    }
    return folders.sorted()
  }

  /// SwiftPM's plan of the last build: `<configuration>.yaml` in the build folder that holds
  /// `binPath` (`.build/x86_64-unknown-linux-gnu/debug` → `.build/debug.yaml`).
  var planPath: String {
    let bin = URL(fileURLWithPath: binPath)
    return bin.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(bin.lastPathComponent + ".yaml").path
  }

  /// Rebuilds the product after `changed` files changed, quietly, and says how it went: by the
  /// planned commands when the plan still holds (``rebuildWay(changed:folders:)``), else, or
  /// when `PREVIEW_WATCH_BUILD=swift-build`, by `swift build`.
  func build(changed: [String], folders: [String], timings: WatchTimings) async -> BuildOutcome {
    let target = self
    return await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        let way =
          ProcessInfo.processInfo.environment["PREVIEW_WATCH_BUILD"] == "swift-build"
          ? .swiftBuild(because: "PREVIEW_WATCH_BUILD=swift-build")
          : target.rebuildWay(changed: changed, folders: folders)
        continuation.resume(returning: target.run(way, timings: timings))
      }
    }
  }

  /// How to rebuild after `changed` files changed: the commands of the last build's plan that
  /// the change reaches, or `swift build` (with the reason) when that plan may be stale: it is
  /// missing or does not build the product, a manifest or `Package.resolved` it was planned from
  /// changed since, or a Swift file in a watched folder was added or removed.
  func rebuildWay(changed: [String], folders: [String]) -> RebuildWay {
    let files = FileManager.default
    guard let text = try? String(contentsOfFile: planPath, encoding: .utf8),
      let planned = modified(planPath)
    else { return .swiftBuild(because: "there is no build plan at \(planPath)") }
    let plan = BuildPlan(manifest: text)
    guard plan.linkCommand(of: product) != nil else {
      return .swiftBuild(because: "the build plan does not link \(product)")
    }
    let sources = plan.sources(of: product)
    for manifest in manifests(of: sources)
    where modified(manifest).map({ $0 > planned }) ?? true {
      return .swiftBuild(because: "\(manifest) changed since the last build")
    }
    var inPlan: [Substring: Set<String>] = [:]
    for source in sources {
      inPlan[source[..<(source.lastIndex(of: "/") ?? source.startIndex)], default: []].insert(
        source)
    }
    for folder in folders {
      let onDisk = ((try? files.contentsOfDirectory(atPath: folder)) ?? [])
        .filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
      if Set(onDisk) != inPlan[Substring(folder), default: []] {
        return .swiftBuild(because: "a Swift file was added or removed in \(folder)")
      }
    }
    for file in changed where !sources.contains(file) {
      return .swiftBuild(because: "\(file) is not in the build plan")
    }
    guard let commands = plan.commands(after: Set(changed), for: product) else {
      return .swiftBuild(because: "the build plan's commands form a cycle")
    }
    // Only programs can run outside SwiftPM; the sources and link lists it writes itself depend
    // on which files there are, checked above.
    let skipped: Set = ["phony", "write-auxiliary-file"]
    if let other = commands.first(where: { $0.tool != "shell" && !skipped.contains($0.tool) }) {
      return .swiftBuild(because: "the change reaches \(other.name), which only SwiftPM runs")
    }
    return .planned(commands.filter { $0.tool == "shell" })
  }

  /// The manifests and resolved pins the plan came from: the root package's `Package.swift` and
  /// `Package.resolved` (what the plan's package-structure command reads) and the `Package.swift`
  /// of each package holding a source.
  private func manifests(of sources: Set<String>) -> [String] {
    var manifests = [packagePath + "/Package.swift", packagePath + "/Package.resolved"]
      .filter { FileManager.default.fileExists(atPath: $0) }
    var seen = Set<String>()
    for source in sources {
      var folder = source[..<(source.lastIndex(of: "/") ?? source.startIndex)]
      while !folder.isEmpty, seen.insert(String(folder)).inserted {
        let manifest = String(folder) + "/Package.swift"
        if FileManager.default.fileExists(atPath: manifest) {
          manifests.append(manifest)
          break
        }
        folder = folder[..<(folder.lastIndex(of: "/") ?? folder.startIndex)]
      }
    }
    return manifests
  }

  private func modified(_ path: String) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
  }

  private func run(_ way: RebuildWay, timings: WatchTimings) -> BuildOutcome {
    switch way {
    case .swiftBuild:
      timings.mark("swift-build")
      let outcome = Self.runLogged(
        swift + ["build", "--package-path", packagePath, "--product", product],
        root: repositoryRoot)
      timings.mark("linked")
      return outcome
    case .planned(let commands):
      timings.mark("planned")
      for command in commands {
        if command == commands.last { timings.mark("compiled") }
        // Diagnostics as text, where the errors are read from; the build is the same.
        let outcome = Self.runLogged(
          command.arguments.filter { $0 != "-parseable-output" }, root: repositoryRoot)
        if case .failed = outcome { return outcome }
      }
      timings.mark("linked")
      return .succeeded
    }
  }

  /// Runs a command line, its output in a file, and says how it went.
  private static func runLogged(_ arguments: [String], root: String) -> BuildOutcome {
    guard let executable = arguments.first else { return .failed(["An empty command."]) }
    let log = FileManager.default.temporaryDirectory
      .appendingPathComponent("preview-watch-\(UUID().uuidString).log")
    defer { try? FileManager.default.removeItem(at: log) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = Array(arguments.dropFirst())
    process.standardInput = FileHandle.nullDevice
    do {
      _ = FileManager.default.createFile(atPath: log.path, contents: nil)
      // A file rather than a pipe: a long compiler output can never block the build.
      let output = try FileHandle(forWritingTo: log)
      process.standardOutput = output
      process.standardError = output
      try process.run()
      process.waitUntilExit()
    } catch {
      let name = URL(fileURLWithPath: executable).lastPathComponent
      return .failed(["\(name) could not run: \(error.localizedDescription)"])
    }
    let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    guard process.terminationStatus == 0 else {
      return .failed(errors(in: text, relativeTo: root))
    }
    return .succeeded
  }

  /// The first distinct compiler errors in a build's output, as `path:line: message` with the
  /// path relative to `root`; the output's last lines when it names no error at a place.
  static func errors(in output: String, relativeTo root: String, limit: Int = 5) -> [String] {
    var errors: [String] = []
    for line in output.split(separator: "\n") {
      let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
      guard parts.count == 5, parts[0].hasPrefix("/"), Int(parts[1]) != nil,
        Int(parts[2]) != nil, parts[3] == " error"
      else { continue }
      var path = String(parts[0])
      if path.hasPrefix(root + "/") { path.removeFirst(root.count + 1) }
      let error = "\(path):\(parts[1]): \(parts[4].trimmingCharacters(in: .whitespaces))"
      if !errors.contains(error) { errors.append(error) }
      if errors.count == limit { break }
    }
    if errors.isEmpty {
      return output.split(separator: "\n").suffix(limit).map(String.init)
    }
    return errors
  }
}

/// How a reload rebuilds.
enum RebuildWay: Equatable, Sendable {
  /// The planned commands, in order.
  case planned([BuildPlan.Command])
  /// `swift build`, which plans again, and why.
  case swiftBuild(because: String)
}

/// How a build went.
enum BuildOutcome: Equatable, Sendable {
  case succeeded
  /// The first errors, each a line.
  case failed([String])
}
