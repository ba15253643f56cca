import Foundation

/// A first rules file for a repository that has none, written by `dependency-graph init`: every
/// package (or, in a root `Package.swift`, every target) gets a layer guessed from its name and
/// its place in the graph, each layer may use what the usual layering allows and the
/// third-party packages its members use today, and the rules are those of a layered app.
/// Whatever breaks them today goes into the baseline, so the repository is green at once.
public enum StarterRules {
  /// What init wrote.
  public struct Result: Sendable {
    /// The rules file's text.
    public var rules: String
    /// Packages assigned, and targets in the graph.
    public var packages: Int
    public var targets: Int
    /// Each layer in use with its members, grouped by how they were guessed, for the summary
    /// init prints: every member, never cut off.
    public var members: [(layer: String, groups: [(how: String, names: [String])])]
    /// What a person must know before trusting the rules (no feature found), for standard
    /// error; the rules file says it too.
    public var warnings: [String]
    /// Choices init made for the team (composition), stated in the rules file too.
    public var notes: [String]
  }

  /// The packages of the repository at `root`: folders holding a `Package.swift`, the root's
  /// own (`.`) included, up to four levels down; hidden folders, build folders and copies of this
  /// tool (a package folder holding `Plugins/EnforceLayers/EnforceLayers.swift`, and `skipping`) are not
  /// searched, nor the inside of a package other than the root. The copies of the tool come back
  /// apart, relative to `root`.
  public static func packagePaths(root: URL, skipping: [URL] = []) -> (
    packages: [String], tools: [String]
  ) {
    let fileManager = FileManager.default
    let skipped = Set(skipping.map { $0.standardizedFileURL.resolvingSymlinksInPath().path })
    var found: [String] = []
    var tools: [String] = []
    func visit(_ relative: String, depth: Int) {
      let folder = relative == "." ? root : root.appending(path: relative)
      if skipped.contains(folder.standardizedFileURL.resolvingSymlinksInPath().path)
        || fileManager.fileExists(
          atPath: folder.appending(path: "Plugins/EnforceLayers/EnforceLayers.swift").path)
      {
        if relative != "." { tools.append(relative) }
        return
      }
      let isPackage = fileManager.fileExists(atPath: folder.appending(path: "Package.swift").path)
      if isPackage { found.append(relative) }
      guard depth < 4, !isPackage || relative == "." else { return }
      let names = (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []
      for name in names.sorted()
      where !name.hasPrefix(".")
        && !["node_modules", "Pods", "Carthage", "DerivedData"]
          .contains(name)
      {
        var isDirectory: ObjCBool = false
        let path = relative == "." ? name : "\(relative)/\(name)"
        if fileManager.fileExists(
          atPath: root.appending(path: path).path, isDirectory: &isDirectory),
          isDirectory.boolValue
        {
          visit(path, depth: depth + 1)
        }
      }
    }
    visit(".", depth: 0)
    return (found.sorted(), tools.sorted())
  }

  /// The starter rules for `packages` (from ``packagePaths(root:skipping:)``, with their
  /// manifests). `toolFolder` (relative to the root) is where the tool was copied: its plugin
  /// selects every package when it changes.
  public static func make(
    root: URL, packages: [Monorepo.Package], toolFolder: String?, date: Date = Date()
  ) throws -> Result {
    // The graph without layers, for the shapes and the third-party packages in use.
    let unlayeredRules = try RuleBook(
      data: Data(#"{"version": 1, "layers": [], "packages": {}, "rules": []}"#.utf8))
    let unlayered = Monorepo(root: root, rules: unlayeredRules, packages: packages)
    let graph = TargetGraph(targets: unlayered.resolvedTargets())

    let (units, unitOfTarget, rootUnits, unitOfPackage, unitsOfLayeredTargets) = self.units(
      of: packages, in: graph)
    var guesses = LayerGuesses(units: units)
    let tiers = sharedTiers(of: units, guesses: guesses)
    for (index, tier) in tiers {
      guesses.layers[index] = (LayerGuesses.sharedTier(tier), guesses.layers[index].reason)
    }
    let tierNames = Set(tiers.values).sorted().map(LayerGuesses.sharedTier)

    var assignments: [String: RuleBook.PackageAssignment] = [:]
    for (package, unit) in unitOfPackage {
      assignments[package] = .init(layer: guesses.layers[unit].layer)
    }
    for (package, targetUnits) in unitsOfLayeredTargets {
      assignments[package] = .init(
        layer: nil,
        targets: targetUnits.mapValues { .init(layer: guesses.layers[$0].layer) })
    }
    if !rootUnits.isEmpty {
      // A pattern per telling name in use; a name for each other target, and for each target
      // the graph put elsewhere than its pattern says (a parent `*Feature`): names win.
      var entries: [String: RuleBook.TargetAssignment] = [:]
      for index in rootUnits {
        if case .name(let pattern) = guesses.layers[index].reason {
          entries[pattern] = .init(layer: guesses.layers[index].layer)
        }
      }
      var lookup = unlayeredRules
      lookup.packages = [".": .init(layer: nil, targets: entries)]
      for index in rootUnits
      where lookup.layer(of: units[index].name, inPackage: ".") != guesses.layers[index].layer {
        entries[units[index].name] = .init(layer: guesses.layers[index].layer)
      }
      assignments["."] = .init(layer: nil, targets: entries)
    }

    var layerOfTarget: [TargetRef: String] = [:]
    for (ref, unit) in unitOfTarget { layerOfTarget[ref] = guesses.layers[unit].layer }
    var thirdParty: [String: Set<String>] = [:]
    var products = Set<String>()
    for target in graph.targets {
      guard let layer = layerOfTarget[target.ref] else { continue }
      for dependency in target.thirdPartyDependencies {
        thirdParty[layer, default: []].insert(dependency.package)
        products.insert(dependency.product)
      }
    }

    // Every layer in use, and always the feature layer: naming a package's layer "feature" is
    // then all it takes to turn feature isolation on.
    let used = Set(guesses.layers.map(\.layer)).union([LayerGuesses.feature])
    var reasons: [String: [LayerGuesses.Reason: [String]]] = [:]
    for (unit, guess) in zip(units, guesses.layers)
    where unit.kind != .test || guess.layer == LayerGuesses.test {
      reasons[guess.layer, default: [:]][guess.reason, default: []].append(unit.name)
    }
    let catalog = LayerGuesses.layers.flatMap { layer -> [LayerGuesses.Layer] in
      guard !tierNames.isEmpty else { return [layer] }
      if layer.name == LayerGuesses.shared {
        return tierNames.indices.map { tier in
          LayerGuesses.Layer(
            name: tierNames[tier],
            role: "a library at this height in today's graph, or below it",
            mayDependOn: [LayerGuesses.model, LayerGuesses.core, LayerGuesses.interface]
              + tierNames[...tier])
        }
      }
      var expanded = layer
      expanded.mayDependOn = layer.mayDependOn.flatMap {
        $0 == LayerGuesses.shared ? tierNames : [$0]
      }
      return [expanded]
    }
    let layers = catalog.filter { used.contains($0.name) }.map { layer in
      let how = (reasons[layer.name] ?? [:]).keys.sorted().map(\.text)
      let mayDependOn =
        layer.name == LayerGuesses.parentFeature && guesses.parentsUseParents
        ? layer.mayDependOn + [LayerGuesses.parentFeature] : layer.mayDependOn
      return RuleBook.Layer(
        name: layer.name,
        summary: "guessed: \(layer.role): "
          + (how.isEmpty ? "no member yet" : how.joined(separator: "; or ")),
        mayDependOn: mayDependOn.filter(used.contains),
        thirdParty: (thirdParty[layer.name] ?? []).sorted())
    }

    let features = reasons[LayerGuesses.feature]?.values.joined().sorted() ?? []
    let parents = reasons[LayerGuesses.parentFeature]?.values.joined().sorted() ?? []
    var warnings: [String] = []
    var notes: [String] = []
    if !tierNames.isEmpty {
      notes.append(
        "no feature, so no layer keeps the libraries apart: init put each library that is "
          + "neither a leaf nor named in a layer by its height in today's graph "
          + "(\(tierNames.joined(separator: ", "))), and each may use its own height and those "
          + "below, so an edge up today's graph fails (no-upward-edge); an edge between two "
          + "libraries of the same height is NOT ENFORCED.")
    }
    if features.isEmpty && parents.isEmpty {
      warnings.append(
        "no feature found (no package or target is named *Feature, and none has a feature's "
          + "shape: libraries that only entry points use, two or more), so feature isolation is NOT "
          + "enforced. To turn it on, give each feature \"layer\": \"feature\" in layers.json "
          + "and run `dependency-graph baseline --write`.")
    }
    if !parents.isEmpty {
      notes.append(
        "composition: \(parents.joined(separator: ", ")) "
          + "\(parents.count == 1 ? "depends" : "depend") on other features today, so init put "
          + "\(parents.count == 1 ? "it" : "them") in layer \(LayerGuesses.parentFeature), which "
          + "may depend on features "
          + "(a parent composing its children); features may not depend on them, nor on each "
          + "other. For flat features, give \(parents.count == 1 ? "it" : "them") "
          + "\"layer\": \"feature\", delete the layer and "
          + "run `dependency-graph baseline --write`.")
    }

    let fileManager = FileManager.default
    let packageDirectories = Set(
      packages.map(\.path).filter { $0.contains("/") }
        .map { String($0[..<$0.lastIndex(of: "/")!]) }
    ).sorted()
    let everything =
      (toolFolder.map { ["\($0)/Plugins/", "\($0)/Package.swift"] } ?? [])
      + [".github/", ".ci/", ".gitlab-ci.yml", "Jenkinsfile"].filter {
        fileManager.fileExists(atPath: root.appending(path: $0).path)
      }
    let text = render(
      about: about(date: date, warnings: warnings, notes: notes),
      packageDirectories: packageDirectories,
      layers: layers, packages: assignments,
      rules: rules(for: used),
      // No tooling directories: the copied tool is not one of the team's packages to test.
      affected: .init(selectEverything: everything, toolingDirectories: []),
      linkOnlyProducts: ["IssueReportingTestSupport"].filter(products.contains),
      productModules: [
        "Collections": [
          "Collections", "BasicContainers", "BitCollections", "DequeModule",
          "HashTreeCollections", "HeapModule", "OrderedCollections", "RopeModule",
          "TrailingElementsModule",
        ]
      ].filter { products.contains($0.key) })
    return Result(
      rules: text, packages: packages.count, targets: graph.targets.count,
      members: layers.compactMap { layer in
        guard let byReason = reasons[layer.name] else { return nil }
        return (
          layer.name,
          byReason.keys.sorted().map { ($0.text, (byReason[$0] ?? []).sorted()) }
        )
      },
      warnings: warnings, notes: notes)
  }

  /// Where init finds no feature, the height in today's graph of each unit it put in `shared`
  /// (1 over the leaves, 2 over those...): one `shared` layer may use itself, so a new edge
  /// from a data model up to the network library above it would pass; layers by height refuse
  /// that edge. Trade-off: a library that must come to use one above it moves up a layer in the
  /// rules first. Empty where a feature layer keeps the libraries apart from the features.
  private static func sharedTiers(of units: [LayerGuesses.Unit], guesses: LayerGuesses)
    -> [Int: Int]
  {
    let layers = guesses.layers.map(\.layer)
    guard !layers.contains(LayerGuesses.feature), !layers.contains(LayerGuesses.parentFeature)
    else { return [:] }
    var heights: [Int: Int] = [:]
    var visiting: Set<Int> = []
    func height(_ index: Int) -> Int {
      if let known = heights[index] { return known }
      // A cycle counts once: its own rule reports it.
      guard visiting.insert(index).inserted else { return 0 }
      let below = units[index].dependencies.subtracting([index]).map { height($0) + 1 }
      visiting.remove(index)
      heights[index] = below.max() ?? 0
      return heights[index] ?? 0
    }
    return Dictionary(
      uniqueKeysWithValues: units.indices.filter { layers[$0] == LayerGuesses.shared }.map {
        ($0, max(height($0), 1))
      })
  }

  /// The units init guesses a layer for: each package, or each target of a root manifest or of
  /// a package of several libraries (a design system's editor and its theme are layered apart,
  /// and its executable is an entry point), with the unit of each target, the root manifest's
  /// units, the unit of each other package, and the unit of each target of the packages layered
  /// by target. A package of one library, or of executables and at most one library (previews
  /// and their runner), stays one unit.
  private static func units(of packages: [Monorepo.Package], in graph: TargetGraph) -> (
    units: [LayerGuesses.Unit], unitOfTarget: [TargetRef: Int], rootUnits: [Int],
    unitOfPackage: [String: Int], unitsOfLayeredTargets: [String: [String: Int]]
  ) {
    var units: [LayerGuesses.Unit] = []
    var unitOfTarget: [TargetRef: Int] = [:]
    var rootUnits: [Int] = []
    var unitOfPackage: [String: Int] = [:]
    var unitsOfLayeredTargets: [String: [String: Int]] = [:]
    for package in packages {
      let targets = package.manifest.targets.filter { $0.type != "plugin" }
      let libraries = targets.filter { !["test", "executable", "macro"].contains($0.type) }
      if package.path != ".", libraries.count >= 2 {
        for target in targets {
          unitOfTarget[TargetRef(package: package.path, target: target.name)] = units.count
          unitsOfLayeredTargets[package.path, default: [:]][target.name] = units.count
          units.append(
            .init(
              name: "\(package.path) \(target.name)", tellingNames: [target.name],
              kind: .init(targetType: target.type),
              dependencies: []))
        }
      } else if package.path == "." {
        for target in targets {
          unitOfTarget[TargetRef(package: ".", target: target.name)] = units.count
          rootUnits.append(units.count)
          units.append(
            .init(
              name: target.name, tellingNames: [target.name],
              kind: .init(targetType: target.type),
              dependencies: []))
        }
      } else {
        let products = targets.filter { $0.type != "test" }
        unitOfPackage[package.path] = units.count
        for target in targets {
          unitOfTarget[TargetRef(package: package.path, target: target.name)] = units.count
        }
        units.append(
          .init(
            name: package.path,
            tellingNames: [URL(filePath: package.path).lastPathComponent, package.manifest.name],
            kind: products.filter { $0.type == "executable" }.count * 2 > products.count
              ? .executable : .library,
            dependencies: []))
      }
    }
    for (index, target) in graph.targets.enumerated() where target.kind != .test {
      guard let unit = unitOfTarget[target.ref] else { continue }
      for dependency in graph.dependencies[index] {
        if let other = unitOfTarget[graph.targets[dependency].ref], other != unit {
          units[unit].dependencies.insert(other)
        }
      }
    }
    return (units, unitOfTarget, rootUnits, unitOfPackage, unitsOfLayeredTargets)
  }

  private static func about(date: Date, warnings: [String], notes: [String]) -> String {
    let day = date.formatted(.iso8601.year().month().day())
    let names = LayerGuesses.layers.filter { !$0.patterns.isEmpty }.map { layer in
      "\(layer.patterns.joined(separator: ", ")): \(layer.name)"
    }
    return
      (warnings.map { "WARNING: \($0) " } + [
        "Starter rules written by `dependency-graph init` on \(day). The layers are GUESSES, "
          + "each layer's summary says how: from names (\(names.joined(separator: "; "))) and, "
          + "for other names, from the graph's shape (an executable: entry-point; a library that only "
          + "entry points use: feature; one that few features use: their child feature; a "
          + "feature using features: parent-feature; a library linking a live one for "
          + "executables only: composition-root; else core or shared). Check each assignment "
          + "and each layer's mayDependOn and thirdParty (today's use), then fix or accept what "
          + "the baseline lists. Format: the dependency-graph tool's README."
      ] + notes.map { " \($0.prefix(1).uppercased())\($0.dropFirst())" }).joined()
  }

  /// The rules of a layered app, for the layers in use.
  static func rules(for layers: Set<String>) -> [RuleBook.Rule] {
    var rules: [RuleBook.Rule] = []
    let features = [LayerGuesses.feature, LayerGuesses.parentFeature].filter(layers.contains)
    if !features.isEmpty {
      rules.append(
        .init(
          id: "feature-isolation", check: .edge, from: features, to: features,
          why:
            "a feature never depends on another feature: emit a value and let the app layer "
            + "act on it"
            + (layers.contains(LayerGuesses.parentFeature)
              ? " (a parent-feature may compose features; no feature depends on a parent-feature)"
              : "")))
    }
    if layers.contains(LayerGuesses.live) {
      rules.append(
        .init(
          id: "live-only-in-entry-point", check: .edge, to: [LayerGuesses.live],
          why:
            "only the app, entry points, previews, tests and composition roots link a "
            + "live implementation; everything else depends on the interface and gets the live "
            + "value injected"))
    }
    if layers.contains(LayerGuesses.app) {
      rules.append(
        .init(
          id: "app-is-root", check: .edge, to: [LayerGuesses.app],
          why:
            "nothing depends on the app layer except entry points, composition roots, previews "
            + "and tests"))
    }
    let tiers = layers.filter { $0.hasPrefix(LayerGuesses.shared + "-") }.sorted()
    if !tiers.isEmpty {
      rules.append(
        .init(
          id: "no-upward-edge", check: .edge, from: tiers, to: tiers,
          why:
            "a library depends only on libraries at its height or below in the graph init "
            + "found (shared-N may use shared-1 to shared-N): an edge up that graph makes the "
            + "libraries one tangle; move a library up a layer first when it must"))
    }
    rules.append(
      .init(
        id: "layer-allowlist", check: .edge,
        why: "a layer depends only on the layers its mayDependOn lists in layers.json"))
    rules.append(
      .init(
        id: "third-party-allowlist", check: .thirdParty,
        why: "each layer uses only the third-party packages its thirdParty list names"))
    let counted = features + [LayerGuesses.app].filter(layers.contains)
    if layers.contains(LayerGuesses.preview) {
      rules.append(
        .init(
          id: "preview-one-feature", check: .exactlyOne, from: [LayerGuesses.preview],
          to: counted,
          why:
            "a preview executable depends on exactly one feature (or the app), so building it "
            + "compiles no sibling feature"))
    }
    rules += [
      .init(
        id: "layer-assigned", check: .assignment,
        why: "every package (or target of a root manifest) has a layer in layers.json"),
      .init(id: "no-cycles", check: .cycle, why: "the dependency graph is acyclic"),
      .init(
        id: "implicit-import", check: .implicitImport,
        why: "a target imports only modules it declares as dependencies"),
      .init(
        id: "unused-dependency", check: .unusedDependency,
        why: "a target declares only dependencies it imports"),
      .init(
        id: "pins-agree", check: .pinsAgree,
        why:
          "every manifest requires a remote package with the same version requirement, and "
          + "all state the same swift-tools-version and platforms, so that the packages "
          + "resolve and build alike"),
    ]
    return rules
  }

  /// The rules file's text, laid out like a hand-written one: one layer, package or rule per
  /// line, so that a review reads it and a change to one is a one-line diff.
  static func render(
    about: String, packageDirectories: [String], layers: [RuleBook.Layer],
    packages: [String: RuleBook.PackageAssignment], rules: [RuleBook.Rule],
    affected: RuleBook.AffectedSettings, linkOnlyProducts: [String],
    productModules: [String: [String]]
  ) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    func json(_ value: some Encodable) -> String {
      String(decoding: (try? encoder.encode(value)) ?? Data(), as: UTF8.self)
    }
    func list(_ lines: [String]) -> String {
      lines.isEmpty ? "[]" : "[\n" + lines.map { "    " + $0 }.joined(separator: ",\n") + "\n  ]"
    }
    // Layers and rules with their keys in reading order (name or id first).
    func json(_ layer: RuleBook.Layer) -> String {
      "{\"name\": \(json(layer.name)), \"summary\": \(json(layer.summary)), "
        + "\"mayDependOn\": \(json(layer.mayDependOn)), \"thirdParty\": \(json(layer.thirdParty))}"
    }
    func json(_ rule: RuleBook.Rule) -> String {
      let from = rule.from.map { ", \"from\": \(json($0))" } ?? ""
      let to = rule.to.map { ", \"to\": \(json($0))" } ?? ""
      return "{\"id\": \(json(rule.id)), \"check\": \(json(rule.check))\(from)\(to), "
        + "\"why\": \(json(rule.why))}"
    }
    let packageLines = packages.keys.sorted().map { "\(json($0)): \(json(packages[$0]!))" }
    let packageList =
      packageLines.isEmpty
      ? "{}" : "{\n" + packageLines.map { "    " + $0 }.joined(separator: ",\n") + "\n  }"
    return """
      {
        "about": \(json(about)),
        "version": 1,
        "packageDirectories": \(json(packageDirectories)),
        "layers": \(list(layers.map(json))),
        "packages": \(packageList),
        "rules": \(list(rules.map(json))),
        "affected": \(json(affected)),
        "linkOnlyProducts": \(json(linkOnlyProducts)),
        "productModules": \(json(productModules))
      }

      """
  }
}
