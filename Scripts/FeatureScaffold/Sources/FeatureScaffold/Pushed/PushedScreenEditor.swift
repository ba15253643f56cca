import SwiftSyntax

/// What `--from` asks for: `feature`'s screen, pushed over `source`'s list by a new toolbar
/// button titled `button`.
public struct PushedScreen: Equatable, Sendable {
  public var feature: FeatureName
  public var source: FeatureName
  public var button: String

  public init(feature: FeatureName, source: FeatureName, button: String) {
    self.feature = feature
    self.source = source
    self.button = button
  }
}

/// The files a pushed screen changes, and the source's toolbar as its bar draws it.
public struct PushedScreenAddition: Equatable, Sendable {
  /// Each changed file's path and new text.
  public var changedFiles: [String: String]
  /// The source's toolbar buttons as its bar draws them, before the new one: `[Help] [Add]`.
  public var toolbarBefore: String
  /// The same, with the new button.
  public var toolbarAfter: String
}

/// The Swift a pushed screen changes, grouped by where it lives.
public struct PushedScreenSources: Sendable {
  /// AppFeature's sources, path to text.
  public var app: [String: String]
  /// The source feature's sources.
  public var source: [String: String]
  /// The source feature's tests.
  public var sourceTests: [String: String]
  /// The source feature's preview.
  public var preview: [String: String]

  public init(
    app: [String: String], source: [String: String], sourceTests: [String: String],
    preview: [String: String]
  ) {
    self.app = app
    self.source = source
    self.sourceTests = sourceTests
    self.preview = preview
  }
}

/// Wires a feature's screen to be pushed over another feature's list, where the code's own
/// structure says: in the source feature (Inventory), a case of its destination enum with its
/// `route` arm and its arm in the reverse `init?(_:newID:)`, a case of its route enum with its
/// parse arm (before `default`) and its print arm, a `…ButtonTapped()` endpoint on its model and
/// a `ToolbarItem` in its view; in AppFeature, the destination's arm in `screen`, which says which
/// `FeatureScreen` it pushes; the arm of the preview's `summary` of the destination; and the bar
/// its view tests draw, which shows the new button.
public struct PushedScreenEditor {
  private let sources: PushedScreenSources

  public init(sources: PushedScreenSources) {
    self.sources = sources
  }

  /// The files for `screen`.
  ///
  /// - Throws: ``ScaffoldError`` if the name clashes with a case, the source feature's
  ///   destinations push no screen in the app, or a declaration is not found; nothing is changed
  ///   then.
  public func adding(_ screen: PushedScreen) throws(ScaffoldError) -> PushedScreenAddition {
    let names = Names(screen)
    var files = EditedFiles(sources)

    // AppFeature: which screen the new destination pushes.
    let screens = files.find(in: sources.app) { file in
      members(VariableDeclSyntax.self, in: memberBlocks(ofType: names.destination, in: file.tree))
        .filter { $0.name == "screen" }
        .compactMap { descendants(SwitchExprSyntax.self, of: $0).first }
    }
    guard let (appFile, screenSwitch) = screens.first,
      let lastScreen = screenSwitch.switchCases.last
    else {
      throw .refused(
        "AppFeature pushes no screen for \(screen.source.module)'s destinations (it has no "
          + "`screen` of \(names.destination)); \(pushingFeatures(in: files)) with --from.")
    }
    guard screens.count == 1 else {
      throw .ambiguous(
        lookingFor: "`screen` of \(names.destination)",
        places: screens.map { files.location(of: $0.node, in: $0.path) })
    }

    // The source feature's destination: its case, its URL fragment and the reverse.
    let (destinationFile, destination) = try files.unique(
      EnumDeclSyntax.self, named: names.destination, in: sources.source)
    let destinationCases = destination.memberBlock.members.compactMap {
      $0.decl.as(EnumCaseDeclSyntax.self)
    }
    guard screen.feature.lowerIsAnIdentifier,
      !memberNames(of: names.destination, in: files).contains(names.lower)
    else {
      throw .refused(
        "\(names.destination) already has a member '\(names.lower)', or it is a Swift keyword; "
          + "choose another NAME.")
    }
    guard let lastCase = destinationCases.last,
      let route = members(VariableDeclSyntax.self, in: [destination.memberBlock])
        .first(where: { $0.name == "route" })
        .flatMap({ descendants(SwitchExprSyntax.self, of: $0).first?.switchCases.last }),
      let reverse = members(InitializerDeclSyntax.self, in: [destination.memberBlock])
        .first(where: {
          $0.signature.parameterClause.parameters.first?.type.trimmedDescription == names.route
        })
        .flatMap({ descendants(SwitchExprSyntax.self, of: $0).first?.switchCases }),
      let lastReverse = reverse.last
    else {
      throw .structureNotFound(
        file: files.location(of: destination, in: destinationFile),
        lookingFor:
          "cases, a `var route` that switches over them and an `init?(_: \(names.route), …)` "
          + "that switches over the route")
    }
    files[destinationFile].insert(
      "/// \(names.button): \(names.module)'s screen, pushed over the list.\n"
        + "case \(names.lower)", after: lastCase)
    files[destinationFile].addArm("case .\(names.lower): .\(names.lower)", after: route)
    // Before the arm that names the places the destination does not open, if there is one.
    if let unopened = reverse.first(where: { arm in
      descendants(ReturnStmtSyntax.self, of: arm).contains {
        $0.expression?.trimmedDescription == "nil"
      }
    }) {
      files[destinationFile].insert(
        "case .\(names.lower): self = .\(names.lower)", before: unopened)
    } else {
      files[destinationFile].insert(
        "case .\(names.lower): self = .\(names.lower)", after: lastReverse)
    }

    try addRoute(names, to: &files)
    try addEndpoint(names, to: &files)
    let toolbar = try addButton(names, to: &files)
    try redrawBars(from: toolbar.before, to: toolbar.after, button: names.button, in: &files)

    files[appFile].addArm(
      "case .\(names.lower): \(screen.feature.name)Model.self", after: lastScreen)
    files[appFile].addImport(screen.feature.module)

    // The preview's words for each destination.
    for (path, summary) in files.find(
      in: sources.preview,
      { file in
        members(
          VariableDeclSyntax.self, in: memberBlocks(ofType: names.destination, in: file.tree)
        )
        .filter { $0.name == "summary" }
        .compactMap { descendants(SwitchExprSyntax.self, of: $0).first?.switchCases.last }
      })
    {
      files[path].addArm("case .\(names.lower): \"\(names.lower)\"", after: summary)
    }

    return PushedScreenAddition(
      changedFiles: try files.applied(), toolbarBefore: toolbar.before,
      toolbarAfter: toolbar.after)
  }

