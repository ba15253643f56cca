import Foundation

/// `Scripts/bench-build --assert-isolation`: the structural promises of SPEC section 8, checked
/// on real builds, each failing with what broke it.
///
/// - (a) A clean build of ItemRowPreview compiles no module of ItemFeature, InventoryFeature,
///   AppFeature, ApiClientLive or GRDB.
/// - (b) After touching one ItemFeature file, and again after adding a public declaration to it
///   (so its interface changes and dependents must be reconsidered), rebuilding AppPreview
///   recompiles (and even re-checks, see ``BuildLog``) only ItemFeature, AppFeature and
///   AppPreview modules.
/// - (c) With a syntax error in a copy of the monorepo's InventoryFeature, ItemRowPreview still
///   builds there from clean.
///
/// Each check is skipped, saying why, while the packages it needs do not exist yet. Every check
/// also verifies its own premise (the build did compile ItemRowFeature, the edited module was
/// recompiled, the injected error really does not parse), so it cannot pass by measuring
/// nothing.
public struct Isolation {
  static let itemRowPreview = "ItemRowPreview"
  static let siblingsOfItemRow: Set<String> = [
    "ItemFeature", "InventoryFeature", "AppFeature", "ApiClientLive",
  ]
  static let allowedAfterItemFeatureEdit: Set<String> = [
    "ItemFeature", "AppFeature", MonorepoSnapshot.fullApp,
  ]
  static let interfaceEdit =
    "\n/// Added by Scripts/bench-build --assert-isolation to change the module's interface.\n"
    + "public let benchBuildInterfaceEdit = 1\n"
  static let syntaxError = "\nfunc benchBuildSyntaxError( {\n"

  public enum Status: String, Sendable {
    case passed
    case failed = "FAILED"
    case skipped
  }

  public struct Outcome: Equatable, Sendable {
    public var name: String
    public var status: Status
    public var detail: String
  }

  let source: URL
  let work: URL
  let progress: Progress

  public init(source: URL, work: URL, progress: Progress) {
    self.source = source
    self.work = work
    self.progress = progress
  }

  static func forbiddenInItemRow(_ modules: Set<String>) -> Set<String> {
    modules.filter { siblingsOfItemRow.contains($0) || $0.hasPrefix("GRDB") }
  }

  func checkCleanItemRowBuild(_ repo: MonorepoSnapshot, previews: [String]) throws -> Outcome {
    let name = "(a) clean ItemRowPreview build compiles no sibling feature, app or live module"
    guard previews.contains(Self.itemRowPreview) else {
      progress.skip(Step("a"))
      return Outcome(
        name: name, status: .skipped,
        detail: "\(Self.itemRowPreview) does not exist yet in Apps/preview-runner")
    }
    let build = repo.previewBuild(Self.itemRowPreview)
    let result = try progress.step(Step("a"), "(a) clean build of \(Self.itemRowPreview)") {
      let scratch = try repo.coldScratch(build, name: "isolation-a")
      return try Command.swiftBuild(
        repo.packageURL(build), scratch: scratch, log: repo.logs.appending(path: "isolation-a.log"),
        build.arguments)
    }
    guard result.modules.contains("ItemRowFeature") else {
      return Outcome(
        name: name, status: .failed,
        detail: "the log shows no ItemRowFeature compile job, so it cannot be read for modules: "
          + result.logPath.path)
    }
    let forbidden = Self.forbiddenInItemRow(result.modules)
    guard forbidden.isEmpty else {
      return Outcome(
        name: name, status: .failed,
        detail: "it compiled \(Markdown.moduleList(forbidden)); every module compiled: "
          + Markdown.moduleList(result.modules))
    }
    return Outcome(
      name: name, status: .passed,
      detail: "\(result.modules.count) modules: \(Markdown.moduleList(result.modules))")
  }

