import Foundation

/// A line of a file in the monorepo, in the form editors and compilers use to point at it.
public struct SourceLine: Equatable, Sendable {
  /// The file, relative to the monorepo root.
  public var file: String
  /// The line number, from 1.
  public var line: Int
  /// The line's text, without its indentation.
  public var text: String

  public init(file: String, line: Int, text: String) {
    self.file = file
    self.line = line
    self.text = text
  }

  /// `file:line: text`.
  public var formatted: String {
    "\(file):\(line): \(text)"
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
      declaration: declaration(of: dependency, in: dependent),
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

  /// The first line inside `dependent`'s target declaration that names `dependency` in quotes.
  private func declaration(of dependency: TargetRef, in dependent: TargetRef) -> SourceLine? {
    let file = "\(dependent.package)/Package.swift"
    guard let text = try? String(contentsOf: monorepo.root.appending(path: file), encoding: .utf8)
    else { return nil }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    // A target's declaration starts with `.target(name: "X"` on one line, or `.target(` with
    // `name: "X"` on the next, as in this monorepo's manifests; the package's and the products'
    // `name:` are no target.
    func isTargetStart(_ index: Int, named name: String? = nil) -> Bool {
      let label = name.map { "name: \"\($0)\"" } ?? "name: \""
      let line = lines[index].drop { $0 == " " }
      if line.contains("arget(\(label)") { return true }
      return line.hasPrefix(label) && index > 0 && lines[index - 1].hasSuffix("arget(")
    }
    guard let start = lines.indices.first(where: { isTargetStart($0, named: dependent.target) })
    else { return nil }
    let quoted = names(for: dependency).map { "\"\($0)\"" }
    for index in lines.indices.dropFirst(start + 1) {
      let line = lines[index]
      if isTargetStart(index) { break }
      if quoted.contains(where: line.contains) {
        return SourceLine(
          file: file, line: index + 1, text: String(line.drop { $0 == " " }))
      }
    }
    return nil
  }

  private func imports(of dependency: TargetRef, in dependent: TargetRef) -> [SourceLine] {
    guard let target = graph.targets.first(where: { $0.ref == dependent }) else { return [] }
    let module = ResolvedTarget.moduleName(dependency.target)
    let audit = ImportAudit(graph: graph, rules: monorepo.rules, root: monorepo.root)
    return audit.sourceFiles(of: target).flatMap { file -> [SourceLine] in
      guard let data = FileManager.default.contents(atPath: file.path) else { return [] }
      let source = String(decoding: data, as: UTF8.self)
      let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
      let relative = String(
        file.standardizedFileURL.path.dropFirst(monorepo.root.standardizedFileURL.path.count + 1))
      return ImportScanner.imports(in: source).filter { $0.module == module }.map { found in
        let text = lines.indices.contains(found.line - 1) ? lines[found.line - 1] : ""
        return SourceLine(
          file: relative, line: found.line,
          text: String(text.drop { $0 == " " }))
      }
    }
  }
}
