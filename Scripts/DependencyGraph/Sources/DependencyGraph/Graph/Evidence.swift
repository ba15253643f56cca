import Foundation

/// A line of a file in the monorepo, in the form editors and compilers use to point at it.
public struct SourceLine: Equatable, Sendable {
  /// The file, relative to the monorepo root.
  public var file: String
  /// The line number, from 1.
  public var line: Int
  /// The column of the line's first character that is not indentation (a space or a tab, each
  /// one column, as compilers count: see ``ManifestLines/Place``).
  public var column: Int
  /// The line's text, without its indentation.
  public var text: String

  public init(file: String, line: Int, column: Int, text: String) {
    self.file = file
    self.line = line
    self.column = column
    self.text = text
  }

  /// `file:line:col`, as compilers print a place.
  public var location: String {
    "\(file):\(line):\(column)"
  }

  /// `file:line:col: text`.
  public var formatted: String {
    "\(location): \(text)"
  }
}

/// Where a dependency edge comes from: the manifest line that declares it and the imports that
/// use it.
public struct EdgeEvidence: Equatable, Sendable {
  /// The depending target.
  public var dependent: TargetRef
  /// The target it depends on.
  public var dependency: TargetRef
  /// The line of the dependent's `Package.swift` that names the dependency, when it can be found.
  public var declaration: SourceLine?
  /// Each `import` of the dependency's module in the dependent's sources; empty when the
  /// dependency is declared and never imported.
  public var imports: [SourceLine]
}

extension Analysis {
  /// The evidence of each edge along `path` (as ``path(from:to:includingTests:)`` returns it).
  public func evidence(along path: [TargetRef]) -> [EdgeEvidence] {
    zip(path, path.dropFirst()).map { evidence(from: $0, to: $1) }
  }

  /// The manifest line declaring the edge from `dependent` to `dependency`, and the imports that
  /// use it.
  public func evidence(from dependent: TargetRef, to dependency: TargetRef) -> EdgeEvidence {
    EdgeEvidence(
      dependent: dependent, dependency: dependency,
      declaration: declaration(named: names(for: dependency), in: dependent),
      imports: imports(of: dependency, in: dependent))
  }

  /// The names a manifest may use for `dependency`: its target name, and the products of its
  /// package that contain it.
  private func names(for dependency: TargetRef) -> [String] {
    let products =
      monorepo.packages.first { $0.path == dependency.package }?.manifest.products
      .filter { $0.targets.contains(dependency.target) }.map(\.name) ?? []
    return [dependency.target] + products
  }

  /// The line inside `dependent`'s target declaration that names a dependency by one of `names`.
  private func declaration(named names: [String], in dependent: TargetRef) -> SourceLine? {
    let file = dependent.manifest
    guard
      let text = try? String(contentsOf: monorepo.root.appending(path: file), encoding: .utf8),
      let place = ManifestLines.dependency(named: names, ofTarget: dependent.target, in: text)
    else { return nil }
    return SourceLine(file: file, line: place.line, column: place.column, text: place.text)
  }