  /// The route's case, its parse arm (before `default`) and its print arm.
  private func addRoute(_ names: Names, to files: inout EditedFiles) throws(ScaffoldError) {
    let (file, route) = try files.unique(
      EnumDeclSyntax.self, named: names.route, in: sources.source)
    let cases = route.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
    guard !memberNames(of: names.route, in: files).contains(names.lower) else {
      throw .refused("\(names.route) already has a member '\(names.lower)'; choose another NAME.")
    }
    let blocks = memberBlocks(ofType: names.route, in: files[file].tree)
    let parse = members(InitializerDeclSyntax.self, in: blocks).first {
      $0.signature.parameterClause.parameters.first?.firstName.text == "parsing"
    }
    let parseSwitch = parse.flatMap { parse in
      descendants(SwitchExprSyntax.self, of: parse).first {
        $0.switchCases.contains(where: \.isDefault)
      }
    }
    let print = members(FunctionDeclSyntax.self, in: blocks).first {
      $0.name.text == "print"
        && $0.signature.parameterClause.parameters.first?.firstName.text == "into"
    }
    guard let lastCase = cases.last, let parse, let parseSwitch,
      let defaultArm = parseSwitch.switchCases.first(where: \.isDefault),
      let print,
      let lastPrint = descendants(SwitchExprSyntax.self, of: print).first?.switchCases.last,
      let link = parse.signature.parameterClause.parameters.first?.internalName,
      let printLink = print.signature.parameterClause.parameters.first?.internalName
    else {
      throw .structureNotFound(
        file: files.location(of: route, in: file),
        lookingFor:
          "cases, an `init(parsing:)` in the same file whose switch has a `default`, and a "
          + "`print(into:)` that switches over the cases")
    }
    let keywords = parseSwitch.switchCases.flatMap { arm in
      descendants(StringLiteralExprSyntax.self, of: arm.label).compactMap {
        $0.representedLiteralValue
      }
    }
    guard !keywords.contains(names.kebab) else {
      throw .refused(
        "\(names.route) already reads \"\(names.kebab)\" (\(files.location(of: parseSwitch, in: file))); "
          + "choose another NAME.")
    }
    files[file].insert(
      "/// \(names.button): what follows in the link is \(names.module)'s.\ncase \(names.lower)",
      after: lastCase)
    files[file].insert(
      "case \"\(names.kebab)\":\n  _ = \(link).popFirst()\n  self = .\(names.lower)",
      before: defaultArm)
    files[file].addArm(
      "case .\(names.lower):\n  \(printLink).path.append(\"\(names.kebab)\")", after: lastPrint)
  }

