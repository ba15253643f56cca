import Foundation

/// The graph of a monorepo with its measures and every violation of its rules.
public struct Analysis: Sendable {
  /// The per-target measures shown in the table.
  public struct Row: Equatable, Sendable, Codable {
    /// The target.
    public var target: TargetRef
    /// Its kind.
    public var kind: ResolvedTarget.Kind
    /// Its layer, `nil` when its package has none.
    public var layer: String?
    /// Its direct local dependencies.
    public var directDependencies: [TargetRef]
    /// Its third-party products.
    public var thirdPartyDependencies: [ThirdPartyDependency]
    /// How many local targets it depends on, directly or not.
    public var transitiveDependencyCount: Int
    /// How many targets depend on it directly.
    public var dependentCount: Int
    /// The length of its longest local dependency chain.
    public var height: Int
  }

  /// The monorepo analyzed.
  public let monorepo: Monorepo
  /// Every target, test targets included.
  public let graph: TargetGraph
  /// Every violation the baseline does not accept, sorted, each once, located where the report
  /// can (see ``located(_:)``), and then each stale baseline entry.
  public private(set) var violations: [Violation]
  /// The violations the baseline (``Monorepo/baseline``) accepts.
  public private(set) var baselined: [Violation] = []
  /// What the tool cannot confirm, or what cannot break the product, sorted and located: never
  /// failing, never in the baseline (see ``Violation/Severity``).
  public private(set) var warnings: [Violation] = []
  /// Imports that a declared third-party package might re-export, where its sources are not on
  /// disk: neither reported nor accepted.
  public private(set) var unverifiedImports: [UnverifiedImport] = []

  /// Resolves the monorepo's targets and checks every rule.
  public init(monorepo: Monorepo) {
    self.monorepo = monorepo
    let graph = TargetGraph(targets: monorepo.resolvedTargets())
    self.graph = graph
    let rules = monorepo.rules
    var violations = Set<Violation>()
    for package in monorepo.packages {
      if let violation = rules.assignmentViolation(package: package.path) {
        violations.insert(violation)
      }
    }
    for (index, target) in graph.targets.enumerated() {
      if let violation = rules.assignmentViolation(target: target.ref) {
        violations.insert(violation)
      }
      // The same judgement as the build plugin's, from the same kind of resolved dependencies.
      violations.formUnion(
        rules.directViolations(
          of: target.ref, isExecutable: target.kind == .executable,
          localDependencies: graph.dependencies[index].map { graph.targets[$0].ref },
          thirdParty: target.thirdPartyDependencies.map { ($0.package, $0.product) }))
    }
    violations.formUnion(Self.cycleViolations(graph: graph, rules: rules))
    let audit = ImportAudit(
      graph: graph, rules: rules, root: monorepo.root,
      thirdParty: ThirdPartySources.find(in: monorepo), packages: monorepo.packages
    ).findings()
    violations.formUnion(audit.violations)
    unverifiedImports = audit.unverified
    // Only the checked packages: tooling (this tool's own packages included) may pin otherwise.
    let manifests = monorepo.packages.compactMap { package in
      (try? String(
        contentsOf: package.directory.appending(path: "Package.swift"), encoding: .utf8))
        .map { (package: package.path, text: $0, manifest: package.manifest) }
    }
    violations.formUnion(Self.pinViolations(manifests: manifests, rules: rules))
    violations.formUnion(Self.unresolvedPathWarnings(monorepo: monorepo, graph: graph))
    self.violations = []
    let found = violations.sorted().map(located)
    warnings = found.filter { $0.severity == .warning }
    let errors = found.filter { $0.severity == .error }
    let baseline = monorepo.baseline
    baselined = errors.filter(baseline.contains)
    // An entry for what is now a warning is stale too: warnings never fail, so it accepts
    // nothing.
    let stale = baseline.entries.filter { entry in !errors.contains { Baseline.Entry($0) == entry }
    }
    self.violations = errors.filter { !baseline.contains($0) } + stale.map(baseline.staleViolation)
  }

  /// A warning at each manifest line declaring a `path:` dependency whose folder holds no
  /// package (a git submodule not checked out): the edges through it are not checked, which
  /// must not pass in silence.
  static func unresolvedPathWarnings(monorepo: Monorepo, graph: TargetGraph) -> [Violation] {
    let checked = Set(monorepo.packages.map { $0.directory.standardizedFileURL.path })
    return monorepo.packages.flatMap { package -> [Violation] in
      let text =
        (try? String(
          contentsOf: package.directory.appending(path: "Package.swift"), encoding: .utf8)) ?? ""
      let manifest = TargetRef(package: package.path, target: "").manifest
      return package.manifest.dependencies.compactMap { dependency -> Violation? in
        guard let path = dependency.path,
          !checked.contains(URL(filePath: path).standardizedFileURL.path),
          !Monorepo.holdsPackage(URL(filePath: path))
        else { return nil }
        let users = graph.targets.filter { $0.ref.package == package.path }
          .flatMap { target in
            target.unresolvedDependencies.filter { $0.package == dependency.identity }
              .map { "\(target.ref.target) -> \($0.product)" }
          }
        let folder = Self.relativePath(of: URL(filePath: path), from: package.directory)
        let place = ManifestLines.packageDependency(
          endingWith: URL(filePath: path).lastPathComponent, in: text)
        let unchecked =
          users.isEmpty
          ? "no target uses it, so nothing was left unchecked"
          : "so these edges were not checked against the layers, and imports of its modules "
            + "were not judged: \(users.joined(separator: ", "))"
        return Violation(
          ruleID: unresolvedRuleID, package: package.path, target: nil,
          subject: dependency.identity,
          message:
            "\(package.path): the path dependency \(folder) holds no Package.swift (a git submodule not checked out, or a moved folder), "
            + "\(unchecked). Check it out (git submodule update --init), or fix the path in "
            + "\(manifest).",
          location: place.map { "\(manifest):\($0.line):\($0.column)" }, severity: .warning)
      }
    }
  }

