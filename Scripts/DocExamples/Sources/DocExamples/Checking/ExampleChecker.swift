import DependencyGraph
import Foundation

/// Checks that every example compiles: extracts them, writes the scratch package and builds one
/// target per documented package, reporting each as it goes.
public struct ExampleChecker: Sendable {
  /// The repository root (absolute).
  public var root: URL
  /// The scratch package's folder (`<root>/.build-doc-examples`, git-ignored as `.build*/`).
  public var scratch: URL
  /// Where the scratch package builds (`swift build --scratch-path`): by default its own
  /// `.build`; a folder where the documented packages are already built spares compiling them
  /// again.
  public var buildFolder: URL?
  /// Receives the progress lines and the diagnostics, one line at a time.
  public var output: @Sendable (String) -> Void

  public init(
    root: URL, scratch: URL, buildFolder: URL? = nil,
    output: @escaping @Sendable (String) -> Void
  ) {
    self.root = root.standardizedFileURL
    self.scratch = scratch.standardizedFileURL
    self.buildFolder = buildFolder?.standardizedFileURL
    self.output = output
  }

  /// Checks the examples of `files` (relative to the root: Markdown files, and Swift files whose
  /// doc comments are read). Returns whether all of them compile.
  public func check(files: [String]) throws(ToolError) -> Bool {
    let extraction = try extract(files)
    for problem in extraction.problems { output(problem.description) }
    let packages = try documentedPackages(extraction.examples)
    output(
      "\(counted(extraction.examples.count, "example")) in "
        + "\(counted(Set(extraction.examples.map(\.file)).count, "file")) of "
        + "\(counted(packages.count, "package"))")
    guard !packages.isEmpty else { return extraction.problems.isEmpty }
    let package = ScratchPackage(packages: packages, root: root.path)
    try write(package)
    let mapper = DiagnosticMapper(root: root.path, scratch: scratch.path, package: package)
    let buildArguments = buildFolder.map { ["--scratch-path", $0.path] } ?? []
    output(
      "building them in \(scratch.lastPathComponent)"
        + (buildFolder.map { " (build folder \($0.path))" } ?? "")
        + ", one package at a time (a first build there builds the documented packages too)")
    var passed = extraction.problems.isEmpty
    var manifestAPI: String?
    for target in package.targets {
      let start = Date()
      var results: [ProcessResult] = []
      if !target.files.isEmpty {
        results.append(
          try build(
            ["swift", "build", "--package-path", scratch.path, "--target", target.name]
              + buildArguments))
      }
      for file in target.manifestFiles {
        if manifestAPI == nil { manifestAPI = try manifestAPIFolder() }
        results.append(
          try run([
            "swiftc", "-typecheck", "-swift-version", "6", "-I", manifestAPI ?? "",
            "-package-description-version", Self.manifestToolsVersion,
            scratch.appending(path: file.path).path,
          ]))
      }
      let seconds = String(format: "%.1f", Date().timeIntervalSince(start))
      let examples = counted(target.files.count + target.manifestFiles.count, "example")
      let failures = results.filter { $0.status != 0 }
      guard !failures.isEmpty else {
        output("\(target.package.displayName): \(examples) ok (\(seconds)s)")
        continue
      }
      passed = false
      output("\(target.package.displayName): \(examples) FAILED (\(seconds)s)")
      for failure in failures {
        let diagnostics = mapper.diagnostics(in: failure.output)
        // No diagnostic: the build failed before compiling (resolution, a manifest); show why.
        for line in diagnostics.isEmpty
          ? failure.output.split(separator: "\n").suffix(30).map(String.init)
          : diagnostics
        {
          output(line)
        }
      }
    }
    return passed
  }

  /// The PackageDescription version manifest examples are checked at: the scratch package's.
  static let manifestToolsVersion = "6.1.0"

  /// The toolchain's folder of the PackageDescription module, which SwiftPM compiles manifests
  /// against.
  private func manifestAPIFolder() throws(ToolError) -> String {
    struct TargetInfo: Decodable {
      struct Paths: Decodable { var runtimeResourcePath: String }
      var paths: Paths
    }
    let info = try run(["swift", "-print-target-info"])
    guard info.status == 0,
      let decoded = try? JSONDecoder().decode(TargetInfo.self, from: Data(info.standardOutput.utf8))
    else {
      throw ToolError(
        "cannot find PackageDescription: swift -print-target-info said\n\(info.output)")
    }
    return decoded.paths.runtimeResourcePath + "/pm/ManifestAPI"
  }

  /// The examples of `files`: Markdown files whole, Swift files' `///` comments.
  public func extract(_ files: [String]) throws(ToolError) -> Extraction {
    var extraction = Extraction()
    for file in files {
      let text: String
      do {
        text = try String(contentsOf: root.appending(path: file), encoding: .utf8)
      } catch {
        throw ToolError("cannot read \(file): \(error.localizedDescription)")
      }
      extraction.append(
        file.hasSuffix(".swift")
          ? ExampleExtractor.docComments(text, file: file)
          : ExampleExtractor.markdown(text, file: file))
    }
    return extraction
  }

