import SwiftSyntax

/// Edits a SwiftPM manifest through its syntax: the arrays passed to `Package(…)` and the
/// `dependencies:` of a target, each element found by its call (`.package`, `.target`, …) and
/// its `path:` or `name:`.
struct ManifestEditor {
  private var file: SwiftFile
  private let package: FunctionCallExprSyntax

  init(path: String, text: String) throws(ScaffoldError) {
    file = SwiftFile(path: path, text: text)
    guard
      let package = descendants(FunctionCallExprSyntax.self, of: file.tree).first(where: {
        $0.calledExpression.trimmedDescription == "Package"
      })
    else {
      throw .structureNotFound(file: path, lookingFor: "`let package = Package(…)`")
    }
    self.package = package
  }

  /// The elements of `Package(…)`'s array argument `label` (`products`, `dependencies`, `targets`).
  func elements(of label: String) throws(ScaffoldError) -> [ArrayElementSyntax] {
    guard
      let array = package.arguments.first(where: { $0.label?.text == label })?.expression.as(
        ArrayExprSyntax.self)
    else {
      throw .structureNotFound(file: file.path, lookingFor: "a `\(label):` array in Package(…)")
    }
    return Array(array.elements)
  }

  /// The element of `label` that is `.call(argument: "value", …)`.
  func element(
    of label: String, call: String, _ argument: String, _ value: String
  ) throws(ScaffoldError) -> ArrayElementSyntax {
    guard let found = try elements(of: label).first(where: { $0.isCall(call, argument, value) })
    else {
      throw .structureNotFound(
        file: file.path, lookingFor: "`.\(call)(\(argument): \"\(value)\", …)` in `\(label):`")
    }
    return found
  }

  /// The `dependencies:` elements of the target element `target`.
  func dependencies(of target: ArrayElementSyntax) throws(ScaffoldError) -> [ArrayElementSyntax] {
    guard let call = target.expression.as(FunctionCallExprSyntax.self),
      let array = call.arguments.first(where: { $0.label?.text == "dependencies" })?.expression.as(
        ArrayExprSyntax.self)
    else {
      throw .structureNotFound(
        file: file.location(of: target), lookingFor: "a `dependencies:` array in the target")
    }
    return Array(array.elements)
  }

  /// The source text of `target`'s argument `label`, e.g. its `plugins:`.
  func argument(_ label: String, of target: ArrayElementSyntax) -> String? {
    target.expression.as(FunctionCallExprSyntax.self)?.arguments
      .first { $0.label?.text == label }?.expression.trimmedDescription
  }

  /// Inserts `text` as an element after `element`, with a trailing comma.
  mutating func insert(_ text: String, after element: ArrayElementSyntax) {
    if element.trailingComma == nil {
      file.insert(at: element.endPositionBeforeTrailingTrivia.utf8Offset, ",")
    }
    file.insert(text + ",", after: element)
  }

  /// Inserts `text` as an element before `element`, with a trailing comma.
  mutating func insert(_ text: String, before element: ArrayElementSyntax) {
    file.insert(text + ",", before: element)
  }

  func apply() throws(ScaffoldError) -> String {
    try file.apply()
  }
}

extension ArrayElementSyntax {
  /// Whether it is `.call(…, argument: "value", …)`.
  func isCall(_ call: String, _ argument: String, _ value: String) -> Bool {
    guard let expression = self.expression.as(FunctionCallExprSyntax.self),
      expression.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == call
    else { return false }
    return expression.arguments.contains {
      $0.label?.text == argument
        && $0.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue == value
    }
  }

  /// The value of its `.call(argument: "…")`, if it is one.
  func stringArgument(_ call: String, _ argument: String) -> String? {
    guard let expression = self.expression.as(FunctionCallExprSyntax.self),
      expression.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == call
    else { return nil }
    return expression.arguments.first { $0.label?.text == argument }?.expression
      .as(StringLiteralExprSyntax.self)?.representedLiteralValue
  }

  /// The string, if it is a string literal (`"Models"`).
  var stringLiteral: String? {
    expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
  }
}

