import ArgumentParser
import DependencyGraph
import Foundation

@main
struct DependencyGraphCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "dependency-graph",
    abstract: "Checks and reports the target-level dependency graph of a SwiftPM repository.",
    discussion: """
      The rules file is --rules PATH, else $DEPENDENCY_GRAPH_RULES, else the nearest \
      layers.json in the current folder or one above it; its folder is the repository root, and \
      its baseline (layers-baseline.json) sits beside it. Every Package.swift the rules name or \
      find under their packageDirectories is read with `swift package dump-package` (cached by \
      manifest content in .build-graph-cache/ beside the rules; nothing is built); the layer \
      rules, imports, cycles and pins are checked and a report printed: errors, then warnings \
      (what the tool cannot confirm, or a test target's import), which never fail. Exits 1 on an \
      error, 2 when the tool cannot run, 64 on bad arguments.

      Examples:
        dependency-graph init                   # starter layers.json + baseline, here
        dependency-graph                        # table and violations
        dependency-graph --format mermaid       # Mermaid, layers as subgraphs
        dependency-graph --format json          # everything, for other tools
        dependency-graph impact Models          # what rebuilds when Models changes
        dependency-graph why AppPreview Models  # a path from AppPreview to Models
        dependency-graph affected --since main  # the packages a branch needs tested
        dependency-graph baseline --write       # accept today's violations, fail new ones
        dependency-graph --check-readme         # fail if README's diagram is stale
        dependency-graph --write-readme         # regenerate README.md's diagram
      """,
    subcommands: [
      Report.self, InitCommand.self, Impact.self, Why.self, AffectedCommand.self,
      BaselineCommand.self,
    ],
    defaultSubcommand: Report.self
  )
}

/// Options every subcommand shares.
struct GraphOptions: ParsableArguments {
  @Option(
    help: """
      The rules file; its folder is the repository root. Default: $DEPENDENCY_GRAPH_RULES, else \
      the nearest layers.json in the current folder or above.
      """)
  var rules: String?

  @Option(help: "The manifest cache folder. Default: .build-graph-cache beside the rules file.")
  var cacheDir: String?

  @Flag(help: "Dump every manifest again, ignoring and not writing the cache.")
  var noCache = false

  @Option(help: "How many `swift package dump-package` processes run at once. Default: cores.")
  var jobs: Int?

  @Flag(help: "Show test targets in tables, diagrams and impact lists (always checked).")
  var includeTests = false

  func rulesURL() throws -> URL {
    if let rules = rules ?? ProcessInfo.processInfo.environment["DEPENDENCY_GRAPH_RULES"] {
      let url = URL(filePath: rules).standardizedFileURL
      guard FileManager.default.fileExists(atPath: url.path) else {
        throw ToolError("\(url.path): no such rules file")
      }
      return url
    }
    let current = URL(filePath: FileManager.default.currentDirectoryPath)
    guard let found = RuleBook.file(above: current) else {
      throw ToolError(
        "no \(RuleBook.defaultFileName) in \(current.path) or any folder above it; run "
          + "`dependency-graph init` in the repository root to write one, or pass --rules PATH")
    }
    return found
  }

  func analysis() throws -> Analysis {
    try failing {
      let rules = try rulesURL()
      return Analysis(
        monorepo: try Monorepo.load(
          rulesFile: rules, loader: loader(root: rules.deletingLastPathComponent())))
    }
  }

