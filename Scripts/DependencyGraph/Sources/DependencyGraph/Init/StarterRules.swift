import Foundation

/// A first rules file for a repository that has none, written by `dependency-graph init`: every
/// package (or, in a root `Package.swift`, every target) gets a layer guessed from its name and
/// its place in the graph, each layer may use what the usual layering allows and the
/// third-party packages its members use today, and the rules are those of a layered app.
/// Whatever breaks them today goes into the baseline, so the repository is green at once.
public enum StarterRules {
  /// A layer the guesses can give, in the order a table lists them.
  struct Guess {
    var layer: String
    /// How the guess was made, written into the layer's summary.
    var reason: String
    /// Name patterns that give this layer; empty for the layers guessed from the graph.
    var patterns: [String]
    var mayDependOn: [String]
  }

  /// The layers init can guess, with the layers each may depend on (its own name allows
  /// siblings).
  static let guesses: [Guess] = [
    Guess(
      layer: "model", reason: "named Models, *Models or *Model: domain data",
      patterns: ["Models", "*Models", "*Model"], mayDependOn: ["model"]),
    Guess(
      layer: "core",
      reason: "no telling name and no local dependency (graph height 0): a leaf library",
      patterns: [], mayDependOn: ["model", "core"]),
    Guess(
      layer: "interface", reason: "named *Client: a dependency's interface",
      patterns: ["*Client"], mayDependOn: ["model", "core", "interface"]),
    Guess(
      layer: "shared",
      reason: "no telling name, with local dependencies (graph height 1 or more): a library",
      patterns: [], mayDependOn: ["model", "core", "interface", "shared"]),
    Guess(
      layer: "live", reason: "named *ClientLive or *Live: a live implementation",
      patterns: ["*ClientLive", "*Live"], mayDependOn: ["model", "core", "interface", "shared"]),
    Guess(
      layer: "feature", reason: "named *Feature: one feature",
      patterns: ["*Feature"], mayDependOn: ["model", "core", "interface", "shared"]),
    Guess(
      layer: "app", reason: "named App or AppFeature: the root that composes the features",
      patterns: ["AppFeature", "App"],
      mayDependOn: ["model", "core", "interface", "shared", "live", "feature"]),
    Guess(
      layer: "preview", reason: "named *Preview or *Previews: an entry point for one feature",
      patterns: ["*Preview", "*Previews"],
      mayDependOn: ["model", "core", "interface", "shared", "live", "feature", "app"]),
    Guess(
      layer: "test", reason: "named *Tests: tests, which may use every layer",
      patterns: ["*Tests"],
      mayDependOn: ["model", "core", "interface", "shared", "live", "feature", "app", "preview"]),
  ]

  /// The layer a name gives, the longest matching pattern first (`*ClientLive` before
  /// `*Client`), or `nil` for a name that tells nothing.
  static func layer(forName name: String, includingTests: Bool) -> (layer: String, pattern: String)?
  {
    let candidates = guesses.filter { includingTests || $0.layer != "test" }
      .flatMap { guess in guess.patterns.map { (layer: guess.layer, pattern: $0) } }
      .filter { RuleBook.matches($0.pattern, name) }
    return candidates.max { $0.pattern.count < $1.pattern.count }
  }

  /// What init wrote.
  public struct Result: Sendable {
    /// The rules file's text.
    public var rules: String
    /// Packages assigned, and targets in the graph.
    public var packages: Int
    public var targets: Int
    /// Each layer with its members, for the summary init prints.
    public var members: [(layer: String, names: [String])]
  }

