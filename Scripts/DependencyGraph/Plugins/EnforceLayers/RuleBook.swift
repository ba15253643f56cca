// The EnforceLayers build plugin and the DependencyGraph library compile this file twice, from two
// byte-identical copies (Plugins/EnforceLayers/RuleBook.swift and
// Sources/DependencyGraph/RuleBook.swift), so that a build and the report always judge an edge the
// same way. A plugin cannot depend on a library target, SwiftPM refuses a source file in two
// targets, and a symbolic link breaks on a Windows checkout; RuleBookTests fails when the copies
// differ. Edit one, then copy it over the other.
// It may import Foundation only.
import Foundation

/// The declarative layering of a repository, decoded from its rules file (`layers.json`).
///
/// Every checked package (and, where needed, a target, by name or by a `*` pattern) is assigned
/// a layer; each layer lists the local layers and the third-party packages it may depend on; each
/// rule names a kind of check with a stable id that violations carry. The folder holding the rules
/// file is the repository root: every path in it is relative to that folder.
public struct RuleBook: Sendable {
  /// The name the discovery looks for.
  public static let defaultFileName = "layers.json"

  /// One layer and what it may depend on.
  public struct Layer: Codable, Sendable, Equatable {
    /// The layer's name, as used by assignments and rules.
    public var name: String
    /// One line on what the layer is for.
    public var summary: String?
    /// The local layers its targets may depend on (a layer's own name allows siblings).
    public var mayDependOn: [String]
    /// Identities of the third-party packages (`swift-custom-dump`, `grdb.swift`) it may use.
    public var thirdParty: [String]

    public init(name: String, summary: String?, mayDependOn: [String], thirdParty: [String]) {
      self.name = name
      self.summary = summary
      self.mayDependOn = mayDependOn
      self.thirdParty = thirdParty
    }
  }

  /// The layer of one target, or of the targets a `*` pattern matches, overriding its package's
  /// layer.
  public struct TargetAssignment: Codable, Sendable, Equatable {
    /// The target's layer.
    public var layer: String
    /// Extra local layers this target alone may depend on (the entry point and `live`).
    public var alsoMayDependOn: [String]?

    public init(layer: String, alsoMayDependOn: [String]? = nil) {
      self.layer = layer
      self.alsoMayDependOn = alsoMayDependOn
    }
  }

  /// The layer of one package and of its exceptional targets.
  public struct PackageAssignment: Codable, Sendable, Equatable {
    /// The layer of every target that `targets` does not name; when absent, every target needs
    /// an entry in `targets` (the usual shape of a single root manifest).
    public var layer: String?
    /// Targets whose layer differs from the package's, keyed by name or by a pattern where `*`
    /// stands for any text (`*Feature`). A name wins over a pattern, a longer pattern over a
    /// shorter one.
    public var targets: [String: TargetAssignment]?

    public init(layer: String?, targets: [String: TargetAssignment]? = nil) {
      self.layer = layer
      self.targets = targets
    }
  }

  /// What `dependency-graph affected` selects beyond the graph.
  public struct AffectedSettings: Codable, Sendable, Equatable {
    /// Paths (a file, or a folder ending in `/`) whose change selects every package: what every
    /// package is built or checked with (CI, the build plugin). The rules file and its baseline
    /// always do.
    public var selectEverything: [String]
    /// Folders whose subfolders with a `Package.swift` are tooling packages: outside the layering,
    /// built and tested like the others; a changed file in such a folder outside its packages (a
    /// script) selects every package.
    public var toolingDirectories: [String]

    public init(selectEverything: [String] = [], toolingDirectories: [String] = []) {
      self.selectEverything = selectEverything
      self.toolingDirectories = toolingDirectories
    }
  }

  /// The kinds of check a rule can name.
  public enum Check: String, Codable, Sendable, CaseIterable {
    /// A local dependency outside the allowed layers.
    case edge
    /// A third-party package outside the layer's list.
    case thirdParty
    /// An executable target must depend on exactly one target of the `to` layers.
    case exactlyOne
    /// A package has no layer.
    case assignment
    /// A dependency cycle.
    case cycle
    /// An `import` of a module that is not a declared dependency.
    case implicitImport
    /// A declared dependency that no source imports.
    case unusedDependency
    /// Manifests that require a remote package with different versions, or that disagree on
    /// `swift-tools-version` or `platforms`.
    case pinsAgree
  }