  func loader(root: URL) -> ManifestLoader {
    let cache =
      noCache ? nil : URL(filePath: cacheDir ?? root.appending(path: ".build-graph-cache").path)
    return ManifestLoader(
      cacheDirectory: cache, parallelism: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
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
    abstract: "Print the graph (default: a table), errors and warnings; exit 1 on an error.",
    discussion: """
      --check-readme and --write-readme work on the Mermaid block of the README between the \
      lines \(ReadmeDiagram.beginMarker) and \(ReadmeDiagram.endMarker) instead of printing a \
      report.
      """)

  @OptionGroup var options: GraphOptions

  @Option(help: "table, mermaid, dot or json.")
  var format: Format = .table

  @Flag(help: "Exit 1 when the README's diagram block differs from the generated one.")
  var checkReadme = false

  @Flag(help: "Rewrite the README's diagram block.")
  var writeReadme = false

  @Option(help: "The README of --check-readme and --write-readme. Default: <root>/README.md.")
  var readme: String?

  func validate() throws {
    if checkReadme && writeReadme {
      throw ValidationError("pass --check-readme or --write-readme, not both")
    }
  }

  func run() throws {
    let analysis = try options.analysis()
    if checkReadme || writeReadme {
      try updateReadme(analysis)
      return
    }
    let output = try failing {
      switch format {
      case .table: TableReport.render(analysis, includingTests: options.includeTests)
      case .mermaid: DiagramReport.mermaid(analysis, includingTests: options.includeTests)
      case .dot: DiagramReport.dot(analysis, includingTests: options.includeTests)
      case .json: try JSONReport.render(analysis, includingTests: options.includeTests)
      }
    }
    // Written unbuffered, so that notes on standard error come after it.
    FileHandle.standardOutput.write(Data(output.utf8))
    // The report does not fail on a stale diagram (--check-readme does), but says so, since a
    // new package makes it stale.
    let readmePath = readme ?? analysis.monorepo.root.appending(path: "README.md").path
    if format == .table,
      (try? ReadmeDiagram.sync(readmeAt: readmePath, with: analysis, write: false)) == .stale
    {
      FileHandle.standardError.write(
        Data(
          "note: the dependency diagram in \(readmePath) is stale; run dependency-graph --write-readme\n"
            .utf8))
    }
    if format != .table {
      let lines =
        (analysis.violations.isEmpty ? [] : TableReport.violationLines(analysis.violations))
        + TableReport.warningLines(analysis.warnings) + TableReport.unverifiedLines(analysis)
      if !lines.isEmpty {
        FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
      }
    }
    if format != .table {
      let lines = EnforcementSummary.lines(analysis)
      FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
    }
    // Only errors fail the run: a warning is what the tool cannot confirm.
    if !analysis.violations.isEmpty { throw ExitCode(1) }
  }

  private func updateReadme(_ analysis: Analysis) throws {
    let path = readme ?? analysis.monorepo.root.appending(path: "README.md").path
    let status: ReadmeDiagram.Status
    do {
      status = try ReadmeDiagram.sync(readmeAt: path, with: analysis, write: writeReadme)
    } catch .missingMarkers {
      // Asking for a diagram the README has no place for is a usage error, not a failure.
      FileHandle.standardError.write(Data("error: \(path): \(ReadmeError.missingMarkers)\n".utf8))
      throw ExitCode.validationFailure
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      throw ExitCode(2)
    }
    switch status {
    case .upToDate:
      break
    case .rewritten:
      print("Updated the dependency diagram in \(path).")
    case .stale:
      FileHandle.standardError.write(Data("error: \(ReadmeError.stale(path: path))\n".utf8))
      throw ExitCode(1)
    }
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
    abstract: "Show a shortest dependency path from A to B; exit 1 when A does not depend on B.",
    discussion: """
      Each edge of the path is shown with the line of the manifest that declares it and every \
      import that uses it (file:line, as compilers print them), or "declared, never imported".
      """)

  @OptionGroup var options: GraphOptions

  @Argument(help: "The depending package or target.")
  var from: String

  @Argument(help: "The dependency package or target.")
  var to: String

  func run() throws {
    let analysis = try options.analysis()
    guard
      let path = try failing({
        try analysis.path(from: from, to: to, includingTests: options.includeTests)
      })
    else {
      print("\(from) does not depend on \(to).")
      throw ExitCode(1)
    }
    print(path.map(\.target).joined(separator: " -> "))
    for edge in analysis.evidence(along: path) {
      print("  \(edge.dependent.target) -> \(edge.dependency.target)")
      print("    \(edge.declaration?.formatted ?? "\(edge.dependent.manifest): (line not found)")")
      if edge.imports.isEmpty {
        print("    declared, never imported")
      }
      for line in edge.imports {
        print("    \(line.formatted)")
      }
    }
  }
}

struct AffectedCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "affected",
    abstract: "List the packages a change since REF needs built and tested, in build order.",
    discussion: """
      The changed files are those that differ between REF's merge base with HEAD and the working \
      tree, plus untracked files (git). A package is selected when one of its files changed or \
      when it depends, directly or not, on a selected package; the tooling packages (the \
      subfolders with a Package.swift of the rules file's affected.toolingDirectories) count, \
      with their dependencies on the checked packages. A change to the rules file, its baseline, \
      a path of affected.selectEverything, or a file in a tooling directory outside its packages \
      selects every package. Other files (READMEs) select none.

      Formats: text prints one package path per line (a summary goes to standard error); json \
      prints the selection with the changed files; matrix prints {"include": [{"package", \
      "name"}, …]} for a GitHub Actions matrix, leaving out packages with neither Sources/ nor \
      Tests/ (nothing to build on their own).
      """)

  enum Output: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
    case matrix
  }

  @OptionGroup var options: GraphOptions

  @Option(help: "The git revision to compare with (a branch, tag or commit).")
  var since: String?

  @Flag(help: "Select every package, as a change to the rules would (no git needed).")
  var all = false

  @Option(help: "text, json or matrix.")
  var format: Output = .text

  func validate() throws {
    if (since == nil) == !all {
      throw ValidationError("pass --since REF or --all")
    }
  }

  func run() throws {
    let root = try failing { try options.rulesURL().deletingLastPathComponent() }
    let affected = try failing {
      let rulesFile = try options.rulesURL()
      let rules = try RuleBook(file: rulesFile)
      let dependencies = try Monorepo.packageDependencies(
        rulesFile: rulesFile, loader: options.loader(root: root))
      guard let since else { return AffectedPackages.all(dependencies: dependencies, rules: rules) }
      let changes = try ChangedFiles.since(since, in: root)
      let previousRules = ChangedFiles.contents(
        of: rulesFile.lastPathComponent, at: changes.base, in: root
      ).flatMap { try? RuleBook(data: Data($0.utf8)) }
      return AffectedPackages(
        changedFiles: changes.files, dependencies: dependencies, rules: rules,
        previousRules: previousRules, outsideRoot: changes.outsideRoot)
    }
    switch format {
    case .text:
      let summary =
        if let since {
          "\(affected.changedFiles.count) file(s) changed since \(since); "
            + "\(affected.packages.count) package(s) affected "
            + (affected.selectingEverything.isEmpty
              ? "(\(affected.changed.count) changed, the rest depend on them)"
              : "(all: \(affected.selectingEverything.prefix(3).joined(separator: ", ")) changed)")
        } else {
          "\(affected.packages.count) package(s): all of them (--all)"
        }
      FileHandle.standardError.write(Data("\(summary)\n".utf8))
      // What selected nothing is named, so that a change no package owns is never silent.
      func named(_ files: [String]) -> String {
        files.prefix(3).joined(separator: ", ") + (files.count > 3 ? ", …" : "")
      }
      if !affected.inNoPackage.isEmpty && affected.selectingEverything.isEmpty {
        FileHandle.standardError.write(
          Data(
            ("note: \(affected.inNoPackage.count) changed file(s) in no package select none: "
              + "\(named(affected.inNoPackage))\n").utf8))
      }
      if !affected.outsideRoot.isEmpty {
        FileHandle.standardError.write(
          Data(
            ("note: \(affected.outsideRoot.count) changed file(s) outside \(root.path), the "
              + "rules file's folder, belong to no package it checks: "
              + "\(named(affected.outsideRoot))\n").utf8))
      }
      for package in affected.packages { print(package) }
    case .json:
      print(try failing { try affected.json() })
    case .matrix:
      // A job for a package with nothing of its own to build (a plugin-only package, which every
      // package that applies it compiles) would only take a runner.
      var buildable = affected
      buildable.packages.removeAll { package in
        !["Sources", "Tests"].contains { folder in
          FileManager.default.fileExists(atPath: root.appending(path: "\(package)/\(folder)").path)
        }
      }
      print(try failing { try buildable.matrixJSON() })
    }
  }
}

