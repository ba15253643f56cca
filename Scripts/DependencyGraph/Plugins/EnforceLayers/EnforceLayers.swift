import Foundation
import PackagePlugin

/// Fails the build of a target whose dependencies break the repository's layer rules (the nearest
/// `layers.json` at or above the package; its folder is the repository root).
///
/// It judges the target's direct dependencies: local edges against the layer allowlists, third-party
/// packages against the layer's list, and the exactly-one rules of executables. It adds no build
/// commands, so a clean target costs only the plugin's own run.
@main
struct EnforceLayers: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    let packageURL = context.package.directoryURL
    guard let rulesFile = RuleBook.file(above: packageURL) else {
      throw EnforceLayersError(
        "\(packageURL.path): no \(RuleBook.defaultFileName) in this folder or any above it; "
          + "EnforceLayers needs the repository's rules file (write one with "
          + "`dependency-graph init` in the repository root)."
      )
    }
    let root = rulesFile.deletingLastPathComponent()
    let rules: RuleBook
    let baseline: Baseline
    do {
      rules = try RuleBook(file: rulesFile)
      baseline = try Baseline(file: Baseline.file(forRules: rulesFile))
    } catch {
      throw EnforceLayersError("\(error)")
    }
    // The violations the repository accepts for now fail only in the report, when they go stale.
    let violations = Self.violations(of: target, in: context.package, root: root, rules: rules)
      .filter { !baseline.contains($0) }
    guard !violations.isEmpty else { return [] }
    // Each error points at the manifest line that declares the dependency (or the target, for
    // an executable's exactly-one rule): as the diagnostic's file and line, which IDEs show, and
    // at the start of its text, which `swift build` prints without them.
    let manifest = packageURL.appending(path: "Package.swift")
    let text = (try? String(contentsOf: manifest, encoding: .utf8)) ?? ""
    for violation in violations {
      let place =
        ManifestLines.dependency(named: [violation.subject], ofTarget: target.name, in: text)
        ?? ManifestLines.target(target.name, in: text)
      let location = place.map { "\(manifest.path):\($0.line):\($0.column): " } ?? ""
      Diagnostics.error(
        "\(location)[\(violation.ruleID)] \(violation.message)", file: manifest.path,
        line: place?.line)
    }
    throw EnforceLayersError(
      "\(violations.count) layer rule violation(s) in target \(target.name); see the errors above."
    )
  }

  static func violations(
    of target: Target, in package: Package, root: URL, rules: RuleBook
  ) -> [Violation] {
    let packagePath = relativePath(of: package.directoryURL, under: root)
    if let violation = rules.assignmentViolation(package: packagePath) {
      return [violation]
    }
    let source = TargetRef(package: packagePath, target: target.name)
    if let violation = rules.assignmentViolation(target: source) {
      return [violation]
    }
    var violations: [Violation] = []
    var localDependencies: [TargetRef] = []
    var thirdParty: [(package: String, product: String)] = []
    for dependency in target.dependencies {
      switch dependency {
      case .target(let dependencyTarget):
        localDependencies.append(TargetRef(package: packagePath, target: dependencyTarget.name))
      case .product(let product):
        guard
          let owner = package.dependencies.first(where: { dependency in
            dependency.package.products.contains { $0.id == product.id }
          })?.package
        else { continue }
        switch owner.origin {
        case .local:
          let ownerPath = relativePath(of: owner.directoryURL, under: root)
          if !rules.isCheckedPackage(ownerPath) {
            // A local package outside the checked ones (the tool's own, a vendored library) is
            // judged like a third-party one, as the report does.
            thirdParty.append((owner.id, product.name))
          } else if let violation = rules.assignmentViolation(package: ownerPath) {
            violations.append(violation)
          } else {
            localDependencies += product.targets.map {
              TargetRef(package: ownerPath, target: $0.name)
            }
          }
        default:
          thirdParty.append((owner.id, product.name))
        }
      @unknown default:
        continue
      }
    }
    let isExecutable = (target as? SourceModuleTarget)?.kind == .executable
    violations += rules.directViolations(
      of: source, isExecutable: isExecutable, localDependencies: localDependencies,
      thirdParty: thirdParty)
    return Array(Set(violations)).sorted()
  }

  /// `url` relative to `root` (`Packages/Models`, `.` for the root itself); an absolute path when
  /// it is not under `root`.
  static func relativePath(of url: URL, under root: URL) -> String {
    let path = url.standardizedFileURL.resolvingSymlinksInPath().path
    let rootPath = root.standardizedFileURL.resolvingSymlinksInPath().path
    if path == rootPath { return "." }
    guard path.hasPrefix(rootPath + "/") else { return path }
    return String(path.dropFirst(rootPath.count + 1))
  }
}

/// Why EnforceLayers stopped the build.
struct EnforceLayersError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
