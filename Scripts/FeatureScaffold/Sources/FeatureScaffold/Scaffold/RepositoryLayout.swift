/// Where the scaffold reads and writes, relative to the repository's root: the one place these
/// paths are spelled.
public enum RepositoryLayout {
  /// The layering's configuration, which gets the new package's layer.
  public static let layers = "layers.json"
  /// The dependency-graph tool's package, whose EnforceLayers plugin the new package's manifest
  /// applies.
  public static let layerRulesPackage = "Scripts/DependencyGraph"
  /// The templates of a new feature (see Scripts/FeatureScaffold's README).
  public static let templates = "Scripts/FeatureTemplate"
  /// The feature packages' folder.
  public static let packages = "Packages"
  /// The app package, which depends on every feature and shows the tabs.
  public static let app = "Packages/AppFeature"
  /// The targets of the app package that depend on a new feature.
  public static let appTargets = ["AppFeature", "AppFeatureTests"]
  /// The preview runner, which gets the new preview executable.
  public static let previewRunner = "Apps/preview-runner"
  /// The app's preview executable, before which a new preview is listed.
  public static let appPreview = "AppPreview"
  /// The preview runner's scenarios, whose final frames show the tab bar and toolbars.
  public static let scenarios = "Apps/preview-runner/Scenarios"
  /// The preview runner's README, whose tables list the previews.
  public static let previewReadme = "Apps/preview-runner/README.md"
  /// The dependency-graph tool, which redraws the root README's diagram (`--write-readme`).
  public static let dependencyGraph = "Scripts/dependency-graph"
  /// The preview command, which plays a scenario again (`--scenario FILE --record`).
  public static let preview = "Scripts/preview"
  /// The root README, whose dependency diagram the scaffold redraws.
  public static let readme = "README.md"
  /// The README's pictures of the app (PNGs and the hashes of what they draw), which show the tab
  /// bar and the inventory's toolbar; `Scripts/catalog-check --screenshots` takes them again.
  public static let pictures = "Apps/preview-runner/Screenshots"
  /// The documents derived from the code that a new feature changes, each a file or a folder with
  /// the command that redraws it (run from `root`): the README's dependency diagram and the app's
  /// navigation map, and when the app looks different (a new tab, a new toolbar button) the
  /// README's pictures of the app.
  public static func derivedDocuments(
    root: String, retakesPictures: Bool
  ) -> [(what: String, path: String, command: String, arguments: [String])] {
    [
      ("the README's dependency diagram", readme, dependencyGraph, ["--write-readme"]),
      (
        "the preview runner's navigation map", previewReadme, preview,
        ["app", "--explore", "--write-map", "\(root)/\(previewReadme)"]
      ),
    ]
      + (retakesPictures
        ? [
          (
            "the README's pictures of the app", pictures, "Scripts/catalog-check",
            ["--configuration", "debug", "--screenshots"]
          )
        ] : [])
  }
  /// The formatter's configuration.
  public static let formatConfiguration = ".swift-format"
}