struct BaselineCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "baseline",
    abstract: "Print, or with --write record, today's violations as the accepted baseline.",
    discussion: """
      The baseline (layers-baseline.json beside the rules file) lets a repository adopt the rules where they are \
      already broken: the report and the build plugin accept the violations it lists, fail new \
      ones, and fail each entry that matches no violation any more ("stale baseline entry: \
      remove it"), so the file only shrinks. Entries name rule, package, target and subject, one \
      per line, sorted, so they survive unrelated edits and read well in a diff. With no \
      violation left, --write removes the file.
      """)

  @OptionGroup var options: GraphOptions

  @Flag(help: "Write the baseline file instead of printing it.")
  var write = false

  func run() throws {
    let analysis = try options.analysis()
    let current =
      analysis.baselined
      + analysis.violations.filter { $0.ruleID != Baseline.staleRuleID }
    let baseline = Baseline(entries: current.map(Baseline.Entry.init))
    guard write else {
      print(baseline.text, terminator: "")
      return
    }
    let file = Baseline.file(forRules: try options.rulesURL())
    let name = file.lastPathComponent
    try failing {
      if baseline.entries.isEmpty {
        if FileManager.default.fileExists(atPath: file.path) {
          try FileManager.default.removeItem(at: file)
          print("No violations: removed \(name).")
        } else {
          print("No violations: no baseline needed.")
        }
      } else {
        try Data(baseline.text.utf8).write(to: file)
        print("Wrote \(baseline.entries.count) accepted violation(s) to \(name).")
      }
    }
  }
}