  /// `file:line:col` of the `.package(…)` of `dependent`'s manifest that declares the package of
  /// `local` (a target of another checked package) or of `thirdParty`; `nil` for a target of the
  /// same package, or when no line declares it.
  private func packageDeclaration(
    of local: TargetRef?, thirdParty: ThirdPartyDependency?, in dependent: TargetRef
  ) -> String? {
    guard let package = monorepo.packages.first(where: { $0.path == dependent.package }),
      let text = try? String(
        contentsOf: package.directory.appending(path: "Package.swift"), encoding: .utf8)
    else { return nil }
    func resolved(_ path: String) -> String {
      URL(filePath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
    let declared: Manifest.Dependency?
    if let local, local.package != dependent.package {
      let folder = resolved(monorepo.root.appending(path: local.package).path)
      declared = package.manifest.dependencies.first { $0.path.map(resolved) == folder }
    } else if let thirdParty {
      declared = package.manifest.dependencies.first { $0.identity == thirdParty.package }
    } else {
      declared = nil
    }
    guard let declared else { return nil }
    let manifest = dependent.manifest
    if let path = declared.path {
      return ManifestLines.packageDependency(
        endingWith: URL(filePath: path).lastPathComponent, in: text
      ).map { "\(manifest):\($0.line):\($0.column)" }
    }
    return ManifestPins(manifest: manifest, text: text).remotes[declared.identity]
      .map { "\(manifest):\($0.line):\($0.column)" }
  }

  private func imports(of dependency: TargetRef, in dependent: TargetRef) -> [SourceLine] {
    imports(ofModule: module(of: dependency), in: dependent)
  }

  /// The module of a local target: its module map's name, else its own.
  func module(of ref: TargetRef) -> String {
    graph.targets.first { $0.ref == ref }?.module ?? ResolvedTarget.moduleName(ref.target)
  }

  private func imports(ofModule module: String, in dependent: TargetRef) -> [SourceLine] {
    guard let target = graph.targets.first(where: { $0.ref == dependent }) else { return [] }
    let audit = ImportAudit(graph: graph, rules: monorepo.rules, root: monorepo.root)
    return audit.sourceFiles(of: target).flatMap { file -> [SourceLine] in
      guard let data = FileManager.default.contents(atPath: file.path) else { return [] }
      let source = String(decoding: data, as: UTF8.self)
      // Indented as the manifests are (spaces, tabs or both): the same reading of lines and
      // columns (``ManifestLines/Place``).
      let lines = ManifestLines.lines(of: source)
      let relative = String(
        file.standardizedFileURL.path.dropFirst(monorepo.root.standardizedFileURL.path.count + 1))
      return ImportScanner.imports(in: source).filter { $0.module == module }.map { found in
        guard lines.indices.contains(found.line - 1) else {
          return SourceLine(file: relative, line: found.line, column: 1, text: "")
        }
        let place = ManifestLines.place(ofLine: found.line - 1, in: lines)
        return SourceLine(
          file: relative, line: place.line, column: place.column, text: place.text)
      }
    }
  }

  /// `violation` with the place to fix it and the places that explain it: for a dependency
  /// (an edge, a third-party product, an unused one), the line of the manifest that declares it,
  /// then a note at each import of it, or that it is never imported; for an implicit import, the
  /// import; for an executable's exactly-one rule, its declaration. Others stay as they are.
  func located(_ violation: Violation) -> Violation {
    guard violation.location == nil, let targetName = violation.target,
      let index = graph.targets.firstIndex(where: {
        $0.ref == TargetRef(package: violation.package, target: targetName)
      })
    else { return violation }
    let dependent = graph.targets[index].ref
    let manifest = dependent.manifest
    var located = violation
    let check = monorepo.rules.rules.first { $0.id == violation.ruleID }?.check
    switch check {
    case .implicitImport:
      located.location = imports(ofModule: violation.subject, in: dependent).first?.location
    case .exactlyOne:
      let text = try? String(contentsOf: monorepo.root.appending(path: manifest), encoding: .utf8)
      located.location = text.flatMap { ManifestLines.target(targetName, in: $0) }
        .map { "\(manifest):\($0.line):\($0.column)" }
    case .edge, .thirdParty, .unusedDependency:
      // A local dependency may be named by its target or a product; a third-party one by the
      // product the violation names.
      let local = graph.dependencies[index].map { graph.targets[$0].ref }
        .first { $0.target == violation.subject }
      located.location =
        declaration(named: local.map(names(for:)) ?? [violation.subject], in: dependent)?.location
      // A dependency the target's list names through a constant or a helper is not on any of
      // its lines; unused, it is still declared by its package's `.package(…)` line, the place
      // to start from (the edge rules keep the build plugin's place, which has no such line).
      if located.location == nil, check == .unusedDependency {
        located.location = packageDeclaration(
          of: local,
          thirdParty: graph.targets[index].thirdPartyDependencies
            .first { $0.product == violation.subject }, in: dependent)
      }
      // A third-party product may bring several modules (`productModules`): an import of any
      // of them uses it.
      let modules =
        local.map { [module(of: $0)] }
        ?? monorepo.rules.productModules[violation.subject] ?? [violation.subject]
      let uses = modules.flatMap { imports(ofModule: $0, in: dependent) }
      located.notes =
        uses.isEmpty
        ? ["\(located.location ?? manifest): note: declared, never imported"]
        : uses.map { "\($0.location): note: \($0.text)" }
    default:
      break
    }
    return located
  }
}
