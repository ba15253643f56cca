import SwiftSyntax

/// The tabs of an app, before and after a tab was added, and the files that changed.
public struct TabAddition: Equatable, Sendable {
  /// Each changed file's path and new text.
  public var changedFiles: [String: String]
  /// The tab bar before, in order.
  public var tabsBefore: [TabEntry]
  /// The tab bar after, in order.
  public var tabsAfter: [TabEntry]
}

/// Adds a tab to AppFeature's sources by finding, in their syntax, each place a tab is stated:
///
/// - the enum named `Tab` (its cases are the tab bar's order) and the switch in its `title`;
/// - `AppModel`'s feature models (a stored property whose type ends in `Model`), their creation
///   in its initialiser (after the last `self.x = …` of a stored property) and the wiring of
///   `onDestination` (at the end of the initialiser);
/// - the switch over the tabs in a View's `content(of:)`;
/// - `AppState`'s stored property, its initialiser's parameter and assignment, and the switches
///   over the tabs in its `url` and its `init(parsing:…)`;
/// - `AppModel`'s `state` (the `AppState(…)` it builds) and `show(_:)` taking an `AppState`.
///
/// A "switch over the tabs" is one whose cases name exactly the `Tab` enum's cases. The new arm
/// goes after the arm naming the tab the new one follows. Files that name the feature's types
/// import its module.
public struct AppFeatureTabEditor {
  private var files: [SwiftFile]
  private let folder: String

  /// - Parameters:
  ///   - sources: AppFeature's Swift sources, path to text.
  ///   - folder: Where they are, for messages that cannot name one file.
  public init(sources: [String: String], folder: String) {
    files = sources.keys.sorted().map { SwiftFile(path: $0, text: sources[$0] ?? "") }
    self.folder = folder
  }

  /// The tab bar as the sources declare it: the `Tab` enum's cases and their titles.
  public func tabs() throws(ScaffoldError) -> [TabEntry] {
    try readTabs().entries
  }

  /// Adds `tab` (see the type's documentation for where).
  ///
  /// - Throws: ``ScaffoldError`` if the tab clashes with AppFeature's names or a place is not
  ///   found; nothing is changed then.
  public func adding(_ tab: NewTab) throws(ScaffoldError) -> TabAddition {
    var editor = self
    return try editor.add(tab)
  }

  private struct DeclaredTabs {
    var file: Int
    var cases: [EnumCaseDeclSyntax]
    var titleSwitch: SwitchExprSyntax
    var entries: [TabEntry]
    var names: [String] { entries.map(\.name) }
  }

  private func readTabs() throws(ScaffoldError) -> DeclaredTabs {
    let (file, tabEnum) = try one(
      "enum named Tab (the app's tabs)",
      found { descendants(EnumDeclSyntax.self, of: $0).filter { $0.name.text == "Tab" } })
    let cases = tabEnum.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
    let names = cases.flatMap { $0.elements.map(\.name.text) }
    let title = members(VariableDeclSyntax.self, in: [tabEnum.memberBlock]).first {
      $0.name == "title"
    }
    guard !names.isEmpty,
      let titleSwitch = title.flatMap({ title in
        descendants(SwitchExprSyntax.self, of: title).first { $0.coversExactly(names) }
      })
    else {
      throw .structureNotFound(
        file: files[file].path,
        lookingFor: "`var title` in the enum named Tab whose switch has an arm for each case")
    }
    var titles: [String: String] = [:]
    for arm in titleSwitch.switchCases {
      guard case .expr(let expression) = arm.statements.first?.item,
        let literal = expression.as(StringLiteralExprSyntax.self),
        let text = literal.representedLiteralValue
      else {
        throw .structureNotFound(
          file: files[file].location(of: arm), lookingFor: "a string literal as the tab's title")
      }
      for name in arm.caseNames { titles[name] = text }
    }
    return DeclaredTabs(
      file: file, cases: cases, titleSwitch: titleSwitch,
      entries: names.map { TabEntry(name: $0, title: titles[$0] ?? $0) })
  }