  /// The packages of the repository at `root`: folders holding a `Package.swift`, the root's
  /// own (`.`) included, up to four levels down; hidden folders, build folders and copies of this
  /// tool (a package folder holding `LayerRules/Plugins/EnforceLayers`, and `skipping`) are not
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
          atPath: folder.appending(path: "LayerRules/Plugins/EnforceLayers").path)
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
    // The graph without layers, for the heights and the third-party packages in use.
    let empty = try RuleBook(
      data: Data(#"{"version": 1, "layers": [], "packages": {}, "rules": []}"#.utf8))
    let unlayered = Monorepo(root: root, rules: empty, packages: packages)
    let graph = TargetGraph(targets: unlayered.resolvedTargets())
    let heights = graph.heights()
    var height: [TargetRef: Int] = [:]
    for (index, target) in graph.targets.enumerated() { height[target.ref] = heights[index] }

    // A package's height counts other packages only: its own targets may depend on each other.
    var packageDependencies: [String: Set<String>] = [:]
    for (index, target) in graph.targets.enumerated() where target.kind != .test {
      for dependency in graph.dependencies[index]
      where graph.targets[dependency].ref.package != target.ref.package {
        packageDependencies[target.ref.package, default: []]
          .insert(graph.targets[dependency].ref.package)
      }
    }
    var packageHeights: [String: Int] = [:]
    func packageHeight(_ path: String, visiting: Set<String>) -> Int {
      if let known = packageHeights[path] { return known }
      let below =
        (packageDependencies[path] ?? []).subtracting(visiting)
        .map { packageHeight($0, visiting: visiting.union([path])) + 1 }.max() ?? 0
      packageHeights[path] = below
      return below
    }
    for package in packages { _ = packageHeight(package.path, visiting: []) }

    var assignments: [String: RuleBook.PackageAssignment] = [:]
    // The layer of each target, as assigned.
    var layerOfTarget: [TargetRef: String] = [:]
    for package in packages {
      let targets = package.manifest.targets.filter { $0.type != "plugin" }
      if package.path == "." {
        // One manifest holding the app: a pattern per telling name in use, a name per other
        // target.
        var entries: [String: RuleBook.TargetAssignment] = [:]
        for target in targets {
          let ref = TargetRef(package: ".", target: target.name)
          if let named = layer(forName: target.name, includingTests: true) {
            entries[named.pattern] = .init(layer: named.layer)
            layerOfTarget[ref] = named.layer
          } else {
            let layer = (height[ref] ?? 0) == 0 ? "core" : "shared"
            entries[target.name] = .init(layer: layer)
            layerOfTarget[ref] = layer
          }
        }
        // A name that is also a pattern's exact match (`AppFeature`) would be matched by a
        // shorter pattern too (`*Feature`); the longest pattern wins, and names win over both.
        assignments["."] = .init(layer: nil, targets: entries)
      } else {
        let name = URL(filePath: package.path).lastPathComponent
        let packageHeight = packageHeights[package.path] ?? 0
        let layer =
          self.layer(forName: name, includingTests: false)?.layer
          ?? self.layer(forName: package.manifest.name, includingTests: false)?.layer
          ?? (packageHeight == 0 ? "core" : "shared")
        assignments[package.path] = .init(layer: layer)
        for target in targets {
          layerOfTarget[TargetRef(package: package.path, target: target.name)] = layer
        }
      }
    }

    let used = Set(layerOfTarget.values)
    var thirdParty: [String: Set<String>] = [:]
    var products = Set<String>()
    for target in graph.targets {
      guard let layer = layerOfTarget[target.ref] else { continue }
      for dependency in target.thirdPartyDependencies {
        thirdParty[layer, default: []].insert(dependency.package)
        products.insert(dependency.product)
      }
    }
    let layers = guesses.filter { used.contains($0.layer) }.map { guess in
      RuleBook.Layer(
        name: guess.layer, summary: "guessed: \(guess.reason)",
        mayDependOn: guess.mayDependOn.filter(used.contains),
        thirdParty: (thirdParty[guess.layer] ?? []).sorted())
    }

    let fileManager = FileManager.default
    let packageDirectories = Set(
      packages.map(\.path).filter { $0.contains("/") }
        .map { String($0[..<$0.lastIndex(of: "/")!]) }
    ).sorted()
    let everything =
      (toolFolder.map { ["\($0)/LayerRules/"] } ?? [])
      + [".github/", ".ci/", ".gitlab-ci.yml", "Jenkinsfile"].filter {
        fileManager.fileExists(atPath: root.appending(path: $0).path)
      }

    var members: [String: [String]] = [:]
    for (ref, layer) in layerOfTarget where !ref.target.hasSuffix("Tests") || ref.package == "." {
      members[layer, default: []].append(ref.package == "." ? ref.target : ref.package)
    }
    let text = render(
      about: about(date: date),
      packageDirectories: packageDirectories,
      layers: layers, packages: assignments, rules: rules(for: used),
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
      members: layers.map { layer in
        (layer.name, Set(members[layer.name] ?? []).sorted())
      })
  }

  private static func about(date: Date) -> String {
    let day = date.formatted(.iso8601.year().month().day())
    return "Starter rules written by `dependency-graph init` on \(day). The layers are GUESSES: "
      + "from names (Models and *Model(s): model; *Client: interface; *ClientLive and *Live: "
      + "live; *Feature: feature; App and AppFeature: app; *Preview(s): preview; *Tests in a root "
      + "manifest: test) and, for other names, from the graph's height (nothing local below: "
      + "core; something: shared). Check each assignment and each layer's mayDependOn and "
      + "thirdParty (today's use), then fix or accept what the baseline lists. Format: the "
      + "dependency-graph tool's README."
  }

  /// The rules of a layered app, for the layers in use.
  static func rules(for layers: Set<String>) -> [RuleBook.Rule] {
    var rules: [RuleBook.Rule] = []
    if layers.contains("feature") {
      rules.append(
        .init(
          id: "feature-isolation", check: .edge, from: ["feature"], to: ["feature"],
          why:
            "a feature never depends on another feature: emit a value and let the app layer "
            + "act on it"))
    }
    if layers.contains("live") {
      rules.append(
        .init(
          id: "live-only-in-entry-point", check: .edge, to: ["live"],
          why:
            "only the entry points (the app, previews, tests) link a live implementation; "
            + "everything else depends on the interface and gets the live value injected"))
    }
    if layers.contains("app") {
      rules.append(
        .init(
          id: "app-is-root", check: .edge, to: ["app"],
          why: "nothing depends on the app layer except previews and tests"))
    }
    rules.append(
      .init(
        id: "layer-allowlist", check: .edge,
        why: "a layer depends only on the layers its mayDependOn lists in layers.json"))
    rules.append(
      .init(
        id: "third-party-allowlist", check: .thirdParty,
        why: "each layer uses only the third-party packages its thirdParty list names"))
    let counted = ["feature", "app"].filter(layers.contains)
    if layers.contains("preview") && !counted.isEmpty {
      rules.append(
        .init(
          id: "preview-one-feature", check: .exactlyOne, from: ["preview"], to: counted,
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
