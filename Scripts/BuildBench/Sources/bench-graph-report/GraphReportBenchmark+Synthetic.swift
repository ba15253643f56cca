import DependencyGraph
import Foundation
import SyntheticMonorepo

extension GraphReportBenchmark {
  /// The packages the generated monorepo holds besides its features: Models, ApiClient,
  /// TextViews and AppFeature.
  public static let syntheticHorizontalPackages = 4

  /// Writes the build benchmarks' synthetic monorepo (`Scripts/SyntheticMonorepo`, one package
  /// per module) with `packages` packages under `root`, which must be new or empty, and a rules
  /// file (`layers.json` in its root) built from `rulesTemplate` (this monorepo's `layers.json`) whose package assignments
  /// are replaced by the generated ones. Sharing the generator means the report is timed on the
  /// same monorepos that the build benchmarks build.
  public static func writeSyntheticMonorepo(packages: Int, to root: URL, rulesTemplate: Data)
    throws
  {
    let features = max(1, packages - syntheticHorizontalPackages)
    try MonorepoGenerator.bundled().write(count: features, to: root, layout: .packages)
    var rules = try JSONSerialization.jsonObject(with: rulesTemplate) as? [String: Any] ?? [:]
    rules["packages"] = MonorepoGenerator.layers(count: features).mapValues { ["layer": $0] }
    // The generated packages are all under Packages/ (none under Apps/).
    rules["packageDirectories"] = ["Packages"]
    try JSONSerialization.data(withJSONObject: rules, options: [.prettyPrinted, .sortedKeys])
      .write(to: root.appending(path: RuleBook.defaultFileName))
  }
}