struct InitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init",
    abstract: "Write a starter layers.json and a baseline of today's violations, here.",
    discussion: """
      Run it in the repository root. It finds every Package.swift (the root's own included, \
      up to four folders down; hidden and build folders and the tool's own folder are skipped), \
      reads them with `swift package dump-package`, and writes layers.json: each package (each \
      target of a root Package.swift) in a layer guessed from its name (*Feature, *Client, \
      *ClientLive, Models, App...) or else from its shape in the graph (libraries that only \
      entry points use are features; an executable is an entry point...), with how each layer \
      was guessed stated in the file and every assignment printed; features that compose \
      features today proposed as a parent-feature layer; each layer allowed the third-party \
      packages it uses today; the rules of a layered app. It warns when it found no feature. \
      Then it writes layers-baseline.json with every violation of those rules today, so \
      `dependency-graph` passes at once and only new violations fail. It never overwrites an \
      existing rules file.
      """)

  @Option(help: "The rules file to write; its folder is the root searched. Default: ./layers.json.")
  var rules: String?

  @Option(help: "The manifest cache folder. Default: .build-graph-cache beside the rules file.")
  var cacheDir: String?

  @Option(help: "How many `swift package dump-package` processes run at once. Default: cores.")
  var jobs: Int?

  func run() throws {
    try failing {
      let rulesFile = URL(
        filePath: rules ?? RuleBook.defaultFileName,
        relativeTo: URL(filePath: FileManager.default.currentDirectoryPath + "/")
      ).standardizedFileURL
      let root = rulesFile.deletingLastPathComponent()
      guard !FileManager.default.fileExists(atPath: rulesFile.path) else {
        throw ToolError(
          "\(rulesFile.path) already exists; init never overwrites a rules file. Edit it, or "
            + "move it away to start again.")
      }
      let tool = Self.toolFolder()
      let (paths, copies) = StarterRules.packagePaths(
        root: root, skipping: tool.map { [$0] } ?? [])
      guard !paths.isEmpty else {
        throw ToolError(
          "no Package.swift in \(root.path) or up to four folders below it (hidden and build "
            + "folders, and the tool's own folder, are not searched); run init in the root of a "
            + "SwiftPM repository, or pass --rules ROOT/layers.json")
      }
      let loader = ManifestLoader(
        cacheDirectory: URL(filePath: cacheDir ?? root.appending(path: ".build-graph-cache").path),
        parallelism: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
      let manifests = try loader.load(paths.map { root.appending(path: $0) }).manifests
      let packages = zip(paths, manifests).map {
        Monorepo.Package(path: $0, directory: root.appending(path: $0), manifest: $1)
      }
      let toolFolder =
        tool.flatMap { folder -> String? in
          let prefix = root.resolvingSymlinksInPath().path + "/"
          let path = folder.resolvingSymlinksInPath().path
          return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
        } ?? copies.first
      let starter = try StarterRules.make(root: root, packages: packages, toolFolder: toolFolder)
      try Data(starter.rules.utf8).write(to: rulesFile)
      print(
        "Wrote \(rulesFile.lastPathComponent): \(starter.packages) package(s), "
          + "\(starter.targets) target(s). The layers are guesses; check them:")
      // Every member, never cut off: a person is asked to check each one.
      for (layer, groups) in starter.members {
        for (index, group) in groups.enumerated() {
          let label = index == 0 ? layer : ""
          print(
            "  \(label.padding(toLength: 16, withPad: " ", startingAt: 0)) "
              + "\(group.names.joined(separator: ", "))")
          print("  \("".padding(toLength: 16, withPad: " ", startingAt: 0))   (\(group.how))")
        }
      }
      for note in starter.notes { print("Note: \(note)") }
      for warning in starter.warnings {
        FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
      }
      let analysis = Analysis(monorepo: try Monorepo.load(rulesFile: rulesFile, loader: loader))
      let baselineFile = Baseline.file(forRules: rulesFile)
      let baseline = Baseline(entries: analysis.violations.map(Baseline.Entry.init))
      if baseline.entries.isEmpty {
        print("No violations today: no baseline needed.")
      } else {
        try Data(baseline.text.utf8).write(to: baselineFile)
        let counts = Dictionary(grouping: baseline.entries, by: \.rule).mapValues(\.count)
          .sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
        print(
          "Wrote \(baselineFile.lastPathComponent): \(baseline.entries.count) violation(s) of "
            + "today, accepted (\(counts.joined(separator: ", "))); only new ones fail.")
      }
      for line in EnforcementSummary.lines(analysis) { print(line) }
    }
  }

  /// The tool's folder, which init leaves out of the graph: the one whose `.build-tool/` holds
  /// this executable (as the tool's bash entry point builds it). Built for the command plugin,
  /// the executable sits in the consumer's `.build/`, and that folder is not the tool's.
  static func toolFolder() -> URL? {
    var folder = Bundle.main.executableURL?.resolvingSymlinksInPath()
    while let current = folder, current.path != "/" {
      if current.lastPathComponent == ".build-tool" || current.lastPathComponent == ".build" {
        let candidate = current.deletingLastPathComponent()
        let plugin = candidate.appending(path: "Plugins/EnforceLayers/EnforceLayers.swift")
        return FileManager.default.fileExists(atPath: plugin.path) ? candidate : nil
      }
      folder = current.deletingLastPathComponent()
    }
    return nil
  }
}