  private mutating func add(_ tab: NewTab) throws(ScaffoldError) -> TabAddition {
    let feature = tab.feature
    let lower = feature.lower
    let name = feature.name
    let tabs = try readTabs()
    try checkNoClash(tab, tabs: tabs.names)
    let previous = tab.after ?? tabs.names[tabs.names.count - 1]
    guard let position = tabs.names.firstIndex(of: previous) else {
      throw .refused(
        "there is no tab '\(previous)' to put the new tab after; the tabs are "
          + tabs.names.joined(separator: ", ") + " (AppModel.Tab in \(files[tabs.file].path)).")
    }

    // The enum named Tab and its titles.
    if let previousCase = tabs.cases.first(where: {
      $0.elements.contains { $0.name.text == previous }
    }) {
      files[tabs.file].insert(
        "/// The \(tab.title) tab: \(feature.module).\ncase \(lower)", after: previousCase)
    }
    insertArm(
      "case .\(lower): \"\(tab.title)\"", in: (tabs.file, tabs.titleSwitch), after: previous)

    try addModel(tab, tabs: tabs.names)
    try addView(tab, tabs: tabs.names, after: previous)
    try addRoute(tab, tabs: tabs.names, after: previous)
    try addState(tab)
    try addRestoration(tab)

    var changed: [String: String] = [:]
    for index in files.indices where files[index].isEdited {
      let edits = files[index].insertedText
      if [name + "Model", name + "View", name + "Route"].contains(where: edits.contains) {
        addImport(feature.module, to: index)
      }
      changed[files[index].path] = try files[index].apply()
    }
    var after = tabs.entries
    after.insert(TabEntry(name: lower, title: tab.title), at: position + 1)
    return TabAddition(changedFiles: changed, tabsBefore: tabs.entries, tabsAfter: after)
  }

  private func checkNoClash(_ tab: NewTab, tabs: [String]) throws(ScaffoldError) {
    let lower = tab.feature.lower
    guard tab.feature.lowerIsAnIdentifier else {
      throw .refused("a tab named '\(lower)' is a Swift keyword; choose another NAME.")
    }
    if tabs.contains(lower) {
      throw .refused("AppModel.Tab already has a case '\(lower)'; choose another NAME.")
    }
    for file in files {
      if let token = file.tree.tokens(viewMode: .sourceAccurate).first(where: {
        $0.tokenKind == .identifier(lower)
      }) {
        throw .refused(
          "a tab named '\(lower)' would clash with the name '\(lower)' at \(file.location(of: token)) "
            + "in AppFeature; choose another NAME.")
      }
    }
  }

  // MARK: AppModel: the model, its creation and its wiring

