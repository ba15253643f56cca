import Foundation

/// Compares what each target imports with what it declares: implicit imports (a module that is
/// not a declared dependency) and unused dependencies (declared, never imported).
struct ImportAudit {
  let graph: TargetGraph
  let rules: RuleBook
  let root: URL
  /// The third-party sources on disk, for what their products re-export.
  var thirdParty: ThirdPartySources = .none
  /// The checked packages, for the lines an implicit import's advice tells to add (the product
  /// that holds a module, and whether its package is declared yet).
  var packages: [Monorepo.Package] = []

  /// An import and where it is.
  struct Located {
    var declaration: ImportDeclaration
    var file: String
  }

  private enum Owner: Hashable {
    case local(TargetRef)
    case thirdParty(ThirdPartyDependency)
  }

  /// What the audit found: the violations, and the imports it could not judge.
  struct Findings {
    var violations: [Violation] = []
    var unverified: [UnverifiedImport] = []
  }

  func violations() -> [Violation] {
    findings().violations
  }

  func findings() -> Findings {
    let implicitRule = rules.rule(.implicitImport)
    let unusedRule = rules.rule(.unusedDependency)
    guard implicitRule != nil || unusedRule != nil else { return Findings() }

    // A target without Swift sources (a system library, or one whose folder is missing) cannot
    // be judged, so it is left out rather than reported as using nothing.
    let files = graph.targets.map { $0.kind == .other ? [] : sourceFiles(of: $0) }
    let imports = files.map { $0.flatMap(imports(in:)) }
    let knownModules = knownModules()
    let exported = imports.map { located in
      Set(located.filter(\.declaration.isExported).map(\.declaration.module))
    }
    // Where each module comes from, for the advice of an implicit import.
    var localOwners: [String: TargetRef] = [:]
    for target in graph.targets where target.kind != .test {
      localOwners[target.module] = localOwners[target.module] ?? target.ref
    }
    var thirdPartyOwners: [String: ThirdPartyDependency] = [:]
    for dependency in graph.targets.flatMap(\.thirdPartyDependencies).sorted() {
      for module in rules.productModules[dependency.product] ?? [dependency.product] {
        thirdPartyOwners[module] = thirdPartyOwners[module] ?? dependency
      }
    }

    var findings = Findings()
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
      // Third-party packages whose sources were not read may re-export any module.
      var unreadable: [String] = []
      for dependency in target.thirdPartyDependencies {
        let owner = Owner.thirdParty(dependency)
        if !rules.linkOnlyProducts.contains(dependency.product) { declared.append(owner) }
        let modules =
          Set(rules.productModules[dependency.product] ?? [dependency.product])
          .union(thirdParty.modules(providedBy: dependency.package))
        for module in modules {
          provided[module, default: []].append(owner)
        }
        if !thirdParty.isReadable(dependency.package) { unreadable.append(dependency.package) }
      }
      unreadable += target.unresolvedDependencies.map(\.package)
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
          continue
        }
        guard knownModules.contains(module), let rule = implicitRule,
          reported.insert(module).inserted
        else { continue }
        let place = "\(located.file):\(located.declaration.line)"
        // A third-party module may come through a declared package whose sources the tool
        // could not read: not knowing, it says so once per run rather than erring.
        if localOwners[module] == nil, !unreadable.isEmpty {
          findings.unverified.append(
            UnverifiedImport(
              target: target.ref, module: module, place: place,
              packages: Set(unreadable).sorted()))
          continue
        }
        // An import under `#if os(Linux)` or `#if DEBUG` is a dependency in that
        // configuration: reported, saying which.
        let conditions = located.declaration.conditions.filter { $0 != .literal(true) }
        let under =
          conditions.isEmpty
          ? "" : " under #if \(conditions.map(\.description).joined(separator: " && "))"
        let isTest = target.kind == .test
        findings.violations.append(
          Violation(
            ruleID: rule.id, package: target.ref.package, target: target.ref.target,
            subject: module,
            message:
              "\(target.ref.package): \(target.ref.target) imports \(module) (\(place))\(under) "
              + "without declaring it; breaks \(rule.id): \(rule.why). "
              + advice(
                target: target, module: module, local: localOwners[module],
                thirdParty: thirdPartyOwners[module]),
            severity: isTest ? .warning : .error))
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
        let certain = target.requiresImportsForMembers
        findings.violations.append(
          Violation(
            ruleID: rule.id, package: target.ref.package, target: target.ref.target,
            subject: name,
            message: certain
              ? "\(target.ref.package): \(target.ref.target) declares \(name) but no source "
                + "imports it, and with MemberImportVisibility on nothing of it is usable "
                + "without an import; breaks \(rule.id): \(rule.why). Remove it from "
                + "\(target.ref.manifest)."
              : "\(target.ref.package): \(target.ref.target) declares \(name) but no source "
                + "imports it; it may still be used through members only (a key path into an "
                + "extension, an extension's method), which need no import while "
                + "MemberImportVisibility is off; breaks \(rule.id) if unused: \(rule.why). To "
                + "know, turn on .enableUpcomingFeature(\"MemberImportVisibility\") for "
                + "\(target.ref.target) in \(target.ref.manifest) and build: every member use "
                + "then needs an import, and this check reports it as an error.",
            severity: certain ? .error : .warning))
      }
    }
    return findings
  }

  /// What to do about an implicit import: declare the dependency, unless declaring it would
  /// itself break a layer rule, which the advice then names with the fix that keeps the layering.
  private func advice(
    target: ResolvedTarget, module: String, local: TargetRef?, thirdParty: ThirdPartyDependency?
  ) -> String {
    let broken: Violation? =
      if let local {
        rules.edgeViolation(from: target.ref, to: local)
      } else if let thirdParty {
        rules.thirdPartyViolation(
          from: target.ref, packageIdentity: thirdParty.package, product: thirdParty.product)
      } else {
        nil
      }
    guard let broken else {
      if let local, local.package != target.ref.package,
        let lines = linesToAdd(for: local, in: target.ref)
      {
        return "Declare it in \(target.ref.manifest): \(lines); or remove the import."
      }
      return "Declare the dependency in \(target.ref.manifest) or remove the import."
    }
    let layer = target.layer ?? "its layer"
    return
      "Declaring it would itself break \(broken.ruleID) (\(layer) may not depend on "
      + "\(module)): remove the import and what uses it from \(target.ref.target), reaching it "
      + "through a layer \(layer) may depend on, or change the layering in \(rules.fileName)."
  }

  /// What `importer`'s manifest needs to depend on `dependency`, a target of another local
  /// package: the product that holds it, in the importer's `dependencies:`, and the package's
  /// `.package(path:)` (relative to the importer's folder, as a manifest writes it) when the
  /// manifest does not declare that package yet, since SwiftPM rejects a product of an
  /// undeclared package; `nil` when the packages are not known.
  private func linesToAdd(for dependency: TargetRef, in importer: TargetRef) -> String? {
    guard let owner = packages.first(where: { $0.path == dependency.package }),
      let from = packages.first(where: { $0.path == importer.package })
    else { return nil }
    let holding = owner.manifest.products.filter { $0.targets.contains(dependency.target) }
    // A target in no product cannot be depended on from another package.
    guard
      let product = holding.first(where: { $0.name == dependency.target }) ?? holding.first
    else {
      return "\(dependency.package) has no product that holds \(dependency.target), so another "
        + "package cannot depend on it: add a library product for it to "
        + "\(TargetRef(package: dependency.package, target: "").manifest) first"
    }
    let ownerPath = owner.directory.standardizedFileURL.resolvingSymlinksInPath().path
    let declared = from.manifest.dependencies.first { declared in
      declared.path.map { URL(filePath: $0).standardizedFileURL.resolvingSymlinksInPath().path }
        == ownerPath
    }
    // `package:` names the package by its folder, as SwiftPM identifies a `path:` package.
    let folder =
      declared?.path.map { URL(filePath: $0).lastPathComponent }
      ?? owner.directory.standardizedFileURL.lastPathComponent
    let productLine =
      "add .product(name: \"\(product.name)\", package: \"\(folder)\") to \(importer.target)'s "
      + "dependencies"
    guard declared == nil else { return productLine }
    let path = Analysis.relativePath(of: owner.directory, from: from.directory)
    return productLine
      + ", and .package(path: \"\(path)\") to the package's dependencies, where "
      + "\(dependency.package) is not declared yet"
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

/// An import of a third-party module that a declared package might re-export, in a package
/// whose sources are not on disk: neither declared nor undeclared, as far as the tool can know.
public struct UnverifiedImport: Equatable, Sendable, Codable {
  /// The importing target.
  public var target: TargetRef
  /// The imported module.
  public var module: String
  /// `file:line` of the import.
  public var place: String
  /// The identities of the declared packages whose sources could not be read.
  public var packages: [String]
}
