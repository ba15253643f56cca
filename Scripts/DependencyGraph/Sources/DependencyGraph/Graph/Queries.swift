/// A name on the command line that matches no package or target.
public struct UnknownNameError: Error, Equatable, CustomStringConvertible {
  /// The name given.
  public var name: String
  /// Some names that would match.
  public var candidates: [String]

  public var description: String {
    "no package or target is named \"\(name)\"; known packages: "
      + candidates.joined(separator: ", ")
  }
}

extension Analysis {
  /// The targets a command-line name stands for: a package (`ItemFeature`,
  /// `Packages/ItemFeature`), a target (`ItemPreview`), or `Package/Target`.
  public func targets(named name: String, includingTests: Bool = false) throws(UnknownNameError)
    -> [Int]
  {
    let visible = graph.targets.indices.filter { includingTests || graph.targets[$0].kind != .test }
    let lowered = name.lowercased()
    let byPackage = visible.filter { index in
      let package = graph.targets[index].ref.package
      let manifestName = monorepo.packages.first { $0.path == package }?.manifest.name
      return package.lowercased() == lowered
        || package.split(separator: "/").last.map { $0.lowercased() == lowered } == true
        || manifestName?.lowercased() == lowered
    }
    if !byPackage.isEmpty { return byPackage }
    let byTarget = visible.filter { index in
      let ref = graph.targets[index].ref
      return ref.target.lowercased() == lowered
        || "\(ref.package)/\(ref.target)".lowercased() == lowered
        || "\(ref.package.split(separator: "/").last ?? "")/\(ref.target)".lowercased() == lowered
    }
    guard !byTarget.isEmpty else {
      // A test target named explicitly is meant even without --include-tests.
      if !includingTests { return try targets(named: name, includingTests: true) }
      throw UnknownNameError(
        name: name,
        candidates: monorepo.packages.map { String($0.path.split(separator: "/").last ?? "") })
    }
    return byTarget
  }

  /// What must rebuild when `name` changes: its targets and every target depending on them.
  public func impact(of name: String, includingTests: Bool = false) throws(UnknownNameError)
    -> [TargetRef]
  {
    let changed = try targets(named: name, includingTests: includingTests)
    let dependents = graph.transitiveDependents(of: changed)
    return (Set(changed).union(dependents))
      .filter { includingTests || graph.targets[$0].kind != .test }
      .map { graph.targets[$0].ref }
      .sorted()
  }

  /// A shortest dependency path from `source` to `destination`, or `nil` when there is none.
  public func path(from source: String, to destination: String, includingTests: Bool = false)
    throws(UnknownNameError) -> [TargetRef]?
  {
    let sources = try targets(named: source, includingTests: includingTests)
    let destinations = try targets(named: destination, includingTests: includingTests)
    return graph.shortestPath(from: sources, to: Set(destinations))?.map { graph.targets[$0].ref }
  }
}