  func checkItemFeatureEdit(_ repo: MonorepoSnapshot, previews: [String]) throws -> Outcome {
    let name =
      "(b) after an ItemFeature edit, AppPreview recompiles only ItemFeature, AppFeature, "
      + "AppPreview"
    let fullApp = MonorepoSnapshot.fullApp
    guard previews.contains(fullApp), repo.hasPackage("ItemFeature") else {
      for step in ["b build", "b rebuild", "b rebuild"] { progress.skip(Step(step)) }
      return Outcome(
        name: name, status: .skipped, detail: "needs Packages/ItemFeature and \(fullApp)")
    }
    let build = repo.previewBuild(fullApp)
    let scratch = try progress.step(Step("b build"), "(b) building \(fullApp) once") {
      let scratch = try repo.coldScratch(build, name: "isolation-b")
      try Command.swiftBuild(
        repo.packageURL(build), scratch: scratch,
        log: repo.logs.appending(path: "isolation-b-0.log"), build.arguments)
      return scratch
    }
    let edited = try repo.sourceFile("ItemFeature")
    let edits: [(label: String, apply: (URL) throws -> Void)] = [
      ("touched", Files.touch),
      ("public declaration added", { try Files.append(Self.interfaceEdit, to: $0) }),
    ]
    var details: [String] = []
    for edit in edits {
      let result = try progress.step(
        Step("b rebuild"), "(b) \(edited.lastPathComponent) \(edit.label): rebuilding \(fullApp)"
      ) {
        try edit.apply(edited)
        let word = edit.label.split(separator: " ").first.map(String.init) ?? edit.label
        return try Command.swiftBuild(
          repo.packageURL(build), scratch: scratch,
          log: repo.logs.appending(path: "isolation-b-\(word).log"), build.arguments)
      }
      // Re-checked modules count too: SwiftPM re-ran their build because they depend on
      // ItemFeature, even if the driver then found nothing to recompile in them.
      let extra = result.modules.union(result.checked).subtracting(
        Self.allowedAfterItemFeatureEdit)
      guard result.modules.contains("ItemFeature") else {
        return Outcome(
          name: name, status: .failed,
          detail: "\(edit.label): ItemFeature was not recompiled, so the edit was not seen: "
            + result.logPath.path)
      }
      guard extra.isEmpty else {
        return Outcome(
          name: name, status: .failed,
          detail: "\(edit.label): also recompiled or re-checked \(Markdown.moduleList(extra)) "
            + "(\(result.logPath.path))")
      }
      details.append(
        "\(edit.label): recompiled \(Markdown.moduleList(result.modules)), re-checked "
          + "\(Markdown.moduleList(result.checked)), in \(String(format: "%.1f", result.seconds)) s"
      )
    }
    return Outcome(name: name, status: .passed, detail: details.joined(separator: "; "))
  }

  func checkBrokenSibling(in repo: MonorepoSnapshot, previews: [String]) throws -> Outcome {
    let name = "(c) ItemRowPreview builds while InventoryFeature does not compile"
    // Decided on the snapshot already taken, before copying the tree again to break it.
    guard previews.contains(Self.itemRowPreview), repo.hasPackage("InventoryFeature") else {
      progress.skip(Step("c"))
      return Outcome(
        name: name, status: .skipped,
        detail: "needs Packages/InventoryFeature and \(Self.itemRowPreview)")
    }
    let copy = MonorepoSnapshot(
      source: source, work: work, name: "monorepo-broken-inventory", progress: progress)
    try copy.takeSnapshot()
    let broken = try copy.sourceFile("InventoryFeature")
    try Files.append(Self.syntaxError, to: broken)
    let parse = try Command.run(
      ["swiftc", "-parse", broken.path], log: copy.logs.appending(path: "isolation-c-parse.log"))
    if parse == 0 {
      return Outcome(
        name: name, status: .failed, detail: "the injected error still parses: \(broken.path)")
    }
    let build = copy.previewBuild(Self.itemRowPreview)
    do {
      let result = try progress.step(
        Step("c"),
        "(c) clean build of \(Self.itemRowPreview) with \(broken.lastPathComponent) broken"
      ) {
        let scratch = try copy.coldScratch(build, name: "isolation-c")
        return try Command.swiftBuild(
          copy.packageURL(build), scratch: scratch,
          log: copy.logs.appending(path: "isolation-c.log"), build.arguments)
      }
      let relative = broken.path.dropFirst(copy.root.path.count + 1)
      return Outcome(
        name: name, status: .passed,
        detail: "built in \(String(format: "%.1f", result.seconds)) s with \(relative) ending in "
          + "a syntax error")
    } catch let failure as BuildFailed {
      return Outcome(name: name, status: .failed, detail: failure.description)
    }
  }

  /// Runs the three checks; a check whose build fails is reported as failed with the log.
  public func run() throws -> [Outcome] {
    let repo = MonorepoSnapshot(
      source: source, work: work, name: "monorepo-isolation", progress: progress)
    try repo.takeSnapshot()
    let previews = try repo.previewProducts()
    progress.plan([Step("a"), Step("b build"), Step("b rebuild"), Step("b rebuild"), Step("c")])
    var outcomes: [Outcome] = []
    let checks: [(name: String, run: () throws -> Outcome)] = [
      ("(a) clean ItemRowPreview build", { try checkCleanItemRowBuild(repo, previews: previews) }),
      ("(b) ItemFeature edit", { try checkItemFeatureEdit(repo, previews: previews) }),
      ("(c) broken sibling", { try checkBrokenSibling(in: repo, previews: previews) }),
    ]
    for check in checks {
      do {
        outcomes.append(try check.run())
      } catch let failure as BuildFailed {
        outcomes.append(Outcome(name: check.name, status: .failed, detail: failure.description))
      }
    }
    return outcomes
  }

  /// The lines `--assert-isolation` prints: each outcome, then the counts.
  public static func report(_ outcomes: [Outcome]) -> String {
    let lines = outcomes.map { outcome in
      outcome.status.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
        + " \(outcome.name)\n        \(outcome.detail)"
    }
    let count = { (status: Status) in outcomes.filter { $0.status == status }.count }
    return
      (lines
      + [
        "isolation: \(count(.passed)) passed, \(count(.failed)) failed, \(count(.skipped)) skipped"
      ]).joined(separator: "\n")
  }
}