  /// The examples grouped by the package they document, with each package's manifest.
  public func documentedPackages(_ examples: [Example]) throws(ToolError) -> [DocumentedPackage] {
    let locator = PackageLocator(root: root)
    var byFolder: [String?: [Example]] = [:]
    for example in examples {
      byFolder[locator.package(of: example.file), default: []].append(example)
    }
    let folders = byFolder.keys.compactMap { $0 }.sorted()
    let manifests = Dictionary(
      uniqueKeysWithValues: zip(folders, try loadManifests(folders)))
    var packages = byFolder.keys.sorted(by: { ($0 ?? "") < ($1 ?? "") }).map { folder in
      DocumentedPackage(
        directory: folder, manifest: folder.flatMap { manifests[$0] },
        examples: byFolder[folder] ?? [])
    }
    // Fewest local dependencies first: roughly the build order, so that each line of progress
    // comes after a share of the build rather than all of it before the first line.
    packages.sort {
      ($0.localDependencyCount, $0.displayName) < ($1.localDependencyCount, $1.displayName)
    }
    return packages
  }

  /// The manifests of the packages in `folders`, read through the checker's manifest model
  /// (`swift package dump-package`, kept under the scratch folder by manifest content: a dump
  /// takes about as long as a build with nothing to do).
  private func loadManifests(_ folders: [String]) throws(ToolError) -> [Manifest] {
    let manifests: [Manifest]
    do {
      manifests = try ManifestLoader(cacheDirectory: scratch.appending(path: "Dumps"))
        .load(folders.map { root.appending(path: $0) }).manifests
    } catch {
      throw ToolError(error.description)
    }
    for (folder, manifest) in zip(folders, manifests) {
      if let other = manifest.dependencies.first(where: { $0.source == .other }) {
        throw ToolError(
          "cannot read \(folder)/Package.swift: \(other.identity): only path and versioned URL "
            + "dependencies are supported")
      }
    }
    return manifests
  }

  /// Writes the package, leaving a file that has not changed untouched so that the next build is
  /// incremental, and removing the files of examples that are gone.
  private func write(_ package: ScratchPackage) throws(ToolError) {
    let fileManager = FileManager.default
    let wanted = Set(package.files.map { scratch.appending(path: $0.path).path })
    for folder in ["Examples", "Manifests"].map({ scratch.appending(path: $0) }) {
      for case let path as String in fileManager.enumerator(atPath: folder.path)?.allObjects ?? []
      where path.hasSuffix(".swift") {
        let file = folder.appending(path: path).path
        if !wanted.contains(file) { try? fileManager.removeItem(atPath: file) }
      }
    }
    let writes =
      [("Package.swift", package.manifest)] + package.files.map { ($0.path, $0.contents) }
    for (path, contents) in writes {
      let url = scratch.appending(path: path)
      if (try? String(contentsOf: url, encoding: .utf8)) == contents { continue }
      do {
        try fileManager.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url, atomically: true, encoding: .utf8)
      } catch {
        throw ToolError("cannot write \(url.path): \(error.localizedDescription)")
      }
    }
  }

  private struct ProcessResult {
    var status: Int32
    /// Standard output, then standard error.
    var output: String
    var standardOutput: String
  }

  /// Runs `swift build`, planned again once when SwiftPM's saved manifest names a source file
  /// that is gone: SwiftPM 6.3.1 fails every build after one is deleted or moved ("because of
  /// missing inputs") until the manifest is removed, as Scripts/lib/swift-build.bash does.
  private func build(_ arguments: [String]) throws(ToolError) -> ProcessResult {
    let result = try run(arguments)
    guard result.status != 0, result.output.contains("because of missing inputs") else {
      return result
    }
    let folder = buildFolder ?? scratch.appending(path: ".build")
    try? FileManager.default.removeItem(at: folder.appending(path: "debug.yaml"))
    return try run(arguments)
  }

  private func run(_ arguments: [String]) throws(ToolError) -> ProcessResult {
    let result: ChildProcess.Result
    do {
      result = try ChildProcess.run(arguments)
    } catch {
      throw ToolError("cannot run \(arguments.joined(separator: " ")): \(error)")
    }
    return ProcessResult(
      status: result.status, output: result.outputText + result.errorText,
      standardOutput: result.outputText)
  }
}

/// The tool cannot do its work (a file it cannot read, a manifest it cannot dump).
public struct ToolError: Error, CustomStringConvertible {
  public var description: String

  public init(_ description: String) {
    self.description = description
  }
}

/// `1 example`, `2 examples`.
private func counted(_ count: Int, _ noun: String) -> String {
  "\(count) \(noun)\(count == 1 ? "" : "s")"
}
