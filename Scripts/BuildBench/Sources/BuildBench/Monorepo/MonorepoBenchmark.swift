import Foundation

/// `Scripts/bench-build` on the real monorepo: cold builds, the incremental scenario and the
/// inner loop, each repeated and reported as medians with ratios against the full-app build.
///
/// - cold: each package under Packages/ (`swift build`, every target but tests) and each
///   preview executable (`swift build --product NAME` in Apps/preview-runner), from a resolved
///   scratch path.
/// - incremental: from a built AppPreview (and, separately, a built ItemRowPreview), touch one
///   ItemFeature source and rebuild: how long, and which modules recompiled.
/// - inner loop: touch one ItemRowFeature source (and, separately, add code to it), rebuild
///   ItemRowPreview and run it headless until it prints its first frame; the same through
///   AppPreview.
///
/// Runs are interleaved (run 1 of everything, then run 2, …) so a machine that gets busier
/// during the benchmark slows every row alike.
public struct MonorepoBenchmark {
  public static let failedMark = "FAILED"
  static let fullApp = MonorepoSnapshot.fullApp
  static let innerLoopPreviews = ["ItemRowPreview", fullApp]
  static let incrementalPreviews = [fullApp, "ItemRowPreview"]
  static let coldHeader = [
    "build", "cold (s)", "× \(fullApp)", "CPU (s)", "modules compiled",
    "features / app / live among them",
  ]

  /// How the inner loop changes the ItemRowFeature file: saved unchanged, or with new code.
  enum Edit: String, CaseIterable {
    case touch
    case codeEdit = "code edit"

    func apply(to file: URL) throws {
      switch self {
      case .touch: try Files.touch(file)
      case .codeEdit: try MonorepoBenchmark.addPrivateDeclaration(to: file)
      }
    }
  }

  /// The samples of one table row; `failure` is the path of the log of a build that failed.
  struct Row {
    var label: String
    var times: [Double] = []
    var cpuTimes: [Double] = []
    var buildTimes: [Double] = []
    var modules: Set<String> = []
    var watched = "none"
    var checked: Set<String> = []
    var failure: String?

    var median: Double? { BuildBench.median(times) }
  }

  let repo: MonorepoSnapshot
  let runs: Int
  let progress: Progress

  public init(repo: MonorepoSnapshot, runs: Int, progress: Progress) {
    self.repo = repo
    self.runs = runs
    self.progress = progress
  }

  /// The modules worth naming in a table: the siblings a feature's preview must not compile,
  /// the app, and the live layer with its GRDB.
  static func watched(_ modules: Set<String>, names: Set<String>) -> String {
    let found = modules.filter { names.contains($0) || $0.hasPrefix("GRDB") }.sorted()
    return found.isEmpty ? "none" : found.joined(separator: ", ")
  }

  /// Every build cold, `runs` times; a build that fails is reported in its row and not
  /// retried, so one package under construction does not hide the figures of the others.
  func coldBuilds(_ builds: [Build]) throws -> [Row] {
    var rows = builds.map { Row(label: $0.label) }
    let watchedNames = try repo.watchedModules()
    for run in 1...runs {
      for (index, build) in builds.enumerated() {
        let step = Step("cold \(build.label)")
        guard rows[index].failure == nil else {
          progress.skip(step)
          continue
        }
        let log = repo.logs.appending(path: "cold-\(build.label)-\(run).log")
        do {
          try progress.step(step, "cold build of \(build.label), run \(run)/\(runs)") {
            let scratch = try repo.coldScratch(build, name: "cold-\(build.label)")
            let result = try Command.swiftBuild(
              repo.packageURL(build), scratch: scratch, log: log, build.arguments)
            rows[index].times.append(result.seconds)
            rows[index].cpuTimes.append(result.cpuSeconds)
            rows[index].modules = result.modules
            rows[index].watched = Self.watched(result.modules, names: watchedNames)
            try Files.remove(scratch)
          }
        } catch let failure as BuildFailed {
          progress.note(failure.description)
          rows[index].failure = log.path
        }
      }
    }
    return rows
  }

  static func coldRow(_ row: Row, fullApp: Double?) -> [String] {
    if let failure = row.failure {
      return [row.label, failedMark, "-", "-", "-", "log: \(failure)"]
    }
    return [
      row.label, Markdown.seconds(row.median), Markdown.ratio(row.median, fullApp),
      Markdown.seconds(BuildBench.median(row.cpuTimes)), String(row.modules.count), row.watched,
    ]
  }

