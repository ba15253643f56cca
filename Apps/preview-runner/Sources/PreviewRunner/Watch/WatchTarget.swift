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

  /// Builds the product, quietly, and says how it went.
  func build() async -> BuildOutcome {
    let packagePath = packagePath
    let product = product
    let root = repositoryRoot
    return await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(
          returning: Self.runBuild(packagePath: packagePath, product: product, root: root))
      }
    }
  }

  private static func runBuild(packagePath: String, product: String, root: String) -> BuildOutcome {
    let log = FileManager.default.temporaryDirectory
      .appendingPathComponent("preview-watch-\(UUID().uuidString).log")
    defer { try? FileManager.default.removeItem(at: log) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "build", "--package-path", packagePath, "--product", product]
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
      return .failed(["swift build could not run: \(error.localizedDescription)"])
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

/// How a build went.
enum BuildOutcome: Equatable, Sendable {
  case succeeded
  /// The first errors, each a line.
  case failed([String])
}
