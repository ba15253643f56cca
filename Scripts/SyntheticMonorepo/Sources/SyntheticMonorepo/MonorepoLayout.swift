/// How the generated modules are declared: the same targets and sources either way.
public enum MonorepoLayout: String, CaseIterable, Sendable {
  /// Every module its own package under `Packages/`, siblings by path, as in this monorepo.
  case packages
  /// One `Package.swift` at the root declaring every target (the isowords style).
  case singleManifest = "single-manifest"
}