  /// A scratch path where `product` is already built, and the build of it.
  func warmScratch(_ product: String, purpose: String) throws -> (Build, URL) {
    let build = repo.previewBuild(product)
    let scratch = try repo.coldScratch(build, name: "\(purpose)-\(product)")
    try progress.step(
      Step("warm \(product)"), "building \(product) once before the \(purpose) scenario"
    ) {
      try Command.swiftBuild(
        repo.packageURL(build), scratch: scratch,
        log: repo.logs.appending(path: "\(purpose)-\(product)-0.log"), build.arguments)
    }
    return (build, scratch)
  }

  /// Touch one ItemFeature file, rebuild each product in `products`.
  func incremental(_ products: [String]) throws -> [Row] {
    let edited = try repo.sourceFile("ItemFeature")
    return try products.map { product in
      let (build, scratch) = try warmScratch(product, purpose: "incremental")
      var row = Row(label: "touch \(edited.lastPathComponent) (ItemFeature), rebuild \(product)")
      for run in 1...runs {
        try progress.step(
          Step("incremental \(product)"), "incremental: \(row.label), run \(run)/\(runs)"
        ) {
          try Files.touch(edited)
          let result = try Command.swiftBuild(
            repo.packageURL(build), scratch: scratch,
            log: repo.logs.appending(path: "incremental-\(product)-\(run).log"), build.arguments)
          row.times.append(result.seconds)
          row.modules.formUnion(result.modules)
          row.checked.formUnion(result.checked)
        }
      }
      return row
    }
  }

  /// A code change that leaves the module's interface alone: the object file changes, so the
  /// executable must be relinked, but no dependent needs to see it.
  static func addPrivateDeclaration(to file: URL) throws {
    let text = try Files.read(file)
    // A new name each time: the same file is edited again by every run and every preview.
    let name = "benchBuildCodeEdit\(text.components(separatedBy: "benchBuildCodeEdit").count)"
    try Files.write("\(text)\nprivate let \(name) = 1\n", to: file)
  }

  /// Change one ItemRowFeature file, rebuild a preview and run it to its first frame.
  func innerLoop(_ products: [String]) throws -> [Row] {
    let edited = try repo.sourceFile("ItemRowFeature")
    var rows: [Row] = []
    let clock = ContinuousClock()
    for product in products {
      let (build, scratch) = try warmScratch(product, purpose: "inner-loop")
      for edit in Edit.allCases {
        var row = Row(label: "\(edit.rawValue), rebuild + first frame of \(product)")
        for run in 1...runs {
          try progress.step(
            Step("inner loop \(edit.rawValue) \(product)"),
            "inner loop (\(edit.rawValue)) through \(product), run \(run)/\(runs)"
          ) {
            try edit.apply(to: edited)
            let logName =
              "inner-loop-\(edit.rawValue.replacingOccurrences(of: " ", with: "-"))-\(product)-\(run)"
            let start = clock.now
            let result = try Command.swiftBuild(
              repo.packageURL(build), scratch: scratch,
              log: repo.logs.appending(path: "\(logName).log"), build.arguments)
            let built = clock.now
            try firstFrame(scratch: scratch, product: product, logName: logName)
            row.times.append((clock.now - start) / .seconds(1))
            row.buildTimes.append((built - start) / .seconds(1))
            row.modules.formUnion(result.modules)
            row.checked.formUnion(result.checked)
          }
        }
        rows.append(row)
      }
    }
    return rows
  }