  private mutating func addModel(_ tab: NewTab, tabs: [String]) throws(ScaffoldError) {
    let lower = tab.feature.lower
    let (file, app) = try one(
      "class named AppModel",
      found { descendants(ClassDeclSyntax.self, of: $0).filter { $0.name.text == "AppModel" } })
    let stored = members(VariableDeclSyntax.self, in: [app.memberBlock]).filter(
      \.isStoredInstanceProperty)
    guard
      let anchor = stored.last(where: { $0.typeName?.hasSuffix("Model") == true }) ?? stored.last
    else {
      throw .structureNotFound(file: files[file].path, lookingFor: "stored properties in AppModel")
    }
    files[file].insert(
      "/// The \(tab.title) tab's model.\npublic let \(lower): \(tab.feature.name)Model",
      after: anchor)

    let initializers = members(InitializerDeclSyntax.self, in: [app.memberBlock]).filter {
      !$0.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) }
    }
    guard initializers.count == 1, let initializer = initializers.first,
      let statements = initializer.body?.statements, let last = statements.last
    else {
      throw .structureNotFound(
        file: files[file].path, lookingFor: "one designated initialiser of AppModel, with a body")
    }
    let storedNames = Set(stored.compactMap(\.name))
    guard let lastAssignment = statements.last(where: { $0.assignsSelfProperty(in: storedNames) })
    else {
      throw .structureNotFound(
        file: files[file].location(of: initializer),
        lookingFor: "an assignment `self.<stored property> = …` in AppModel's initialiser")
    }
    var arguments = ""
    if tab.readsStore {
      guard
        initializer.signature.parameterClause.parameters.contains(where: {
          $0.internalName == "apiClient"
        })
      else {
        throw .structureNotFound(
          file: files[file].location(of: initializer),
          lookingFor: "an `apiClient` parameter of AppModel's initialiser, which a feature that "
            + "reads the store (--store) is built with")
      }
      arguments = "apiClient: apiClient"
    }
    files[file].insert(
      "self.\(lower) = \(tab.feature.name)Model(\(arguments))", after: lastAssignment)
    files[file].insert(
      """
      self.\(lower).onDestination = { [weak self] destination in
        self?.interpret(destination)
      }
      """, after: last)
  }

  // MARK: AppView: what the tab shows

  private mutating func addView(_ tab: NewTab, tabs: [String], after previous: String)
    throws(ScaffoldError)
  {
    let views = found { tree in
      descendants(StructDeclSyntax.self, of: tree).compactMap {
        view -> (StructDeclSyntax, SwitchExprSyntax)? in
        let content = members(FunctionDeclSyntax.self, in: [view.memberBlock]).first {
          $0.name.text == "content"
        }
        guard let content,
          let tabSwitch = descendants(SwitchExprSyntax.self, of: content).first(where: {
            $0.coversExactly(tabs)
          })
        else { return nil }
        return (view, tabSwitch)
      }
    }
    let (file, (view, tabSwitch)) = try one(
      "switch over the tabs in a View's `content(of:)` (what each tab shows)", views)
    guard
      let model = members(VariableDeclSyntax.self, in: [view.memberBlock]).first(where: {
        $0.typeName == "AppModel"
      })?.name
    else {
      throw .structureNotFound(
        file: files[file].location(of: view),
        lookingFor: "a property of type AppModel in \(view.name.text)")
    }
    insertArm(
      "case .\(tab.feature.lower): NavigationStack { \(tab.feature.name)View(model: \(model).\(tab.feature.lower)) }",
      in: (file, tabSwitch), after: previous)
  }

  // MARK: AppState's URL

  private mutating func addRoute(_ tab: NewTab, tabs: [String], after previous: String)
    throws(ScaffoldError)
  {
    let lower = tab.feature.lower
    let printing = try tabSwitch(
      in: "AppState", "`var url` of AppState",
      members: { members(VariableDeclSyntax.self, in: $0).filter { $0.name == "url" } }, tabs: tabs)
    insertArm(
      "case .\(lower): \(lower)?.route?.print(into: &link)", in: printing.0, after: previous)

    let parsing = try tabSwitch(
      in: "AppState", "`init(parsing:…)` of AppState",
      members: {
        members(InitializerDeclSyntax.self, in: $0).filter {
          $0.signature.parameterClause.parameters.first?.firstName.text == "parsing"
        }
      }, tabs: tabs)
    let link = parsing.1.signature.parameterClause.parameters.first?.internalName ?? "link"
    insertArm(
      "case .\(lower): \(lower) = .init(route: \(link).path.isEmpty ? nil : try \(tab.feature.name)Route(parsing: &\(link)))",
      in: parsing.0, after: previous)
  }

  // MARK: AppState: the saved form

  private mutating func addState(_ tab: NewTab) throws(ScaffoldError) {
    let lower = tab.feature.lower
    let stateType = "\(tab.feature.name)Model.State"
    let (file, state) = try one(
      "struct named AppState",
      found { descendants(StructDeclSyntax.self, of: $0).filter { $0.name.text == "AppState" } })
    let stored = members(VariableDeclSyntax.self, in: [state.memberBlock]).filter(
      \.isStoredInstanceProperty)
    let initializer = members(InitializerDeclSyntax.self, in: [state.memberBlock]).first {
      $0.signature.parameterClause.parameters.contains { $0.firstName.text == "selectedTab" }
    }
    guard let anchor = stored.last, let initializer,
      let lastParameter = initializer.signature.parameterClause.parameters.last,
      let lastStatement = initializer.body?.statements.last
    else {
      throw .structureNotFound(
        file: files[file].path,
        lookingFor: "AppState's stored properties and its `init(selectedTab:…)` with a body")
    }
    files[file].insert(
      "/// The \(tab.title) tab's state; `nil` while it is as it starts, as in a snapshot saved\n"
        + "/// before the tab existed.\npublic var \(lower): \(stateType)?", after: anchor)
    if lastParameter.trailingComma == nil {
      files[file].insert(at: lastParameter.endPositionBeforeTrailingTrivia.utf8Offset, ",")
    }
    files[file].insert("\(lower): \(stateType)? = nil", after: lastParameter)
    files[file].insert("self.\(lower) = \(lower)", after: lastStatement)
  }

  // MARK: AppModel: projection, restoration and links

  private mutating func addRestoration(_ tab: NewTab) throws(ScaffoldError) {
    let lower = tab.feature.lower
    let initial = "\(tab.feature.name)Model.State()"
    let projection = found { tree in
      members(VariableDeclSyntax.self, in: memberBlocks(ofType: "AppModel", in: tree))
        .filter { $0.name == "state" && $0.typeName == "AppState" }
        .compactMap { state in
          descendants(FunctionCallExprSyntax.self, of: state).first {
            $0.calledExpression.trimmedDescription == "AppState"
          }
        }
    }
    let (file, call) = try one(
      "`AppState(…)` built in AppModel's `var state: AppState`", projection)
    guard let lastArgument = call.arguments.last else {
      throw .structureNotFound(
        file: files[file].location(of: call), lookingFor: "arguments to AppState(…)")
    }
    if lastArgument.trailingComma == nil {
      files[file].insert(at: lastArgument.endPositionBeforeTrailingTrivia.utf8Offset, ",")
    }
    files[file].insert(
      "\(lower): \(lower).state == \(initial) ? nil : \(lower).state", after: lastArgument)

    let restorers = found { tree in
      members(FunctionDeclSyntax.self, in: memberBlocks(ofType: "AppModel", in: tree)).filter {
        $0.name.text == "show" && $0.signature.parameterClause.parameters.count == 1
          && $0.signature.parameterClause.parameters.first?.type.trimmedDescription == "AppState"
      }
    }
    let (restoreFile, restore) = try one("`show(_:)` of AppModel taking an AppState", restorers)
    guard let parameter = restore.signature.parameterClause.parameters.first,
      let last = restore.body?.statements.last
    else {
      throw .structureNotFound(file: files[restoreFile].location(of: restore), lookingFor: "a body")
    }
    files[restoreFile].insert(
      "\(lower).restore(\(parameter.internalName).\(lower) ?? \(initial))", after: last)

  }

  // MARK: Finding

  /// `search`'s results in every file, with the file's index.
  private func found<Node>(_ search: (SourceFileSyntax) -> [Node]) -> [(Int, Node)] {
    files.indices.flatMap { index in search(files[index].tree).map { (index, $0) } }
  }

  /// The one result, or an error saying what was looked for and where.
  private func one<Node: SyntaxProtocol>(
    _ lookingFor: String, _ candidates: [(Int, Node)]
  ) throws(ScaffoldError) -> (Int, Node) {
    try one(lookingFor, candidates, at: { $0 })
  }

  private func one<Value>(
    _ lookingFor: String, _ candidates: [(Int, Value)], at node: (Value) -> any SyntaxProtocol
  ) throws(ScaffoldError) -> (Int, Value) {
    guard let first = candidates.first else {
      throw .structureNotFound(file: folder, lookingFor: lookingFor)
    }
    guard candidates.count == 1 else {
      throw .ambiguous(
        lookingFor: lookingFor,
        places: candidates.map { files[$0.0].location(of: node($0.1)) })
    }
    return first
  }

  private func one<View: SyntaxProtocol>(
    _ lookingFor: String, _ candidates: [(Int, (View, SwitchExprSyntax))]
  ) throws(ScaffoldError) -> (Int, (View, SwitchExprSyntax)) {
    try one(lookingFor, candidates, at: { $0.0 })
  }

  /// The switch over the tabs inside the one member of `type` that `members` selects.
  private func tabSwitch<Member: SyntaxProtocol>(
    in type: String, _ lookingFor: String,
    members: ([MemberBlockSyntax]) -> [Member], tabs: [String]
  ) throws(ScaffoldError) -> ((Int, SwitchExprSyntax), Member) {
    let candidates = found { tree in
      members(memberBlocks(ofType: type, in: tree)).compactMap {
        member -> (Member, SwitchExprSyntax)? in
        descendants(SwitchExprSyntax.self, of: member).first { $0.coversExactly(tabs) }.map {
          (member, $0)
        }
      }
    }
    let description =
      "switch over the tabs (an arm for each of \(tabs.joined(separator: ", "))) in \(lookingFor)"
    let (file, (member, tabSwitch)) = try one(description, candidates, at: { $0.0 })
    return ((file, tabSwitch), member)
  }

  // MARK: Editing

  /// Inserts `arm` after the arm naming `previous`, or last.
  private mutating func insertArm(
    _ arm: String, in place: (Int, SwitchExprSyntax), after previous: String
  ) {
    let (file, tabSwitch) = place
    let anchor =
      tabSwitch.switchCases.first { $0.caseNames.contains(previous) }
      ?? tabSwitch.switchCases.last { !$0.isDefault }
    if let anchor {
      files[file].insert(arm, after: anchor)
    }
  }

  /// Adds `import module` where the sorted imports put it.
  private mutating func addImport(_ module: String, to file: Int) {
    let imports = descendants(ImportDeclSyntax.self, of: files[file].tree)
    if imports.contains(where: { $0.path.trimmedDescription == module }) { return }
    if let next = imports.first(where: {
      $0.path.trimmedDescription.lowercased() > module.lowercased()
    }) {
      files[file].insert("import \(module)", before: next)
    } else if let last = imports.last {
      files[file].insert("import \(module)", after: last)
    } else {
      files[file].insert(at: 0, "import \(module)\n\n")
    }
  }
}

extension CodeBlockItemSyntax {
  /// Whether it is `self.name = …` for one of `names`.
  fileprivate func assignsSelfProperty(in names: Set<String>) -> Bool {
    guard case .expr(let expression) = item,
      let sequence = expression.as(SequenceExprSyntax.self),
      sequence.elements.count >= 3
    else { return false }
    let elements = Array(sequence.elements)
    guard let target = elements[0].as(MemberAccessExprSyntax.self),
      target.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
      elements[1].is(AssignmentExprSyntax.self)
    else { return false }
    return names.contains(target.declName.baseName.text)
  }
}
