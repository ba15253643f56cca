import Foundation

/// The packages a change needs built and tested: those whose files changed, and every package
/// that depends on one of them, in build order.
///
/// A change to what every package is built or checked with (the rules file and its baseline, and
/// what the rules file lists under `affected`: the build plugin, CI, scripts in a tooling folder)
/// selects every package, except a change to the rules file that only assigns new packages
/// (``RuleBook/packagesAdded(since:)``), which selects those. Any other file outside every
/// package (a README) selects none: the repository checks, which always run, cover it.
public struct AffectedPackages: Equatable, Sendable, Codable {
  /// The changed files, relative to the monorepo root, sorted.
  public var changedFiles: [String]
  /// The changed files that select every package, sorted; empty when the selection follows the
  /// graph.
  public var selectingEverything: [String]
  /// The packages whose own files changed, sorted.
  public var changed: [String]
  /// The changed files no package owns and that do not select every package (a README), sorted:
  /// they select nothing.
  public var inNoPackage: [String]
  /// The changed files outside the root (the rules file's folder), relative to the git work
  /// tree's top level, sorted: no package of these rules can own them.
  public var outsideRoot: [String]
  /// The selected packages, each after the packages it depends on (ties by path).
  public var packages: [String]

  /// Selects the packages `changedFiles` affect.
  ///
  /// - Parameters:
  ///   - changedFiles: Paths relative to the monorepo root, as `git diff --name-only` prints them.
  ///   - dependencies: Every package (its path relative to the root, `Packages/Models`) and the
  ///     local packages its manifest depends on.
  ///   - rules: The rules file: its `affected` settings, and its own name and its baseline's,
  ///     which select everything too.
  ///   - previousRules: The rules file as it was before the change, if it existed: a change that
  ///     only assigns new packages selects those packages rather than everything.
  ///   - outsideRoot: Changed files outside the root, named in the result, selecting nothing.
  public init(
    changedFiles: [String], dependencies: [String: [String]], rules: RuleBook,
    previousRules: RuleBook? = nil, outsideRoot: [String] = []
  ) {
    self.changedFiles = Set(changedFiles).sorted()
    self.outsideRoot = Set(outsideRoot).sorted()
    let all = dependencies.keys.sorted()
    // The longest package path containing the file, so that a package nested in another's
    // folder owns its own files; a root package (`.`) owns the files no other package owns.
    func innerOwner(of file: String) -> String? {
      all.filter { file.hasPrefix($0 + "/") }.max { $0.count < $1.count }
    }
    func owner(of file: String) -> String? {
      innerOwner(of: file) ?? (all.contains(".") ? "." : nil)
    }
    let everything =
      [rules.fileName, Baseline.file(forRules: URL(filePath: rules.fileName)).lastPathComponent]
      + rules.affected.selectEverything
    let tooling = rules.affected.toolingDirectories.map { $0 + "/" }
    let added = previousRules.flatMap(rules.packagesAdded(since:))
    selectingEverything = self.changedFiles.filter { file in
      if file == rules.fileName, added != nil { return false }
      return everything.contains { file == $0 || ($0.hasSuffix("/") && file.hasPrefix($0)) }
        || (tooling.contains(where: file.hasPrefix) && innerOwner(of: file) == nil)
    }
    changed = Set(self.changedFiles.compactMap(owner) + (added ?? []).filter(all.contains)).sorted()
    var selecting = Set(selectingEverything)
    if added != nil { selecting.insert(rules.fileName) }
    inNoPackage = self.changedFiles.filter { owner(of: $0) == nil && !selecting.contains($0) }

    var selected = Set(changed)
    if selectingEverything.isEmpty {
      var dependents: [String: [String]] = [:]
      for (package, needs) in dependencies {
        for need in needs { dependents[need, default: []].append(package) }
      }
      var queue = changed
      while let package = queue.popLast() {
        for dependent in dependents[package] ?? [] where selected.insert(dependent).inserted {
          queue.append(dependent)
        }
      }
    } else {
      selected = Set(all)
    }
    packages = Self.buildOrder(selected, dependencies: dependencies)
  }

  /// Every package, in build order, as a full run tests them; no file is named as changed.
  public static func all(dependencies: [String: [String]], rules: RuleBook) -> AffectedPackages {
    var everything = AffectedPackages(changedFiles: [], dependencies: dependencies, rules: rules)
    everything.packages = buildOrder(Set(dependencies.keys), dependencies: dependencies)
    return everything
  }

  /// `packages` ordered so that each comes after the ones it depends on; among packages whose
  /// dependencies are all placed, the path decides. A cycle (which the checker reports on its
  /// own) is broken by path order rather than dropping packages.
  static func buildOrder(_ packages: Set<String>, dependencies: [String: [String]]) -> [String] {
    var placed: [String] = []
    var remaining = packages
    while !remaining.isEmpty {
      let ready = remaining.filter { package in
        (dependencies[package] ?? []).allSatisfy { !remaining.contains($0) }
      }
      let next = ready.min() ?? remaining.min()!
      placed.append(next)
      remaining.remove(next)
    }
    return placed
  }

  /// The selection as a GitHub Actions matrix (`strategy.matrix: ${{ fromJSON(…) }}`): one entry
  /// per package, with its path and its folder's name for the job's title.
  public func matrixJSON() throws -> String {
    struct Entry: Encodable {
      var package: String
      var name: String
    }
    struct Matrix: Encodable {
      var include: [Entry]
    }
    let matrix = Matrix(
      include: packages.map { Entry(package: $0, name: String($0.split(separator: "/").last!)) })
    return try Self.encode(matrix)
  }

  /// The selection as JSON, with what it was computed from.
  public func json() throws -> String {
    try Self.encode(self)
  }

  private static func encode(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }
}