  /// The model's `<lower>ButtonTapped()`, after the last endpoint that asks for a destination.
  private func addEndpoint(_ names: Names, to files: inout EditedFiles) throws(ScaffoldError) {
    let endpoints = files.find(in: sources.source) { file in
      members(FunctionDeclSyntax.self, in: memberBlocks(ofType: names.model, in: file.tree))
        .filter { $0.name.text.hasSuffix("ButtonTapped") }
    }
    let asking = endpoints.filter { endpoint in
      endpoint.node.body?.statements.trimmedDescription.contains("onDestination(") == true
    }
    guard let (file, anchor) = asking.last ?? endpoints.last else {
      throw .structureNotFound(
        file: "\(names.model) in \(names.module)",
        lookingFor: "a `…ButtonTapped()` method (the new one goes after it)")
    }
    let endpoint = "\(names.lower)ButtonTapped"
    if endpoints.contains(where: { $0.node.name.text == endpoint }) {
      throw .refused("\(names.model) already has a \(endpoint)(); choose another NAME.")
    }
    files[file].insert(
      """

      /// Asks for \(names.module)'s screen (``\(names.destination)/\(names.lower)``).
      public func \(endpoint)() {
        onDestination(.\(names.lower))
      }
      """, after: anchor)
  }

  /// A `ToolbarItem` with the new button in the source's view, after its last secondary action;
  /// returns the buttons as the bar draws them, before and after.
  private func addButton(
    _ names: Names, to files: inout EditedFiles
  ) throws(ScaffoldError) -> (before: String, after: String) {
    let (file, view) = try files.unique(
      StructDeclSyntax.self, named: names.view, in: sources.source)
    let model = members(VariableDeclSyntax.self, in: [view.memberBlock]).first {
      $0.typeName == names.model && $0.isStoredInstanceProperty
    }
    let items = descendants(FunctionCallExprSyntax.self, of: view).filter {
      $0.calledExpression.trimmedDescription == "ToolbarItem"
    }
    guard let model = model?.name, let firstItem = items.first else {
      throw .structureNotFound(
        file: files.location(of: view, in: file),
        lookingFor: "a stored `\(names.model)` property and a `ToolbarItem` in its `.toolbar`")
    }
    // The bar draws the secondary actions, then the primary ones (TextUI's renderBar).
    func placement(_ item: FunctionCallExprSyntax) -> String {
      item.arguments.first { $0.label?.text == "placement" }?.expression.trimmedDescription
        ?? ".automatic"
    }
    func label(_ item: FunctionCallExprSyntax) throws(ScaffoldError) -> String {
      guard
        let label = descendants(StringLiteralExprSyntax.self, of: item).first?
          .representedLiteralValue
      else {
        throw .structureNotFound(
          file: files.location(of: item, in: file),
          lookingFor: "a string literal as the toolbar button's title")
      }
      return label
    }
    let secondary = items.filter { [".secondaryAction", ".automatic"].contains(placement($0)) }
    let primary = items.filter {
      [".primaryAction", ".confirmationAction"].contains(placement($0))
    }
    let secondaryLabels = try secondary.map { item throws(ScaffoldError) in try label(item) }
    let primaryLabels = try primary.map { item throws(ScaffoldError) in try label(item) }
    // A second button with a title the bar already shows could not be told apart by a tap.
    guard !(secondaryLabels + primaryLabels).contains(names.button) else {
      throw .refused(
        "\(names.view)'s toolbar already has a button '\(names.button)'; choose another --button.")
    }
    func drawn(_ labels: [String]) -> String {
      labels.map { "[\($0)]" }.joined(separator: " ")
    }
    let item = """
      ToolbarItem(placement: .secondaryAction) {
        Button("\(names.button)") { \(model).\(names.lower)ButtonTapped() }
      }
      """
    if let last = secondary.last {
      files[file].insert(item, after: last)
    } else {
      files[file].insert(item, before: firstItem)
    }
    return (
      drawn(secondaryLabels + primaryLabels),
      drawn(secondaryLabels + [names.button] + primaryLabels)
    )
  }