  /// A named check. `from` and `to` (layer names) narrow which violations the rule names.
  public struct Rule: Codable, Sendable, Equatable {
    /// The stable id printed with every violation of this rule.
    public var id: String
    /// What kind of check the rule names.
    public var check: Check
    /// The layers of the depending target this rule is about; all when absent.
    public var from: [String]?
    /// The layers of the dependency this rule is about; all when absent.
    public var to: [String]?
    /// Why the rule exists, printed with every violation.
    public var why: String

    public init(id: String, check: Check, from: [String]? = nil, to: [String]? = nil, why: String) {
      self.id = id
      self.check = check
      self.from = from
      self.to = to
      self.why = why
    }

    /// Whether the rule is about an edge between these layers; a `nil` layer is not filtered on.
    func matches(from fromLayer: String?, to toLayer: String?) -> Bool {
      func accepts(_ list: [String]?, _ layer: String?) -> Bool {
        guard let list, let layer else { return true }
        return list.contains(layer)
      }
      return accepts(from, fromLayer) && accepts(to, toLayer)
    }
  }

  private struct File: Decodable {
    var version: Int
    var packageDirectories: [String]?
    var layers: [Layer]
    var packages: [String: PackageAssignment]
    var rules: [Rule]
    var productModules: [String: [String]]?
    var linkOnlyProducts: [String]?
    var affected: AffectedSettings?
  }

  /// The rules file's name (`layers.json`): it sits in the root, so this is also its path from
  /// the root, as messages name it.
  public var fileName: String
  /// Folders (relative to the root) whose subfolders with a `Package.swift` are checked packages;
  /// packages named in `packages` (the root's own, `.`, too) are checked wherever they are.
  public var packageDirectories: [String]
  /// The layers, in the order the rules file lists them.
  public var layers: [Layer]
  /// Package assignments, keyed by the package folder relative to the root (`Packages/Models`,
  /// or `.` for a root `Package.swift`).
  public var packages: [String: PackageAssignment]
  /// The rules, in order: the first matching edge rule names a forbidden edge.
  public var rules: [Rule]
  /// The modules of third-party products whose modules are not just the product's name
  /// (`Collections` also provides `OrderedCollections`, ...), for the import checks.
  public var productModules: [String: [String]]
  /// Third-party products that work by being linked, never imported (`IssueReportingTestSupport`),
  /// so the unused-dependency check leaves them alone.
  public var linkOnlyProducts: Set<String>
  /// What `affected` selects beyond the graph.
  public var affected: AffectedSettings

  /// Decodes and validates a rules file; `path` names it in errors, and its last component is
  /// ``fileName``.
  public init(data: Data, path: String = RuleBook.defaultFileName) throws(RuleBookError) {
    let file: File
    do {
      file = try JSONDecoder().decode(File.self, from: data)
    } catch let error as DecodingError {
      throw RuleBookError(path: path, problem: Self.describe(error))
    } catch {
      throw RuleBookError(path: path, problem: "\(error)")
    }
    guard file.version == 1 else {
      throw RuleBookError(
        path: path, problem: "version \(file.version) is not supported (expected 1)")
    }
    self.fileName = URL(filePath: path).lastPathComponent
    self.packageDirectories = file.packageDirectories ?? []
    self.layers = file.layers
    self.packages = file.packages
    self.rules = file.rules
    self.productModules = file.productModules ?? [:]
    self.linkOnlyProducts = Set(file.linkOnlyProducts ?? [])
    self.affected = file.affected ?? AffectedSettings()
    if let problem = validationProblem() {
      throw RuleBookError(path: path, problem: problem)
    }
  }

