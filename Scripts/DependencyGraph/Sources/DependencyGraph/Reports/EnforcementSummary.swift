/// The last lines of every report: what was checked, so that "No violations." can never stand
/// for "nothing was checked". It counts the members of each layer, lists the rules that are on,
/// and names each rule that checks nothing because its layers have no member (feature isolation
/// in a repository where no package is in the feature layer), and each layer whose members may
/// depend on each other unchecked.
public enum EnforcementSummary {
  public static func lines(_ analysis: Analysis) -> [String] {
    let rules = analysis.monorepo.rules
    let targets = analysis.graph.targets
    var packagesByLayer: [String: Set<String>] = [:]
    var targetsByLayer: [String: Int] = [:]
    for target in targets {
      let layer = target.layer ?? ""
      packagesByLayer[layer, default: []].insert(target.ref.package)
      targetsByLayer[layer, default: 0] += 1
    }
    func count(_ number: Int, _ noun: String) -> String {
      "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
    var lines = [
      "Enforced by \(rules.fileName): \(count(analysis.monorepo.packages.count, "package")), "
        + "\(count(targets.count, "target")) (tests included) in \(count(rules.layers.count, "layer")):"
    ]
    let rows =
      rules.layers.map { layer in
        [
          layer.name, count(packagesByLayer[layer.name]?.count ?? 0, "package"),
          count(targetsByLayer[layer.name] ?? 0, "target"),
        ]
      }
      + (targetsByLayer[""].map { unassigned in
        [
          [
            "(no layer)", count(packagesByLayer[""]?.count ?? 0, "package"),
            count(unassigned, "target"),
          ]
        ]
      } ?? [])
    lines += TableReport.table(rows).map { "  " + $0 }
    lines.append("Rules on: \(rules.rules.map(\.id).joined(separator: ", ")).")
    for rule in rules.rules {
      // A rule about edges from (or to) layers without members checks nothing.
      let emptySides = [rule.from, rule.to].compactMap { $0 }.filter { side in
        !side.isEmpty && side.allSatisfy { (targetsByLayer[$0] ?? 0) == 0 }
      }
      guard !emptySides.isEmpty else { continue }
      lines.append(
        "NOT ENFORCED: \(rule.id) checks nothing: no target is in layer "
          + "\(Array(emptySides.joined()).uniqued().joined(separator: " or ")); assign the packages it "
          + "is about to it in \(rules.fileName).")
    }
    for layer in rules.layers where layer.mayDependOn.contains(layer.name) {
      let packages = packagesByLayer[layer.name]?.count ?? 0
      guard packages >= 2 else { continue }
      lines.append(
        "NOT ENFORCED: edges between the \(packages) packages of layer \(layer.name), which may "
          + "depend on itself; only a cycle among them fails.")
    }
    return lines
  }
}