  /// Runs the preview headless (stdin is not a terminal and is empty) to its first frame.
  func firstFrame(scratch: URL, product: String, logName: String) throws {
    // Every preview runs on mock data, so none touches real data.
    let command = [repo.binary(scratch: scratch, product: product).path]
    let log = repo.logs.appending(path: "first-frame-\(logName).log")
    let status = try Command.run(command, log: log)
    let output = (try? Files.read(log)) ?? ""
    if status != 0 || output.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      throw BuildFailed(
        "`\(command.joined(separator: " "))` exited \(status) without a frame; output: \(log.path)"
      )
    }
  }

  /// The steps a full run plans, for the progress estimate.
  func plannedSteps(builds: [Build], incremental: [String], innerLoop: [String]) -> [Step] {
    let cold = (1...runs).flatMap { _ in builds.map { Step("cold \($0.label)") } }
    let incrementalSteps = incremental.flatMap { product in
      [Step("warm \(product)")] + Array(repeating: Step("incremental \(product)"), count: runs)
    }
    let innerLoopSteps = innerLoop.flatMap { product in
      [Step("warm \(product)")]
        + Edit.allCases.flatMap { edit in
          Array(repeating: Step("inner loop \(edit.rawValue) \(product)"), count: runs)
        }
    }
    return cold + incrementalSteps + innerLoopSteps
  }

  /// Just the cold builds of the packages named `only`, as a report (the smoke run).
  public func runColdBuilds(only: [String]) throws -> String {
    try repo.takeSnapshot()
    let builds = try repo.packageBuilds().filter { only.contains($0.label) }
    progress.plan(plannedSteps(builds: builds, incremental: [], innerLoop: []))
    let cold = try coldBuilds(builds)
    return "### Cold builds of \(only.joined(separator: ", ")) (median of \(runs))\n\n"
      + Markdown.table(
        header: Self.coldHeader, rows: cold.map { Self.coldRow($0, fullApp: nil) })
  }

  /// Runs every scenario whose packages exist and returns the report (Markdown).
  public func run() throws -> String {
    try repo.takeSnapshot()
    let previews = try repo.previewProducts()
    let builds = try repo.packageBuilds() + previews.map(repo.previewBuild)
    let incrementalNeeded =
      repo.hasPackage("ItemFeature") ? Self.incrementalPreviews.filter(previews.contains) : []
    let innerLoopNeeded =
      repo.hasPackage("ItemRowFeature") ? Self.innerLoopPreviews.filter(previews.contains) : []
    progress.plan(
      plannedSteps(builds: builds, incremental: incrementalNeeded, innerLoop: innerLoopNeeded))
    var sections: [String] = []
    var missing: [String] = []

    let cold = try coldBuilds(builds)
    let fullApp = cold.first { $0.label == Self.fullApp }
    if fullApp == nil {
      missing.append("\(Self.fullApp) (ratios against the full-app build are left out)")
    }
    sections.append(
      "### Cold builds (median of \(runs))\n\n"
        + Markdown.table(
          header: Self.coldHeader, rows: cold.map { Self.coldRow($0, fullApp: fullApp?.median) }))
    if cold.contains(where: { $0.failure != nil }) {
      sections.append(
        "Builds marked FAILED did not compile; scenarios that need them are skipped.")
      return sections.joined(separator: "\n\n")
    }

    if !incrementalNeeded.isEmpty {
      let rows = try incremental(incrementalNeeded)
      sections.append(
        "### Incremental: one ItemFeature file touched (median of \(runs))\n\n"
          + Markdown.table(
            header: [
              "scenario", "rebuild (s)", "× \(Self.fullApp) cold", "modules recompiled",
              "modules re-checked",
            ],
            rows: rows.map { row in
              [
                row.label, Markdown.seconds(row.median),
                Markdown.ratio(row.median, fullApp?.median),
                Markdown.moduleList(row.modules), Markdown.moduleList(row.checked),
              ]
            }))
    } else {
      missing.append(
        "the incremental scenario (needs ItemFeature and AppPreview or ItemRowPreview)")
    }

    if !innerLoopNeeded.isEmpty {
      let rows = try innerLoop(innerLoopNeeded)
      let edited = try repo.sourceFile("ItemRowFeature").lastPathComponent
      // The same edit through the full app, for the side-by-side ratio.
      func throughApp(_ row: Row) -> Double? {
        let edit = row.label.split(separator: ",").first.map(String.init) ?? ""
        return rows.first { $0.label == "\(edit), rebuild + first frame of \(Self.fullApp)" }?
          .median
      }
      sections.append(
        "### Inner loop: \(edited) (ItemRowFeature) changed (median of \(runs))\n\n"
          + "touch: saved unchanged; code edit: a private declaration added, so the object "
          + "file changes and the executable is relinked.\n\n"
          + Markdown.table(
            header: [
              "loop", "rebuild (s)", "rebuild + first frame (s)", "× through AppPreview",
              "goal ≤ 3 s", "modules recompiled", "modules re-checked",
            ],
            rows: rows.map { row in
              [
                row.label, Markdown.seconds(BuildBench.median(row.buildTimes)),
                Markdown.seconds(row.median), Markdown.ratio(row.median, throughApp(row)),
                (row.median ?? .infinity) <= 3 ? "met" : "not met",
                Markdown.moduleList(row.modules), Markdown.moduleList(row.checked),
              ]
            }))
    } else {
      missing.append("the inner loop (needs ItemRowFeature and ItemRowPreview or AppPreview)")
    }

    if !missing.isEmpty {
      sections.append(
        "Not measured, because packages are missing: " + missing.joined(separator: "; ") + ".")
    }
    return sections.joined(separator: "\n\n")
  }
}