  /// Reads the rules file at `url`.
  public init(file url: URL) throws(RuleBookError) {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw RuleBookError(path: url.path, problem: "cannot be read (\(error.localizedDescription))")
    }
    try self.init(data: data, path: url.path)
  }

  /// The rules file the discovery finds: the nearest `layers.json` in `directory` or a folder
  /// above it. Its folder is the repository root.
  public static func file(above directory: URL) -> URL? {
    var candidate = directory.standardizedFileURL
    while true {
      let file = candidate.appending(path: defaultFileName)
      if FileManager.default.fileExists(atPath: file.path) { return file }
      let parent = candidate.deletingLastPathComponent()
      if parent.path == candidate.path { return nil }
      candidate = parent
    }
  }

  /// Whether the package at `path` (relative to the root) is checked: the rules name it, or it is
  /// directly under a package directory. A package nested deeper (a vendored library inside a
  /// package's folder) is not: it counts as third-party. The report and the build plugin both
  /// decide with this.
  public func isCheckedPackage(_ path: String) -> Bool {
    if packages[path] != nil { return true }
    guard let slash = path.lastIndex(of: "/") else { return false }
    return packageDirectories.contains(String(path[..<slash]))
  }

  /// The layer named `name`.
  public func layer(named name: String) -> Layer? {
    layers.first { $0.name == name }
  }

  /// The assignment of `target` in the package at `packagePath`: its name's entry, else the
  /// longest pattern that matches it (ties by the pattern's text).
  public func targetAssignment(of target: String, inPackage packagePath: String)
    -> TargetAssignment?
  {
    guard let targets = packages[packagePath]?.targets else { return nil }
    if let exact = targets[target] { return exact }
    let pattern = targets.keys.filter { $0.contains("*") && Self.matches($0, target) }
      .min { ($1.count, $0) < ($0.count, $1) }
    return pattern.flatMap { targets[$0] }
  }

  /// Whether `name` matches `pattern`, where `*` stands for any text (none included).
  public static func matches(_ pattern: String, _ name: String) -> Bool {
    let parts = pattern.split(separator: "*", omittingEmptySubsequences: false)
    guard parts.count > 1 else { return pattern == name }
    var rest = Substring(name)
    guard rest.hasPrefix(parts[0]) else { return false }
    rest = rest.dropFirst(parts[0].count)
    for part in parts.dropFirst().dropLast() where !part.isEmpty {
      guard let found = rest.range(of: part) else { return false }
      rest = rest[found.upperBound...]
    }
    return rest.hasSuffix(parts[parts.count - 1])
  }

  /// The layer of `target` in the package at `packagePath`, or `nil` when it has none.
  public func layer(of target: String, inPackage packagePath: String) -> String? {
    guard let assignment = packages[packagePath] else { return nil }
    return targetAssignment(of: target, inPackage: packagePath)?.layer ?? assignment.layer
  }

  /// The local layers `target` of the package at `packagePath` may depend on.
  public func allowedLayers(for target: String, inPackage packagePath: String) -> Set<String> {
    guard let layerName = layer(of: target, inPackage: packagePath) else { return [] }
    let extra = targetAssignment(of: target, inPackage: packagePath)?.alsoMayDependOn ?? []
    return Set((layer(named: layerName)?.mayDependOn ?? []) + extra)
  }

  /// The first rule of kind `check` that matches a violation from `fromLayer` to `toLayer`.
  public func rule(_ check: Check, from fromLayer: String? = nil, to toLayer: String? = nil)
    -> Rule?
  {
    rules.first { $0.check == check && $0.matches(from: fromLayer, to: toLayer) }
  }

  private func validationProblem() -> String? {
    let names = layers.map(\.name)
    if let duplicate = names.firstDuplicate {
      return "layer \"\(duplicate)\" is declared twice"
    }
    let known = Set(names)
    for layer in layers {
      if let unknown = layer.mayDependOn.first(where: { !known.contains($0) }) {
        return "layer \"\(layer.name)\" may depend on \"\(unknown)\", which is not a layer"
      }
    }
    for (path, assignment) in packages.sorted(by: { $0.key < $1.key }) {
      let layerNames =
        (assignment.layer.map { [$0] } ?? [])
        + (assignment.targets ?? [:]).values.flatMap { [$0.layer] + ($0.alsoMayDependOn ?? []) }
      if let unknown = layerNames.first(where: { !known.contains($0) }) {
        return "package \"\(path)\" uses \"\(unknown)\", which is not a layer"
      }
    }
    if let duplicate = rules.map(\.id).firstDuplicate {
      return "rule id \"\(duplicate)\" is used twice"
    }
    for rule in rules {
      if let unknown = ((rule.from ?? []) + (rule.to ?? [])).first(where: { !known.contains($0) }) {
        return "rule \"\(rule.id)\" names \"\(unknown)\", which is not a layer"
      }
    }
    let edgeRules = rules.filter { $0.check == .edge }
    if !edgeRules.isEmpty && !edgeRules.contains(where: { $0.from == nil && $0.to == nil }) {
      return
        "the edge rules need a last one without \"from\" and \"to\" to name every other forbidden edge"
    }
    if rules.contains(where: { $0.check == .exactlyOne && ($0.to ?? []).isEmpty }) {
      return "an exactlyOne rule needs the \"to\" layers it counts"
    }
    return nil
  }

  private static func describe(_ error: DecodingError) -> String {
    func at(_ context: DecodingError.Context) -> String {
      let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
      return path.isEmpty ? "" : " at \(path.joined())"
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "missing key \"\(key.stringValue)\"\(at(context))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "\(context.debugDescription)\(at(context))"
    case .dataCorrupted(let context):
      return "not valid JSON\(at(context)): \(context.debugDescription)"
    @unknown default:
      return "\(error)"
    }
  }
}

