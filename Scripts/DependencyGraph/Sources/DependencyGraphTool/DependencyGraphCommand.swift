import ArgumentParser
import DependencyGraph
import Foundation

@main
struct DependencyGraphCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "dependency-graph",
    abstract: "Checks and reports the target-level dependency graph of every local package.",
    discussion: """
      Reads every Package.swift under the package directories of Scripts/layers.json with \
      `swift package dump-package` (cached by manifest content in .build-graph-cache/; nothing \
      is built), checks the layer rules, imports and cycles, and prints a report. Exits 1 when \
      there is a violation, 2 when the tool cannot run.

      Examples:
        Scripts/dependency-graph                          table and violations
        Scripts/dependency-graph --format mermaid         Mermaid flowchart, layers as subgraphs
        Scripts/dependency-graph --format json > graph.json
        Scripts/dependency-graph impact Models            what rebuilds when Models changes
        Scripts/dependency-graph why AppPreview Models    the path from AppPreview to Models
        Scripts/dependency-graph readme --check           fails when README.md's diagram is stale
        Scripts/dependency-graph readme --write           regenerates README.md's diagram
        Scripts/dependency-graph benchmark                timings, real and 1,000 generated packages
      """,
    subcommands: [Report.self, Impact.self, Why.self, Readme.self, BenchmarkCommand.self],
    defaultSubcommand: Report.self
  )
}

/// Options every subcommand shares.
struct GraphOptions: ParsableArguments {
  @Option(
    help: """
      The monorepo root (the folder holding Scripts/layers.json). Default: \
      $DEPENDENCY_GRAPH_ROOT, else the nearest such folder above the current one.
      """)
  var root: String?

  @Option(help: "The manifest cache folder. Default: <root>/.build-graph-cache.")
  var cacheDir: String?

  @Flag(help: "Dump every manifest again, ignoring and not writing the cache.")
  var noCache = false

  @Option(help: "How many `swift package dump-package` processes run at once. Default: cores.")
  var jobs: Int?

  @Flag(help: "Show test targets in tables, diagrams and impact lists (always checked).")
  var includeTests = false

  func rootURL() throws -> URL {
    if let root = root ?? ProcessInfo.processInfo.environment["DEPENDENCY_GRAPH_ROOT"] {
      return URL(filePath: root).standardizedFileURL
    }
    let current = URL(filePath: FileManager.default.currentDirectoryPath)
    guard let found = RuleBook.root(above: current) else {
      throw ToolError(
        "no \(RuleBook.relativePath) in \(current.path) or above; pass --root MONOREPO")
    }
    return found
  }

  func analysis() throws -> Analysis {
    try failing {
      let root = try rootURL()
      let cache =
        noCache ? nil : URL(filePath: cacheDir ?? root.appending(path: ".build-graph-cache").path)
      let loader = ManifestLoader(
        cacheDirectory: cache, parallelism: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
      return Analysis(monorepo: try Monorepo.load(root: root, loader: loader))
    }
  }
}

/// An error the tool reports before exiting with status 2.
struct ToolError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}

/// Runs `body`, turning any error into a message on standard error and exit status 2.
func failing<T>(_ body: () throws -> T) throws -> T {
  do {
    return try body()
  } catch let exit as ExitCode {
    throw exit
  } catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    throw ExitCode(2)
  }
}

enum Format: String, ExpressibleByArgument, CaseIterable {
  case table
  case mermaid
  case dot
  case json
}

struct Report: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print the graph (default: a table) and every violation; exit 1 on a violation.")

  @OptionGroup var options: GraphOptions

  @Option(help: "table, mermaid, dot or json.")
  var format: Format = .table

  func run() throws {
    let analysis = try options.analysis()
    let output = try failing {
      switch format {
      case .table: TableReport.render(analysis, includingTests: options.includeTests)
      case .mermaid: DiagramReport.mermaid(analysis, includingTests: options.includeTests)
      case .dot: DiagramReport.dot(analysis, includingTests: options.includeTests)
      case .json: try JSONReport.render(analysis, includingTests: options.includeTests)
      }
    }
    print(output, terminator: "")
    if format != .table && !analysis.violations.isEmpty {
      let lines = TableReport.violationLines(analysis.violations)
      FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
    }
    if !analysis.violations.isEmpty { throw ExitCode(1) }
  }
}

