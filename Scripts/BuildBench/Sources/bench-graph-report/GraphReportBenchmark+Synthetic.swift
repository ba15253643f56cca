import BuildBench
import DependencyGraph
import FeatureScaffold
import Foundation

extension GraphReportBenchmark {
  /// Writes a monorepo of `packages` packages into `root`: a snapshot of this one (`source`),
  /// grown by feature packages that the feature scaffold plans (`Scripts/new-feature`'s own
  /// templates and edits: the package, its preview, the app's and the preview runner's manifests,
  /// its line in `layers.json`), unformatted. Returns the copy's root, under `root`.
  public static func writeSyntheticMonorepo(packages: Int, to root: URL, source: URL) throws
    -> URL
  {
    if let contents = try? FileManager.default.contentsOfDirectory(atPath: root.path),
      !contents.isEmpty
    {
      throw ValidationFailure("\(root.path) is not empty")
    }
    let snapshot = MonorepoSnapshot(
      source: source, work: root, name: "synthetic", progress: Progress(write: { _ in }))
    try snapshot.takeSnapshot()
    let repository = Repository(root: snapshot.root)
    let rules = try RuleBook(file: snapshot.root.appending(path: RuleBook.defaultFileName))
    let existing = try Monorepo.packagePaths(root: snapshot.root, rules: rules).count
    for index in 0..<max(1, packages - existing) {
      let name = try FeatureName("Synthetic\(index + 1)")
      let plan = try Scaffold.plan(
        FeatureRequest(feature: name, tabTitle: nil, after: nil, readsStore: false),
        in: repository)
      for (path, text) in plan.created.merging(plan.changed, uniquingKeysWith: { $1 }) {
        let file = snapshot.root.appending(path: path)
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
      }
    }
    return snapshot.root
  }

  /// A folder that cannot hold the generated monorepo.
  struct ValidationFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}