/// A rules file that cannot be used, with what to fix.
public struct RuleBookError: Error, Equatable, CustomStringConvertible {
  /// The rules file.
  public var path: String
  /// What is wrong with it.
  public var problem: String

  /// The message; names from the file are quoted with their terminal controls escaped.
  public var description: String { "\(path): \(problem)".escapingTerminalControls }
}

/// One target, named by its package folder (relative to the root) and its name.
public struct TargetRef: Hashable, Comparable, Sendable, Codable {
  /// The package folder relative to the monorepo root, such as `Packages/ItemFeature`.
  public var package: String
  /// The target's name.
  public var target: String

  public init(package: String, target: String) {
    self.package = package
    self.target = target
  }

  /// The manifest to change, relative to the root.
  public var manifest: String { package == "." ? "Package.swift" : package + "/Package.swift" }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.package, lhs.target) < (rhs.package, rhs.target)
  }
}

/// A broken rule: one line naming the package, the dependency, the rule id and the file to change.
public struct Violation: Hashable, Comparable, Sendable, Codable {
  /// How sure the tool is, and so whether the violation fails the run.
  public enum Severity: String, Hashable, Sendable, Codable {
    /// Certain: printed as `error:`, fails the run.
    case error
    /// What the tool cannot confirm from manifests and sources (a dependency that may be used
    /// through members only), or what cannot break the product (a test target's import):
    /// printed as `warning:`, never fails the run, never in the baseline.
    case warning
  }

  /// The id of the broken rule.
  public var ruleID: String
  /// The package folder whose manifest (or sources) must change.
  public var package: String
  /// The offending target, when the violation is about one.
  public var target: String?
  /// The dependency, module or cycle the violation is about.
  public var subject: String
  /// The full one-line message.
  public var message: String
  /// Where to fix it, as `path:line:col` from the monorepo root, when one line is to blame.
  public var location: String?
  /// The places that explain it, each `path:line:col: note: …` (the imports that use a
  /// dependency, or that it is declared and never imported).
  public var notes: [String] = []
  /// Whether it fails the run.
  public var severity: Severity = .error

  public init(
    ruleID: String, package: String, target: String?, subject: String, message: String,
    location: String? = nil, severity: Severity = .error
  ) {
    self.ruleID = ruleID
    self.package = package
    self.target = target
    self.subject = subject
    self.message = message
    self.location = location
    self.severity = severity
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.package, lhs.target ?? "", lhs.ruleID, lhs.subject)
      < (rhs.package, rhs.target ?? "", rhs.ruleID, rhs.subject)
  }
}

extension RuleBook {
  /// The violation of a package without a layer, or `nil` when it has one (or the check is off).
  public func assignmentViolation(package packagePath: String) -> Violation? {
    guard packages[packagePath] == nil, let rule = rule(.assignment) else { return nil }
    return Violation(
      ruleID: rule.id, package: packagePath, target: nil, subject: packagePath,
      message:
        "\(packagePath): has no layer; breaks \(rule.id): \(rule.why). "
        + "Add \"\(packagePath)\": { \"layer\": \"...\" } to \(fileName)."
    )
  }

  /// The violation of a target of an assigned package that gets no layer (its package names
  /// none, and no name or pattern of its `targets` matches it), or `nil`.
  public func assignmentViolation(target: TargetRef) -> Violation? {
    guard let assignment = packages[target.package], assignment.layer == nil,
      layer(of: target.target, inPackage: target.package) == nil, let rule = rule(.assignment)
    else { return nil }
    return Violation(
      ruleID: rule.id, package: target.package, target: target.target, subject: target.target,
      message:
        "\(target.package): target \(target.target) has no layer; breaks \(rule.id): "
        + "\(rule.why). Add \"\(target.target)\" (or a pattern such as \"*Feature\") to the "
        + "\"targets\" of \"\(target.package)\" in \(fileName), or give the package a \"layer\"."
    )
  }

