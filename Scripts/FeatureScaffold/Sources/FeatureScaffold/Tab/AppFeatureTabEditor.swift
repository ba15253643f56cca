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

/// Adds a tab to AppFeature's sources where the app declares its tabs: the enum named `Tab`,
/// whose cases are the tab bar's order, and the switch in its `content` that says what each tab
/// shows under which title (its first string literal). A feature's tab is a case and an arm,
/// `case .stats: .feature("Stats", StatsModel.self)`; everything else about it is the feature's
/// conformance to `FeatureScreen`, which the scaffold writes from its template.
public struct AppFeatureTabEditor {
  private let files: [SwiftFile]
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
    try declaredTabs().entries
  }

  /// Adds `tab` after the tab it names (last by default).
  ///
  /// - Throws: ``ScaffoldError`` if the tab clashes with a tab or a Swift keyword, or the
  ///   declaration is not found; nothing is changed then.
  public func adding(_ tab: NewTab) throws(ScaffoldError) -> TabAddition {
    let tabs = try declaredTabs()
    let names = tabs.entries.map(\.name)
    let lower = tab.feature.lower
    guard tab.feature.lowerIsAnIdentifier else {
      throw .refused("a tab named '\(lower)' is a Swift keyword; choose another NAME.")
    }
    guard !names.contains(lower) else {
      throw .refused("AppModel.Tab already has a case '\(lower)'; choose another NAME.")
    }
    // The feature's conformance names its model `AppModel.<lower>`.
    for file in files {
      if let token = file.tree.tokens(viewMode: .sourceAccurate).first(where: {
        $0.tokenKind == .identifier(lower)
      }) {
        throw .refused(
          "a tab named '\(lower)' would clash with the name '\(lower)' at "
            + "\(file.location(of: token)) in AppFeature; choose another NAME.")
      }
    }
    let previous = tab.after ?? names[names.count - 1]
    guard let position = names.firstIndex(of: previous),
      let previousCase = tabs.cases.first(where: {
        $0.elements.contains { $0.name.text == previous }
      }),
      let previousArm = tabs.content.switchCases.first(where: { $0.caseNames.contains(previous) })
    else {
      throw .refused(
        "there is no tab '\(previous)' to put the new tab after; the tabs are "
          + names.joined(separator: ", ") + " (AppModel.Tab in \(tabs.file.path)).")
    }

    var file = tabs.file
    file.insert(
      "/// The \(tab.title) tab: \(tab.feature.module).\ncase \(lower)", after: previousCase)
    file.insert(
      "case .\(lower): .feature(\"\(tab.title)\", \(tab.feature.name)Model.self)",
      after: previousArm)
    file.addImport(tab.feature.module)

    var after = tabs.entries
    after.insert(TabEntry(name: lower, title: tab.title), at: position + 1)
    return TabAddition(
      changedFiles: [file.path: try file.apply()], tabsBefore: tabs.entries, tabsAfter: after)
  }

  private struct DeclaredTabs {
    var file: SwiftFile
    var cases: [EnumCaseDeclSyntax]
    var content: SwitchExprSyntax
    var entries: [TabEntry]
  }

  private func declaredTabs() throws(ScaffoldError) -> DeclaredTabs {
    let enums = files.flatMap { file in
      descendants(EnumDeclSyntax.self, of: file.tree).filter { $0.name.text == "Tab" }.map {
        (file, $0)
      }
    }
    guard let (file, tabEnum) = enums.first else {
      throw .structureNotFound(file: folder, lookingFor: "enum named Tab (the app's tabs)")
    }
    guard enums.count == 1 else {
      throw .ambiguous(
        lookingFor: "enum named Tab (the app's tabs)",
        places: enums.map { $0.0.location(of: $0.1) })
    }
    let cases = tabEnum.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
    let names = cases.flatMap { $0.elements.map(\.name.text) }
    let content = members(VariableDeclSyntax.self, in: [tabEnum.memberBlock]).first {
      $0.name == "content"
    }
    guard !names.isEmpty,
      let contentSwitch = content.flatMap({ content in
        descendants(SwitchExprSyntax.self, of: content).first { $0.coversExactly(names) }
      })
    else {
      throw .structureNotFound(
        file: file.location(of: tabEnum),
        lookingFor: "`var content` in the enum named Tab whose switch has an arm for each case")
    }
    var titles: [String: String] = [:]
    for arm in contentSwitch.switchCases {
      guard
        let title = descendants(StringLiteralExprSyntax.self, of: arm).first?
          .representedLiteralValue
      else {
        throw .structureNotFound(
          file: file.location(of: arm), lookingFor: "a string literal as the tab's title")
      }
      for name in arm.caseNames { titles[name] = title }
    }
    return DeclaredTabs(
      file: file, cases: cases, content: contentSwitch,
      entries: names.map { TabEntry(name: $0, title: titles[$0] ?? $0) })
  }
}
