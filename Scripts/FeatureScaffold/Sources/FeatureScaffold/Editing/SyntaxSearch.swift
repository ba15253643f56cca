import SwiftSyntax

/// Every node of type `Node` in `root`, in source order.
func descendants<Node: SyntaxProtocol>(_ type: Node.Type, of root: some SyntaxProtocol) -> [Node] {
  let collector = Collector<Node>(viewMode: .sourceAccurate)
  collector.walk(root)
  return collector.found
}

private final class Collector<Node: SyntaxProtocol>: SyntaxAnyVisitor {
  var found: [Node] = []

  override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
    if let match = node.as(Node.self) {
      found.append(match)
    }
    return .visitChildren
  }
}

/// The member blocks that declare `name`'s members: the type itself and its extensions.
func memberBlocks(ofType name: String, in root: some SyntaxProtocol) -> [MemberBlockSyntax] {
  descendants(DeclSyntax.self, of: root).compactMap { decl in
    if let type = decl.asProtocol((any NamedDeclSyntax).self), type.name.text == name,
      let group = decl.asProtocol((any DeclGroupSyntax).self)
    {
      return group.memberBlock
    }
    if let extensionDecl = decl.as(ExtensionDeclSyntax.self),
      extensionDecl.extendedType.trimmedDescription.split(separator: ".").last.map(String.init)
        == name
    {
      return extensionDecl.memberBlock
    }
    return nil
  }
}

/// The declarations of `type` among `blocks`' members.
func members<Decl: DeclSyntaxProtocol>(_ type: Decl.Type, in blocks: [MemberBlockSyntax]) -> [Decl]
{
  blocks.flatMap { block in block.members.compactMap { $0.decl.as(Decl.self) } }
}

extension VariableDeclSyntax {
  /// The name of the variable it declares, when it declares one.
  var name: String? {
    bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
  }

  /// The declared type, as written.
  var typeName: String? {
    bindings.first?.typeAnnotation?.type.trimmedDescription
  }

  /// Whether it is an instance property that holds a value (not computed, not static).
  var isStoredInstanceProperty: Bool {
    guard !modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else {
      return false
    }
    guard let accessors = bindings.first?.accessorBlock?.accessors else { return true }
    guard case .accessors(let list) = accessors else { return false }
    return list.allSatisfy {
      [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
    }
  }
}

extension FunctionParameterSyntax {
  /// The name the body uses.
  var internalName: String {
    (secondName ?? firstName).text
  }
}

extension SwitchCaseSyntax {
  /// The enum cases its patterns name: `.one, .three` and `.inventory(let place)` name `one`,
  /// `three` and `inventory`.
  var caseNames: [String] {
    guard case .case(let label) = label else { return [] }
    return label.caseItems.compactMap { caseName(of: $0.pattern) }
  }

  /// Whether it is `default:`.
  var isDefault: Bool {
    if case .default = label { true } else { false }
  }
}

private func caseName(of pattern: PatternSyntax) -> String? {
  if let binding = pattern.as(ValueBindingPatternSyntax.self) {
    return caseName(of: binding.pattern)
  }
  guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
  let member =
    expression.as(MemberAccessExprSyntax.self)
    ?? expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
  return member?.declName.baseName.text
}

extension SwitchExprSyntax {
  /// Its cases, leaving out `#if` blocks.
  var switchCases: [SwitchCaseSyntax] {
    cases.compactMap { $0.as(SwitchCaseSyntax.self) }
  }

  /// Whether its cases name exactly `names`, each once or together.
  func coversExactly(_ names: [String]) -> Bool {
    let named = switchCases.flatMap(\.caseNames)
    return Set(named) == Set(names) && named.count == names.count
  }
}