  /// Whether a `*` pattern, not its name or its package, gave `target` its layer.
  public func isPatternAssigned(_ target: TargetRef) -> Bool {
    guard let targets = packages[target.package]?.targets else { return false }
    return targets[target.target] == nil
      && targetAssignment(of: target.target, inPackage: target.package) != nil
  }

  /// The violation of a local dependency edge, or `nil` when the edge is allowed.
  ///
  /// Targets of one package with the same layer may always depend on each other, unless one
  /// of them is a unit of its own: a `*` pattern gave it its layer, or its package names no
  /// `layer` (a root manifest, whose every target is assigned alone, such as its features).
  /// Edges that touch a target without a layer are left to ``assignmentViolation(package:)``
  /// and ``assignmentViolation(target:)``.
  public func edgeViolation(from source: TargetRef, to dependency: TargetRef) -> Violation? {
    guard
      let fromLayer = layer(of: source.target, inPackage: source.package),
      let toLayer = layer(of: dependency.target, inPackage: dependency.package)
    else { return nil }
    if source.package == dependency.package && fromLayer == toLayer
      && packages[source.package]?.layer != nil
      && !isPatternAssigned(source) && !isPatternAssigned(dependency)
    {
      return nil
    }
    if allowedLayers(for: source.target, inPackage: source.package).contains(toLayer) { return nil }
    guard let rule = rule(.edge, from: fromLayer, to: toLayer) else { return nil }
    return Violation(
      ruleID: rule.id, package: source.package, target: source.target, subject: dependency.target,
      message:
        "\(source.package): \(source.target) (\(fromLayer)) -> \(dependency.target) "
        + "(\(toLayer), \(dependency.package)) breaks \(rule.id): \(rule.why). "
        + "Remove the dependency from \(source.manifest)."
    )
  }

  /// The violation of a third-party dependency, or `nil` when the target's layer may use it.
  public func thirdPartyViolation(
    from source: TargetRef, packageIdentity: String, product: String
  ) -> Violation? {
    guard let fromLayer = layer(of: source.target, inPackage: source.package) else { return nil }
    let allowed = Set((layer(named: fromLayer)?.thirdParty ?? []).map { $0.lowercased() })
    guard !allowed.contains(packageIdentity.lowercased()) else { return nil }
    guard let rule = rule(.thirdParty, from: fromLayer) else { return nil }
    return Violation(
      ruleID: rule.id, package: source.package, target: source.target, subject: product,
      message:
        "\(source.package): \(source.target) (\(fromLayer)) -> \(product) (third-party "
        + "\(packageIdentity)) breaks \(rule.id): \(rule.why). "
        + "Remove the dependency from \(source.manifest), or allow \(packageIdentity) "
        + "for layer \(fromLayer) in \(fileName)."
    )
  }

  /// The violations of one target's direct dependencies: each local edge, each third-party
  /// product, and an executable's exactly-one rules. The report and the build plugin both judge
  /// a target with this, from the dependencies each resolves.
  ///
  /// - Parameters:
  ///   - localDependencies: the local targets it depends on (products expanded to their targets).
  ///   - thirdParty: the third-party packages (by identity) and products it depends on.
  public func directViolations(
    of source: TargetRef, isExecutable: Bool, localDependencies: [TargetRef],
    thirdParty: [(package: String, product: String)]
  ) -> [Violation] {
    var violations = localDependencies.compactMap { edgeViolation(from: source, to: $0) }
    violations += thirdParty.compactMap {
      thirdPartyViolation(from: source, packageIdentity: $0.package, product: $0.product)
    }
    if isExecutable,
      let violation = exactlyOneViolation(executable: source, dependencies: localDependencies)
    {
      violations.append(violation)
    }
    return violations
  }