  /// `url` as a path relative to `base` (`../BrowserKit`), as a manifest writes it.
  static func relativePath(of url: URL, from base: URL) -> String {
    let target = url.standardizedFileURL.pathComponents
    let start = base.standardizedFileURL.pathComponents
    let common = zip(target, start).prefix { $0 == $1 }.count
    let parts = Array(repeating: "..", count: start.count - common) + target.dropFirst(common)
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }

  /// The id of a path dependency whose folder holds no package (no rule: the tool's own).
  public static let unresolvedRuleID = "unresolved-dependency"

  /// The table rows, test targets included only when asked.
  public func rows(includingTests: Bool = false) -> [Row] {
    let view =
      includingTests ? graph : TargetGraph(targets: graph.targets.filter { $0.kind != .test })
    let heights = view.heights()
    let order = layerOrder
    return view.targets.enumerated().map { index, target in
      Row(
        target: target.ref, kind: target.kind, layer: target.layer,
        directDependencies: view.dependencies[index].map { view.targets[$0].ref },
        thirdPartyDependencies: target.thirdPartyDependencies.sorted(),
        transitiveDependencyCount: view.closure(of: index).count,
        dependentCount: view.dependents[index].count,
        height: heights[index])
    }.sorted { lhs, rhs in
      (order(lhs.layer), lhs.target) < (order(rhs.layer), rhs.target)
    }
  }

  /// Sort key of a layer: its position in the rules file; layerless targets last.
  var layerOrder: (String?) -> Int {
    let positions = Dictionary(
      monorepo.rules.layers.enumerated().map { ($1.name, $0) },
      uniquingKeysWith: { first, _ in first })
    return { layer in layer.flatMap { positions[$0] } ?? positions.count }
  }

  /// Cycles between packages (from target edges), and cycles among the targets of one package:
  /// each reported once, by the first package on it.
  static func cycleViolations(graph: TargetGraph, rules: RuleBook) -> [Violation] {
    guard let rule = rules.rule(.cycle) else { return [] }
    // Each cycle as its steps: the package that declares the edge, and the name shown.
    var cycles: [[(package: String, name: String)]] = []
    let targetsByPackage = Dictionary(grouping: graph.targets.indices) {
      graph.targets[$0].ref.package
    }
    let packages = targetsByPackage.keys.sorted()
    let packageGraph = TargetGraph(
      targets: packages.map { package in
        let dependencies = (targetsByPackage[package] ?? [])
          .flatMap { graph.dependencies[$0] }
          .map { graph.targets[$0].ref.package }
          .filter { $0 != package }
        return ResolvedTarget(
          ref: TargetRef(package: package, target: package), kind: .library, layer: nil,
          localDependencies: dependencies.map { TargetRef(package: $0, target: $0) },
          thirdPartyDependencies: [], sourceDirectory: URL(filePath: "/"), excludedPaths: [],
          includedPaths: nil)
      })
    for component in packageGraph.stronglyConnectedComponents() where component.count > 1 {
      cycles.append(
        cycle(through: component, in: packageGraph).map {
          let package = packageGraph.targets[$0].ref.package
          return (package, package)
        })
    }
    for component in graph.stronglyConnectedComponents() {
      let first = graph.targets[component[0]].ref
      let isCycle = component.count > 1 || graph.dependencies[component[0]].contains(component[0])
      // A cycle across packages is already reported as a package cycle.
      guard isCycle, component.allSatisfy({ graph.targets[$0].ref.package == first.package })
      else { continue }
      cycles.append(
        cycle(through: component, in: graph).map { (first.package, graph.targets[$0].ref.target) })
    }
    return cycles.map { steps in
      let owner = steps[0].package
      let text = (steps.map(\.name) + [steps[0].name]).joined(separator: " -> ")
      let manifests = Set(steps.map { TargetRef(package: $0.package, target: "").manifest })
        .sorted()
      return Violation(
        ruleID: rule.id, package: owner, target: nil, subject: text,
        message:
          "\(owner): dependency cycle \(text); breaks \(rule.id): \(rule.why). Remove one of "
          + "its dependencies in \(manifests.joined(separator: " or ")).")
    }
  }

  /// One cycle through the first member of a strongly connected component.
  private static func cycle(through component: [Int], in graph: TargetGraph) -> [Int] {
    let start = component[0]
    if graph.dependencies[start].contains(start) { return [start] }
    let members = Set(component)
    var parent: [Int: Int] = [:]
    var queue = [start]
    var head = 0
    while head < queue.count {
      let current = queue[head]
      head += 1
      for next in graph.dependencies[current] where members.contains(next) {
        if next == start {
          var path = [current]
          while let previous = parent[path[path.count - 1]] { path.append(previous) }
          return path.reversed()
        }
        if parent[next] == nil && next != start {
          parent[next] = current
          queue.append(next)
        }
      }
    }
    return component
  }
}