  /// Every one-line string literal in the source's tests that ends with its bar's buttons is a
  /// bar as drawn at its width: the title stays, the buttons are drawn again on its right.
  private func redrawBars(
    from before: String, to after: String, button: String, in files: inout EditedFiles
  ) throws(ScaffoldError) {
    let bars = files.find(in: sources.sourceTests) { file in
      descendants(StringSegmentSyntax.self, of: file.tree).filter {
        let text = $0.content.text
        return text.hasSuffix(" " + before) && !text.contains("\\") && !text.contains("\n")
      }
    }
    for (path, bar) in bars {
      let text = bar.content.text
      let width = text.count
      var head = text.dropLast(before.count)
      while head.last == " " { head = head.dropLast() }
      // The title keeps at least one space before the buttons, or it is cut.
      guard head.count + 1 + after.count <= width else {
        throw .refused(
          "the bar drawn at \(files.location(of: bar, in: path)) is \(width) columns wide: the "
            + "button '\(button)' does not fit beside its title; choose a shorter --button.")
      }
      files[path].replace(
        bar.content,
        with: head + String(repeating: " ", count: width - head.count - after.count) + after)
    }
  }

  /// The names `type`'s members go by (cases, properties, methods), in its declaration and its
  /// extensions among the source's files: a new case must not clash with any.
  private func memberNames(of type: String, in files: EditedFiles) -> Set<String> {
    let blocks = files.find(in: sources.source) { memberBlocks(ofType: type, in: $0.tree) }
      .map(\.node)
    return Set(
      members(EnumCaseDeclSyntax.self, in: blocks).flatMap { $0.elements.map(\.name.text) }
        + members(VariableDeclSyntax.self, in: blocks).compactMap(\.name)
        + members(FunctionDeclSyntax.self, in: blocks).map(\.name.text))
  }

  /// The features whose destinations AppFeature pushes screens for, for a refusal.
  private func pushingFeatures(in files: EditedFiles) -> String {
    let pushing = files.find(in: sources.app) { file in
      descendants(ExtensionDeclSyntax.self, of: file.tree).filter {
        members(VariableDeclSyntax.self, in: [$0.memberBlock]).contains { $0.name == "screen" }
      }
    }.map { $0.node.extendedType.trimmedDescription.replacing("Destination", with: "") }
    return pushing.isEmpty
      ? "no feature's destinations push a screen, so none can be given"
      : "give " + pushing.sorted().joined(separator: " or ")
  }
}

/// The names the files use: `Inventory`'s types and the new feature's case and fragment.
private struct Names {
  let destination: String
  let route: String
  let model: String
  let view: String
  let lower: String
  let kebab: String
  let module: String
  let button: String

  init(_ screen: PushedScreen) {
    let source = screen.source.name
    destination = "\(source)Destination"
    route = "\(source)Route"
    model = "\(source)Model"
    view = "\(source)View"
    lower = screen.feature.lower
    kebab = screen.feature.kebab
    module = screen.feature.module
    button = screen.button
  }
}

/// The files being edited, by path, each parsed once.
private struct EditedFiles {
  private var files: [String: SwiftFile] = [:]

  init(_ sources: PushedScreenSources) {
    for group in [sources.app, sources.source, sources.sourceTests, sources.preview] {
      for (path, text) in group { files[path] = SwiftFile(path: path, text: text) }
    }
  }

  subscript(path: String) -> SwiftFile {
    get { files[path]! }
    set { files[path] = newValue }
  }

  /// What `nodes` finds in each of `group`'s files, by path, in path order.
  func find<Node>(
    in group: [String: String], _ nodes: (SwiftFile) -> [Node]
  ) -> [(path: String, node: Node)] {
    group.keys.sorted().flatMap { path in nodes(self[path]).map { (path, $0) } }
  }

  /// The one declaration of `type` named `name` in `group`.
  func unique<Decl: DeclSyntaxProtocol & NamedDeclSyntax>(
    _ type: Decl.Type, named name: String, in group: [String: String]
  ) throws(ScaffoldError) -> (path: String, node: Decl) {
    let found = find(in: group) { file in
      descendants(Decl.self, of: file.tree).filter { $0.name.text == name }
    }
    guard let first = found.first else {
      throw .structureNotFound(
        file: group.keys.sorted().first.map { "\($0) and the files beside it" } ?? "(no files)",
        lookingFor: "declaration of \(name)")
    }
    guard found.count == 1 else {
      throw .ambiguous(
        lookingFor: "declaration of \(name)",
        places: found.map { location(of: $0.node, in: $0.path) })
    }
    return first
  }

  func location(of node: some SyntaxProtocol, in path: String) -> String {
    self[path].location(of: node)
  }

  /// Each edited file's new text.
  func applied() throws(ScaffoldError) -> [String: String] {
    var result: [String: String] = [:]
    for (path, file) in files where file.isEdited {
      result[path] = try file.apply()
    }
    return result
  }
}
