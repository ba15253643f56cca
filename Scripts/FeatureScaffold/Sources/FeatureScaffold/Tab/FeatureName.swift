import SwiftParser
import SwiftSyntax

/// The names a feature goes by: `Stats` makes the package StatsFeature, the model StatsModel,
/// the preview StatsPreview (`Scripts/preview stats`) and, for a tab, the case `stats`.
public struct FeatureName: Equatable, Sendable {
  /// The UpperCamelCase stem, `Stats`.
  public let name: String

  /// Reads a feature's name; a trailing "Feature" is dropped (Stats and StatsFeature both name
  /// StatsFeature).
  ///
  /// - Throws: ``ScaffoldError/refused(_:)`` if it is not an UpperCamelCase Swift identifier.
  public init(_ given: String) throws(ScaffoldError) {
    let stem = given.hasSuffix("Feature") ? String(given.dropLast("Feature".count)) : given
    guard let first = stem.unicodeScalars.first, ("A"..."Z").contains(first),
      stem.unicodeScalars.allSatisfy({
        $0.isASCII && $0.properties.isAlphabetic || ("0"..."9").contains($0)
      })
    else {
      throw .refused(
        "'\(given)' is not an UpperCamelCase Swift identifier (ASCII letters and digits, starting "
          + "with a capital): choose a NAME like Stats.")
    }
    name = stem
  }

  /// The package and its module, `StatsFeature`.
  public var module: String { name + "Feature" }
  /// The preview executable, `StatsPreview`.
  public var preview: String { name + "Preview" }
  /// The tab's case, property and URL component: `stats`.
  public var lower: String { name.prefix(1).lowercased() + name.dropFirst() }

  /// The name `Scripts/preview` takes: the stem in kebab case, `item-row` for ItemRow. The rule
  /// is Scripts/lib/preview-names.bash's, which Scripts/preview reads.
  public var kebab: String {
    var result = ""
    var previous: Unicode.Scalar?
    for scalar in name.unicodeScalars {
      if let previous, ("A"..."Z").contains(scalar),
        ("a"..."z").contains(previous) || ("0"..."9").contains(previous)
      {
        result += "-"
      }
      result += String(scalar).lowercased()
      previous = scalar
    }
    return result
  }

  /// The name in words, as a button's title: `Low stock` for LowStock.
  public var words: String {
    let words = kebab.replacing("-", with: " ")
    return words.prefix(1).uppercased() + words.dropFirst()
  }

  /// Whether `lower` can be a case, a property and a parameter: not a keyword Swift reserves there.
  var lowerIsAnIdentifier: Bool {
    let declaration = Parser.parse(source: "let \(lower) = 0")
    guard !declaration.hasError,
      let binding = descendants(PatternBindingSyntax.self, of: declaration).first,
      let pattern = binding.pattern.as(IdentifierPatternSyntax.self)
    else { return false }
    return pattern.identifier.text == lower && pattern.identifier.tokenKind == .identifier(lower)
  }
}

/// A tab as the tab bar shows it: its case and its title.
public struct TabEntry: Equatable, Sendable {
  public var name: String
  public var title: String

  public init(name: String, title: String) {
    self.name = name
    self.title = title
  }
}

/// What `--tab` asks for: a tab titled `title` showing `feature`, after the tab named `after`
/// (default: last).
public struct NewTab: Equatable, Sendable {
  public var feature: FeatureName
  public var title: String
  public var after: String?
  /// Whether the feature's model is built on the app's store (`--store`).
  public var readsStore: Bool

  public init(feature: FeatureName, title: String, after: String?, readsStore: Bool) {
    self.feature = feature
    self.title = title
    self.after = after
    self.readsStore = readsStore
  }
}