  /// The violation of an executable that must depend on exactly one target of some layers, or
  /// `nil` when it does (or no rule asks it to).
  ///
  /// - Parameter dependencies: the executable's direct local dependencies.
  public func exactlyOneViolation(
    executable source: TargetRef, dependencies: [TargetRef]
  ) -> Violation? {
    guard let fromLayer = layer(of: source.target, inPackage: source.package) else { return nil }
    for rule in rules where rule.check == .exactlyOne && rule.matches(from: fromLayer, to: nil) {
      let counted = Set(rule.to ?? [])
      let matching = Set(
        dependencies.filter { dependency in
          layer(of: dependency.target, inPackage: dependency.package).map(counted.contains) ?? false
        }
      ).sorted()
      guard matching.count != 1 else { continue }
      let layers = (rule.to ?? []).joined(separator: " or ")
      let found =
        matching.isEmpty ? "none" : matching.map(\.target).joined(separator: ", ")
      return Violation(
        ruleID: rule.id, package: source.package, target: source.target,
        subject: matching.isEmpty ? layers : matching.map(\.target).joined(separator: ", "),
        message:
          "\(source.package): \(source.target) (\(fromLayer)) depends on \(matching.count) "
          + "targets of layer \(layers) (\(found)) but must depend on exactly one; breaks "
          + "\(rule.id): \(rule.why). Change \(source.manifest)."
      )
    }
    return nil
  }
}

/// The violations a repository accepts for now (`layers-baseline.json`, beside the rules file), so that rules can
/// be adopted where they are already broken: only new violations fail, and an entry that matches
/// no violation any more fails too ("stale"), so the file only shrinks. Entries name the rule,
/// package, target and subject, never a line, so they survive edits around them. Read by the
/// report and the build plugin; written by `dependency-graph baseline --write`.
public struct Baseline: Equatable, Sendable {
  /// One accepted violation.
  public struct Entry: Hashable, Comparable, Sendable, Codable {
    public var rule: String
    public var package: String
    public var target: String?
    public var subject: String

    public init(_ violation: Violation) {
      rule = violation.ruleID
      package = violation.package
      target = violation.target
      subject = violation.subject
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
      (lhs.package, lhs.target ?? "", lhs.rule, lhs.subject)
        < (rhs.package, rhs.target ?? "", rhs.rule, rhs.subject)
    }
  }

  /// The baseline of the rules file at `rules`: beside it, named after it (`layers.json` has
  /// `layers-baseline.json`).
  public static func file(forRules rules: URL) -> URL {
    let stem = rules.deletingPathExtension().lastPathComponent
    return rules.deletingLastPathComponent().appending(path: "\(stem)-baseline.json")
  }

  /// The file's name, as messages name it (it sits in the root, beside the rules file).
  public var fileName = "layers-baseline.json"

  /// The entries, sorted.
  public var entries: [Entry]

  /// Where each entry is in the file it was read from (line from 1), for a stale entry's error.
  private var lines: [Entry: Int] = [:]

  public init(entries: [Entry]) {
    self.entries = Set(entries).sorted()
  }

  /// The baseline at `url`: empty when there is no file.
  public init(file url: URL) throws(RuleBookError) {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      self.init(entries: [])
      fileName = url.lastPathComponent
      return
    }
    struct File: Decodable { var violations: [Entry] }
    do {
      self.init(entries: try JSONDecoder().decode(File.self, from: data).violations)
    } catch {
      throw RuleBookError(
        path: url.lastPathComponent,
        problem: "not a baseline (\(error)); write it again with dependency-graph baseline --write"
      )
    }
    fileName = url.lastPathComponent
    // An entry written on a line of its own, as ``text`` writes them, is found at that line.
    let text = String(decoding: data, as: UTF8.self)
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      var object = line.drop { $0 == " " }
      if object.last == "," { object = object.dropLast() }
      if let entry = try? JSONDecoder().decode(Entry.self, from: Data(object.utf8)) {
        lines[entry] = index + 1
      }
    }
  }

  /// Whether `violation` is accepted.
  public func contains(_ violation: Violation) -> Bool {
    entries.contains(Entry(violation))
  }

  /// The file's text: one entry per line, sorted, so that a change to it reads well in a diff.
  public var text: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let lines = entries.map { entry in
      "    " + String(decoding: (try? encoder.encode(entry)) ?? Data(), as: UTF8.self)
    }
    let about =
      "Violations accepted for now: only new ones fail, and an entry that no longer matches one "
      + "fails as stale, so this only shrinks. Rewrite with dependency-graph baseline --write."
    let list = lines.isEmpty ? "[]" : "[\n\(lines.joined(separator: ",\n"))\n  ]"
    return "{\n  \"about\": \"\(about)\",\n  \"violations\": \(list)\n}\n"
  }

  /// The line of `entry` in the file it was read from, when it stands on a line of its own.
  public func line(of entry: Entry) -> Int? {
    lines[entry]
  }
}