struct Impact: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "List what must rebuild when a package (or target) changes.")

  @OptionGroup var options: GraphOptions

  @Argument(help: "A package (Models, Packages/Models) or a target (ItemPreview).")
  var name: String

  func run() throws {
    let analysis = try options.analysis()
    let affected = try failing {
      try analysis.impact(of: name, includingTests: options.includeTests)
    }
    let layers = Dictionary(
      analysis.graph.targets.map { ($0.ref, $0.layer ?? "-") },
      uniquingKeysWith: { first, _ in first })
    print("Changing \(name) rebuilds \(affected.count) target(s):")
    for ref in affected {
      print(
        "  \(ref.target.padding(toLength: 24, withPad: " ", startingAt: 0)) \((layers[ref] ?? "-").padding(toLength: 10, withPad: " ", startingAt: 0)) \(ref.package)"
      )
    }
  }
}

struct Why: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Show a shortest dependency path from A to B; exit 1 when A does not depend on B.")

  @OptionGroup var options: GraphOptions

  @Argument(help: "The depending package or target.")
  var from: String

  @Argument(help: "The dependency package or target.")
  var to: String

  func run() throws {
    let analysis = try options.analysis()
    guard let path = try failing({ try analysis.path(from: from, to: to) }) else {
      print("\(from) does not depend on \(to).")
      throw ExitCode(1)
    }
    print(path.map(\.target).joined(separator: " -> "))
    for (dependent, dependency) in zip(path, path.dropFirst()) {
      print("  \(dependent.target) -> \(dependency.target): declared in \(dependent.manifest)")
    }
  }
}

struct Readme: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print, check or rewrite the Mermaid diagram block of README.md.",
    discussion: """
      The block is everything between the lines \(ReadmeDiagram.beginMarker) and \
      \(ReadmeDiagram.endMarker). Without --check or --write it is printed.
      """)

  @OptionGroup var options: GraphOptions

  @Flag(help: "Exit 1 when the README's block differs from the generated one.")
  var check = false

  @Flag(help: "Rewrite the README's block.")
  var write = false

  @Option(help: "The README. Default: <root>/README.md.")
  var readme: String?

  func validate() throws {
    if check && write { throw ValidationError("pass --check or --write, not both") }
  }

  func run() throws {
    let analysis = try options.analysis()
    let block = ReadmeDiagram.block(analysis)
    guard check || write else {
      print(block)
      return
    }
    let path = readme ?? analysis.monorepo.root.appending(path: "README.md").path
    try failing {
      let current: String
      do {
        current = try String(contentsOfFile: path, encoding: .utf8)
      } catch {
        throw ReadmeError.unreadable(path: path, reason: error.localizedDescription)
      }
      let updated = try ReadmeDiagram.replacingBlock(in: current, with: block)
      if write {
        guard updated != current else { return }
        do {
          try updated.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
          throw ReadmeError.unreadable(path: path, reason: error.localizedDescription)
        }
        print("Updated the dependency diagram in \(path).")
      } else if updated != current {
        FileHandle.standardError.write(Data("error: \(ReadmeError.stale(path: path))\n".utf8))
        throw ExitCode(1)
      }
    }
  }
}

struct BenchmarkCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "benchmark",
    abstract: "Time the report: the real monorepo cold and cached, and a generated monorepo.",
    discussion: """
      Cold runs use an empty temporary cache, so every manifest is dumped by SwiftPM; cached \
      runs reuse it. The generated monorepo is written to a temporary folder and removed after.
      """)

  @OptionGroup var options: GraphOptions

  @Option(help: "Packages in the generated monorepo; 0 skips it.")
  var syntheticPackages = 1000

  func run() throws {
    try failing {
      let root = try options.rootURL()
      let jobs = options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
      let scratch = FileManager.default.temporaryDirectory
        .appending(path: "dependency-graph-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
      defer { try? FileManager.default.removeItem(at: scratch) }
      var measurements: [Benchmark.Measurement] = []
      func run(_ scenario: String, _ root: URL, _ cache: URL) throws {
        let measurement = try Benchmark.measure(
          scenario, root: root, cacheDirectory: cache, parallelism: jobs)
        measurements.append(measurement)
        FileHandle.standardError.write(
          Data(
            "\(scenario): \(measurement.duration.formatted(.units(allowed: [.seconds, .milliseconds])))\n"
              .utf8))
      }
      try run("real, cold cache", root, scratch.appending(path: "real-cache"))
      try run("real, cached", root, scratch.appending(path: "real-cache"))
      if syntheticPackages > 0 {
        let synthetic = scratch.appending(path: "synthetic")
        let template = try Data(contentsOf: root.appending(path: RuleBook.relativePath))
        try SyntheticMonorepo.write(
          count: syntheticPackages, to: synthetic, rulesTemplate: template)
        let cache = scratch.appending(path: "synthetic-cache")
        try run("generated \(syntheticPackages), cold cache", synthetic, cache)
        try run("generated \(syntheticPackages), cached", synthetic, cache)
      }
      print(Benchmark.table(measurements), terminator: "")
      print("(\(jobs) dump-package job(s); wall-clock time of load + analysis + table, no build)")
    }
  }
}
