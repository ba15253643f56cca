import Foundation

/// `Scripts/bench-build --assert-isolation`: the structural promises of the layering, checked on
/// real builds, each failing with what broke it.
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
/// One copy and one cold build serve all three: (a) and (c) read the clean ItemRowPreview build
/// in the copy whose InventoryFeature is broken (its compile jobs are those of any clean build);
/// then the syntax error is taken out and (b) builds AppPreview in the same scratch folder, where
/// only what ItemRowPreview did not need is compiled, before its edits. A check whose packages do
/// not exist is reported as skipped, and a skipped check
/// fails the run (``succeeded(_:)``): it checked nothing. Every check also verifies its own
/// premise (the build did compile ItemRowFeature, the edited module was recompiled, the injected
/// error really does not parse), so it cannot pass by measuring nothing.
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
  /// The scratch folder of the one cold build the three checks share.
  static let scratchName = "isolation"

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

  /// (b), in `scratch` when a build is there to continue (the one (a) and (c) made), else from
  /// cold.
  func checkItemFeatureEdit(
    _ repo: MonorepoSnapshot, previews: [String], continuing scratch: URL?
  ) throws -> Outcome {
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
      let scratch = try scratch ?? repo.coldScratch(build, name: Self.scratchName)
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

  static let cleanBuildName =
    "(a) clean ItemRowPreview build compiles no sibling feature, app or live module"
  static let brokenSiblingName = "(c) ItemRowPreview builds while InventoryFeature does not compile"

  /// (a) and (c), from one clean build of ItemRowPreview in `copy` with a syntax error at the end
  /// of an InventoryFeature file, which is taken out again before this returns. Returns the
  /// outcomes, and the scratch folder of the build when it ran.
  func checkCleanBuildBesideBrokenSibling(
    _ copy: MonorepoSnapshot, previews: [String]
  ) throws -> (outcomes: [Outcome], scratch: URL?) {
    guard previews.contains(Self.itemRowPreview) else {
      progress.skip(Step("a, c"))
      return Self.both(.skipped, "\(Self.itemRowPreview) does not exist in Apps/preview-runner")
    }
    guard copy.hasPackage("InventoryFeature") else {
      progress.skip(Step("a, c"))
      return Self.both(.skipped, "needs Packages/InventoryFeature, the sibling it breaks")
    }
    let broken = try copy.sourceFile("InventoryFeature")
    let original = try Files.read(broken)
    try Files.append(Self.syntaxError, to: broken)
    let checked = try buildBeside(broken, in: copy)
    try original.write(to: broken, atomically: true, encoding: .utf8)
    return checked
  }

  private func buildBeside(
    _ broken: URL, in copy: MonorepoSnapshot
  ) throws -> (outcomes: [Outcome], scratch: URL?) {
    let parse = try Command.run(
      ["swiftc", "-parse", broken.path], log: copy.logs.appending(path: "isolation-c-parse.log"))
    if parse == 0 {
      return Self.both(.failed, "the injected error still parses: \(broken.path)")
    }
    let build = copy.previewBuild(Self.itemRowPreview)
    let scratch = try copy.coldScratch(build, name: Self.scratchName)
    let result: TimedResult
    do {
      result = try progress.step(
        Step("a, c"),
        "(a, c) clean build of \(Self.itemRowPreview) with \(broken.lastPathComponent) broken"
      ) {
        try Command.swiftBuild(
          copy.packageURL(build), scratch: scratch,
          log: copy.logs.appending(path: "isolation-a-c.log"), build.arguments)
      }
    } catch let failure as BuildFailed {
      return Self.both(.failed, failure.description)
    }
    let relative = broken.path.dropFirst(copy.root.path.count + 1)
    let outcomes = [
      Self.cleanBuildOutcome(result),
      Outcome(
        name: Self.brokenSiblingName, status: .passed,
        detail: "built in \(String(format: "%.1f", result.seconds)) s with \(relative) ending in "
          + "a syntax error"),
    ]
    return (outcomes, scratch)
  }

  /// (a) and (c) with one status and detail, and no build to continue.
  static func both(_ status: Status, _ detail: String) -> (outcomes: [Outcome], scratch: URL?) {
    let names = [cleanBuildName, brokenSiblingName]
    return (names.map { Outcome(name: $0, status: status, detail: detail) }, nil)
  }

  static func cleanBuildOutcome(_ result: TimedResult) -> Outcome {
    guard result.modules.contains("ItemRowFeature") else {
      return Outcome(
        name: cleanBuildName, status: .failed,
        detail: "the log shows no ItemRowFeature compile job, so it cannot be read for modules: "
          + result.logPath.path)
    }
    let forbidden = forbiddenInItemRow(result.modules)
    guard forbidden.isEmpty else {
      return Outcome(
        name: cleanBuildName, status: .failed,
        detail: "it compiled \(Markdown.moduleList(forbidden)); every module compiled: "
          + Markdown.moduleList(result.modules))
    }
    return Outcome(
      name: cleanBuildName, status: .passed,
      detail: "\(result.modules.count) modules: \(Markdown.moduleList(result.modules))")
  }

  /// Runs the three checks, listed (a), (b), (c); a check whose build
  /// fails is reported as failed with the log.
  public func run() throws -> [Outcome] {
    let repo = MonorepoSnapshot(
      source: source, work: work, name: "monorepo-isolation", progress: progress)
    try repo.takeSnapshot()
    let previews = try repo.previewProducts()
    progress.plan([Step("a, c"), Step("b build"), Step("b rebuild"), Step("b rebuild")])
    let cleanAndBroken = try checkCleanBuildBesideBrokenSibling(repo, previews: previews)
    let edit: Outcome
    do {
      edit = try checkItemFeatureEdit(
        repo, previews: previews, continuing: cleanAndBroken.scratch)
    } catch let failure as BuildFailed {
      edit = Outcome(
        name: "(b) ItemFeature edit", status: .failed, detail: failure.description)
    }
    return [cleanAndBroken.outcomes[0], edit, cleanAndBroken.outcomes[1]]
  }

  /// Whether the run passes: every check passed. A skipped check checked nothing, so it fails
  /// the run as a failed one does.
  public static func succeeded(_ outcomes: [Outcome]) -> Bool {
    outcomes.allSatisfy { $0.status == .passed }
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
          + (count(.skipped) > 0 ? " (a skipped check checked nothing: the run fails)" : "")
      ]).joined(separator: "\n")
  }
}