/// Lines of a manifest's text, so that a violation can point at the line to change. Shared by the
/// build plugin, which reports a violation at its line, and the report.
///
/// Manifests are indented with spaces, tabs or both (a formatter's choice, not the tool's), so
/// indentation is any run of spaces and tabs, and a line ends at `\n`, `\r\n` or `\r`: a place
/// found in one manifest is found, at the same line and token, however it is indented or saved.
public enum ManifestLines {
  /// A line number (from 1), the column of its first character that is not indentation, and
  /// the line's text without its indentation.
  ///
  /// A tab counts as one column, as swiftc and clang count columns (characters from the start
  /// of the line, not positions on screen): editors given `file:line:col` then put the cursor on
  /// the token itself, whatever their tab width.
  public struct Place: Equatable, Sendable {
    public var line: Int
    public var column: Int
    public var text: String
  }

  /// The line of `target`'s declaration that names `target` (where it starts).
  public static func target(_ target: String, in manifest: String) -> Place? {
    let lines = lines(of: manifest)
    return lines.indices.first { isTargetStart($0, named: target, lines) }
      .map { place(ofLine: $0, in: lines) }
  }

  /// The first line inside `target`'s declaration that names one of `names` in quotes: where
  /// the target declares that dependency.
  public static func dependency(
    named names: [String], ofTarget target: String, in manifest: String
  ) -> Place? {
    let lines = lines(of: manifest)
    guard let start = lines.indices.first(where: { isTargetStart($0, named: target, lines) })
    else { return nil }
    let quoted = names.map { "\"\($0)\"" }
    for index in lines.indices.dropFirst(start) {
      if index > start && isTargetStart(index, named: nil, lines) { break }
      if quoted.contains(where: lines[index].contains) { return place(ofLine: index, in: lines) }
    }
    return nil
  }

  /// The lines of `text`, split where Swift ends a line: at `\n`, `\r\n` (one `Character`, which
  /// splitting at `\n` alone never finds) and `\r`.
  static func lines(of text: String) -> [Substring] {
    text.split(omittingEmptySubsequences: false, whereSeparator: endsLine)
  }

  /// Whether `character` ends a line: `\n`, `\r\n` or `\r`.
  static func endsLine(_ character: Character) -> Bool {
    character == "\n" || character == "\r\n" || character == "\r"
  }

  /// Whether `character` indents a line: a space or a tab.
  static func isIndentation(_ character: Character) -> Bool {
    character == " " || character == "\t"
  }

  /// The place of the line at `index` of `lines`: its first character after the indentation,
  /// each space or tab one column.
  static func place(ofLine index: Int, in lines: [Substring]) -> Place {
    let indentation = lines[index].prefix(while: isIndentation).count
    return Place(
      line: index + 1, column: indentation + 1, text: String(lines[index].dropFirst(indentation)))
  }

  /// A target's declaration starts with `.target(name: "X"` on one line, or `.target(` with
  /// `name: "X"` on the next, as in this monorepo's manifests; the package's and the products'
  /// `name:` are no target.
  private static func isTargetStart(_ index: Int, named name: String?, _ lines: [Substring])
    -> Bool
  {
    let label = name.map { "name: \"\($0)\"" } ?? "name: \""
    let line = lines[index].drop(while: isIndentation)
    if line.contains("arget(\(label)") { return true }
    guard line.hasPrefix(label), index > 0 else { return false }
    let previous = lines[index - 1]
    return previous.lastIndex { !isIndentation($0) }
      .map { previous[...$0].hasSuffix("arget(") } ?? false
  }
}

extension Array where Element: Hashable {
  fileprivate var firstDuplicate: Element? {
    var seen = Set<Element>()
    return first { !seen.insert($0).inserted }
  }
}

extension String {
  /// The text with every scalar a terminal would act on rather than draw written as a Swift
  /// escape (`\u{1B}`): C0 controls, DEL, C1 controls (U+0080–U+009F) and the bidi overrides
  /// and isolates (U+202A–U+202E, U+2066–U+2069).
  var escapingTerminalControls: String {
    unicodeScalars.map { scalar in
      switch scalar.value {
      case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069:
        "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: String(scalar)
      }
    }.joined()
  }
}
