import Foundation

/// Compares what each target imports with what it declares: implicit imports (a module that is
/// not a declared dependency) and unused dependencies (declared, never imported).
struct ImportAudit {
  let graph: TargetGraph
  let rules: RuleBook
  let root: URL

  /// An import and where it is.
  struct Located {
    var declaration: ImportDeclaration
    var file: String
  }

  private enum Owner: Hashable {
    case local(TargetRef)
    case thirdParty(ThirdPartyDependency)
  }

  func violations() -> [Violation] {
    let implicitRule = rules.rule(.implicitImport)
    let unusedRule = rules.rule(.unusedDependency)
    guard implicitRule != nil || unusedRule != nil else { return [] }

    // A target without Swift sources (a system library, or one whose folder is missing) cannot
    // be judged, so it is left out rather than reported as using nothing.
    let files = graph.targets.map { $0.kind == .other ? [] : sourceFiles(of: $0) }
    let imports = files.map { $0.flatMap(imports(in:)) }
    let knownModules = knownModules()
    let exported = imports.map { located in
      Set(located.filter(\.declaration.isExported).map(\.declaration.module))
    }

    var violations: [Violation] = []
    for (index, target) in graph.targets.enumerated() where !files[index].isEmpty {
      var provided: [String: [Owner]] = [:]
      var declared: [Owner] = []
      for dependency in graph.dependencies[index] {
        let owner = Owner.local(graph.targets[dependency].ref)
        // Depending on an executable often only makes sure it is built (a test runs it).
        if graph.targets[dependency].kind != .executable { declared.append(owner) }
        for module in modules(reexportedBy: dependency, exported: exported) {
          provided[module, default: []].append(owner)
        }
      }
      for dependency in target.thirdPartyDependencies {
        let owner = Owner.thirdParty(dependency)
        if !rules.linkOnlyProducts.contains(dependency.product) { declared.append(owner) }
        for module in rules.productModules[dependency.product] ?? [dependency.product] {
          provided[module, default: []].append(owner)
        }
      }
      let ownModule = target.module
      // The modules of every target below this one, and their third-party products': SwiftPM
      // makes them visible to the compiler, so `#if canImport(X)` holds for them although X is
      // not declared, and the import under it is compiled (an implicit import).
      let reachable = Set(
        graph.closure(of: index).flatMap { below in
          [graph.targets[below].module]
            + graph.targets[below].thirdPartyDependencies.flatMap { dependency in
              rules.productModules[dependency.product] ?? [dependency.product]
            }
        })
      func canImport(_ module: String) -> Bool? {
        if module == ownModule || provided[module] != nil || reachable.contains(module) {
          return true
        }
        return knownModules.contains(module) ? false : nil
      }

      var used = Set<Owner>()
      var reported = Set<String>()
      for located in imports[index] where located.declaration.isActive(canImport: canImport) {
        let module = located.declaration.module
        guard module != ownModule else { continue }
        if let owners = provided[module] {
          used.formUnion(owners)
        } else if knownModules.contains(module), let rule = implicitRule,
          reported.insert(module).inserted
        {
          let place = "\(located.file):\(located.declaration.line)"
          // An import under `#if os(Linux)` or `#if DEBUG` is a dependency in that
          // configuration: reported, saying which.
          let conditions = located.declaration.conditions.filter { $0 != .literal(true) }
          let under =
            conditions.isEmpty
            ? "" : " under #if \(conditions.map(\.description).joined(separator: " && "))"
          violations.append(
            Violation(
              ruleID: rule.id, package: target.ref.package, target: target.ref.target,
              subject: module,
              message:
                "\(target.ref.package): \(target.ref.target) imports \(module) (\(place))\(under) "
                + "without declaring it; breaks \(rule.id): \(rule.why). Declare the dependency "
                + "in \(target.ref.manifest) or remove the import."))
        }
      }
      guard let rule = unusedRule else { continue }
      // A product of several local targets is declared whole: one import of it uses them all.
      for group in target.localProductGroups
      where group.contains(where: { used.contains(.local($0)) }) {
        used.formUnion(group.map(Owner.local))
      }
      for owner in declared where !used.contains(owner) {
        let name =
          switch owner {
          case .local(let ref): ref.target
          case .thirdParty(let dependency): dependency.product
          }
        violations.append(
          Violation(
            ruleID: rule.id, package: target.ref.package, target: target.ref.target,
            subject: name,
            message:
              "\(target.ref.package): \(target.ref.target) declares \(name) but no source "
              + "imports it; breaks \(rule.id): \(rule.why). Remove it from "
              + "\(target.ref.manifest)."))
      }
    }
    return violations
  }

  /// The module of target `index` and every module it re-exports, through `@_exported` chains.
  private func modules(reexportedBy index: Int, exported: [Set<String>]) -> Set<String> {
    var modules: Set<String> = [graph.targets[index].module]
    var pending = [index]
    var seen: Set<Int> = [index]
    while let current = pending.popLast() {
      modules.formUnion(exported[current])
      for dependency in graph.dependencies[current]
      where exported[current].contains(graph.targets[dependency].module)
        && seen.insert(dependency).inserted
      {
        pending.append(dependency)
      }
    }
    return modules
  }

  private func knownModules() -> Set<String> {
    var modules = Set(graph.targets.filter { $0.kind != .test }.map(\.module))
    for target in graph.targets {
      for dependency in target.thirdPartyDependencies {
        modules.formUnion(rules.productModules[dependency.product] ?? [dependency.product])
      }
    }
    return modules
  }

  private func imports(in file: URL) -> [Located] {
    guard let data = FileManager.default.contents(atPath: file.path) else { return [] }
    let relative =
      file.path.hasPrefix(root.path + "/")
      ? String(file.path.dropFirst(root.path.count + 1)) : file.path
    return ImportScanner.imports(in: String(decoding: data, as: UTF8.self)).map {
      Located(declaration: $0, file: relative)
    }
  }

  /// The Swift files of a target, honoring its `exclude` and `sources`.
  func sourceFiles(of target: ResolvedTarget) -> [URL] {
    let directory = target.sourceDirectory.standardizedFileURL
    guard
      let enumerator = FileManager.default.enumerator(
        at: directory, includingPropertiesForKeys: nil)
    else { return [] }
    let prefix = directory.path + "/"
    func matches(_ relative: String, _ paths: [String]) -> Bool {
      paths.contains { path in
        let path = path.hasSuffix("/") ? String(path.dropLast()) : path
        return relative == path || relative.hasPrefix(path + "/")
      }
    }
    var files: [URL] = []
    for case let url as URL in enumerator where url.pathExtension == "swift" {
      let relative = String(url.standardizedFileURL.path.dropFirst(prefix.count))
      if matches(relative, target.excludedPaths) { continue }
      if let included = target.includedPaths, !matches(relative, included) { continue }
      files.append(url)
    }
    return files.sorted { $0.path < $1.path }
  }
}