/// The manifests the scaffold edits.
enum Manifests {
  /// AppFeature's manifest with `feature`'s package beside its sibling features', and its
  /// product in the library and test targets.
  static func addingFeature(
    _ feature: FeatureName, toApp path: String, _ text: String, appTargets: [String]
  ) throws(ScaffoldError) -> String {
    var manifest = try ManifestEditor(path: path, text: text)
    let siblings = try manifest.elements(of: "dependencies").filter {
      guard let path = $0.stringArgument("package", "path") else { return false }
      return path.hasPrefix("../") && !path.hasPrefix("../../")
    }
    guard let lastSibling = siblings.last else {
      throw .structureNotFound(
        file: path, lookingFor: "a sibling package `.package(path: \"../…\")` in `dependencies:`")
    }
    manifest.insert(".package(path: \"../\(feature.module)\")", after: lastSibling)
    for name in appTargets {
      let target = try manifest.elements(of: "targets").first {
        $0.isCall("target", "name", name) || $0.isCall("testTarget", "name", name)
      }
      guard let target else {
        throw .structureNotFound(file: path, lookingFor: "the target named \"\(name)\"")
      }
      guard
        let lastModule = try manifest.dependencies(of: target).last(where: {
          $0.stringLiteral != nil
        })
      else {
        throw .structureNotFound(
          file: manifest.location(of: target),
          lookingFor: "a local module (a string such as \"Models\") in its `dependencies:`")
      }
      manifest.insert("\"\(feature.module)\"", after: lastModule)
    }
    return try manifest.apply()
  }

  /// The preview runner's manifest with `feature`'s preview product, package and executable
  /// target, each placed before the app's, whose plugins it applies too.
  static func addingPreview(
    _ feature: FeatureName, readsStore: Bool, toRunner path: String, _ text: String,
    packagePath: String, appPackagePath: String, appPreview: String
  ) throws(ScaffoldError) -> String {
    var manifest = try ManifestEditor(path: path, text: text)
    let appProduct = try manifest.element(of: "products", call: "executable", "name", appPreview)
    manifest.insert(
      ".executable(name: \"\(feature.preview)\", targets: [\"\(feature.preview)\"])",
      before: appProduct)
    let appPackage = try manifest.element(
      of: "dependencies", call: "package", "path", appPackagePath)
    manifest.insert(".package(path: \"\(packagePath)\")", before: appPackage)
    let appTarget = try manifest.element(
      of: "targets", call: "executableTarget", "name", appPreview)
    var dependencies = ["\"PreviewRunner\""]
    if readsStore { dependencies.append("\"PreviewMocks\"") }
    dependencies.append(".product(name: \"\(feature.module)\", package: \"\(feature.module)\")")
    if readsStore { dependencies.append(".product(name: \"ApiClient\", package: \"ApiClient\")") }
    dependencies.append(".product(name: \"TextUI\", package: \"TextUI\")")
    let plugins = manifest.argument("plugins", of: appTarget).map { ",\n  plugins: \($0)" } ?? ""
    manifest.insert(
      """
      .executableTarget(
        name: "\(feature.preview)",
        dependencies: [
      \(dependencies.map { "    \($0)," }.joined(separator: "\n"))
        ]\(plugins)
      )
      """, before: appTarget)
    return try manifest.apply()
  }
}

extension ManifestEditor {
  func location(of node: some SyntaxProtocol) -> String {
    file.location(of: node)
  }
}

extension Manifests {
  /// A new feature's manifest with the packages a feature that reads the store needs, Models
  /// and ApiClient, before TextUI, and their modules in every target.
  static func addingStore(to path: String, _ text: String) throws(ScaffoldError) -> String {
    var manifest = try ManifestEditor(path: path, text: text)
    let textUI = try manifest.element(of: "dependencies", call: "package", "path", "../TextUI")
    manifest.insert(".package(path: \"../Models\")", before: textUI)
    manifest.insert(".package(path: \"../ApiClient\")", before: textUI)
    for target in try manifest.elements(of: "targets") {
      let dependencies = try manifest.dependencies(of: target)
      if let module = dependencies.last(where: { $0.stringLiteral != nil }) {
        manifest.insert("\"Models\"", after: module)
        manifest.insert("\"ApiClient\"", after: module)
      } else if let first = dependencies.first {
        manifest.insert("\"Models\"", before: first)
        manifest.insert("\"ApiClient\"", before: first)
      }
    }
    return try manifest.apply()
  }
}
