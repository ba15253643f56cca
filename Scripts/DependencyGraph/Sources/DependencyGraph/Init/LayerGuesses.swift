/// How `dependency-graph init` guesses layers: from a name where the name tells (`*Feature`,
/// `*Client`), else from the shape of the graph (who depends on a package, and on what it
/// depends), so that an app whose features have plain names (`Timeline`, `Account`) still gets a
/// feature layer.
///
/// The units guessed are a repository's packages, or the targets of one root `Package.swift`.
/// Test targets never count as dependents: tests may use anything.
struct LayerGuesses {
  /// One package, or one target of a root manifest.
  struct Unit {
    enum Kind: Equatable {
      case library
      /// The target is an executable, or most of the package's non-test targets are (a
      /// package of previews with their shared runner library).
      case executable
      case test

      /// The kind of one target, by its manifest's `type`.
      init(targetType: String) {
        self =
          switch targetType {
          case "test": .test
          case "executable": .executable
          default: .library
          }
      }
    }

    /// How messages name it: the package folder, or the target's name.
    var name: String
    /// The names that may tell its layer: the folder's and the manifest's, or the target's.
    var tellingNames: [String]
    var kind: Kind
    /// The units its non-test targets depend on.
    var dependencies: Set<Int>
  }

  /// How a unit got its layer; the rules file and init's summary say it for each layer.
  enum Reason: Hashable, Comparable {
    /// Its name matched this pattern.
    case name(String)
    case entryPoint
    case compositionRoot
    case feature
    case childFeature
    case parentFeature
    case leaf
    case library
    case test

    /// The words the summary uses.
    var text: String {
      switch self {
      case .name(let pattern): "named \(pattern)"
      case .entryPoint: "an executable"
      case .compositionRoot:
        "a library that links a live implementation and that only executables use"
      case .feature:
        "a library with local dependencies that nothing local uses but entry points"
      case .childFeature:
        "a library with local dependencies that an entry point and only one or two features "
          + "(fewer than half of them) use: their child"
      case .parentFeature: "a feature that depends on other features today"
      case .leaf: "no telling name and no local dependency"
      case .library: "no telling name, with local dependencies, not shaped like a feature"
      case .test: "a test target"
      }
    }

    /// Whether the name, not the graph, gave the layer.
    var isName: Bool {
      if case .name = self { true } else { false }
    }
  }

  /// A layer the guesses can give, in the order a table lists them.
  struct Layer {
    var name: String
    /// What the layer is for, first in its summary.
    var role: String
    /// Name patterns that give this layer.
    var patterns: [String] = []
    /// The layers it may depend on (its own name allows siblings), when they are in use.
    var mayDependOn: [String]
  }

  static let model = "model"
  static let core = "core"
  static let interface = "interface"
  static let shared = "shared"
  /// The layer of the libraries at `height` where there is no feature (see `StarterRules`).
  static func sharedTier(_ height: Int) -> String { "\(shared)-\(height)" }
  static let live = "live"
  static let feature = "feature"
  static let parentFeature = "parent-feature"
  static let app = "app"
  static let compositionRoot = "composition-root"
  static let entryPoint = "entry-point"
  static let preview = "preview"
  static let test = "test"

  /// The layers init can give, each with what it may use.
  static let layers: [Layer] = [
    Layer(
      name: model, role: "domain data", patterns: ["Models", "*Models", "*Model"],
      mayDependOn: [model]),
    Layer(name: core, role: "a leaf library", mayDependOn: [model, core]),
    Layer(
      name: interface, role: "a dependency's interface", patterns: ["*Client"],
      mayDependOn: [model, core, interface]),
    Layer(name: shared, role: "a library", mayDependOn: [model, core, interface, shared]),
    Layer(
      name: live, role: "a live implementation", patterns: ["*ClientLive", "*Live"],
      mayDependOn: [model, core, interface, shared]),
    Layer(
      name: feature, role: "one feature", patterns: ["*Feature"],
      mayDependOn: [model, core, interface, shared]),
    // A parent may use a parent only where one does today (see `make`).
    Layer(
      name: parentFeature, role: "a feature that composes child features",
      mayDependOn: [model, core, interface, shared, feature]),
    Layer(
      name: app, role: "the root that composes the features", patterns: ["AppFeature", "App"],
      mayDependOn: [model, core, interface, shared, live, feature, parentFeature]),
    Layer(
      name: compositionRoot, role: "a library that links the live implementations for executables",
      mayDependOn: [model, core, interface, shared, live, feature, parentFeature, app]),
    Layer(
      name: entryPoint, role: "an executable: the app's entry point, a server, a tool",
      mayDependOn: [
        model, core, interface, shared, live, feature, parentFeature, app, compositionRoot,
      ]),
    Layer(
      name: preview, role: "an executable that runs one feature",
      patterns: ["*Preview", "*Previews"],
      mayDependOn: [
        model, core, interface, shared, live, feature, parentFeature, app, compositionRoot,
      ]),
    Layer(
      name: test, role: "tests, which may use every layer", patterns: ["*Tests"],
      mayDependOn: [
        model, core, interface, shared, live, feature, parentFeature, app, compositionRoot,
        entryPoint, preview,
      ]),
  ]

  /// The layer a name gives, the longest matching pattern first (`*ClientLive` before
  /// `*Client`), or `nil` for a name that tells nothing. A preview is an executable and tests
  /// are test targets: a library named `*Preview` is guessed from its shape.
  static func layer(forName name: String, kind: Unit.Kind) -> (layer: String, pattern: String)? {
    let candidates = layers.filter { layer in
      switch layer.name {
      case preview: kind == .executable
      case test: kind == .test
      default: kind != .test
      }
    }
    .flatMap { layer in layer.patterns.map { (layer: layer.name, pattern: $0) } }
    .filter { RuleBook.matches($0.pattern, name) }
    return candidates.max { $0.pattern.count < $1.pattern.count }
  }

  /// Each unit's layer and how it was guessed.
  var layers: [(layer: String, reason: Reason)]
  /// Whether a parent feature depends on another parent today.
  var parentsUseParents: Bool

  init(units: [Unit]) {
    var layers = [(layer: String, reason: Reason)?](repeating: nil, count: units.count)
    var dependents = [Set<Int>](repeating: [], count: units.count)
    for (index, unit) in units.enumerated() where unit.kind != .test {
      for dependency in unit.dependencies where dependency != index {
        dependents[dependency].insert(index)
      }
    }

    for (index, unit) in units.enumerated() {
      if let named = unit.tellingNames.lazy.compactMap({
        Self.layer(forName: $0, kind: unit.kind)
      }).first {
        layers[index] = (named.layer, .name(named.pattern))
      } else if unit.kind == .test {
        layers[index] = (Self.test, .test)
      } else if unit.kind == .executable {
        layers[index] = (Self.entryPoint, .entryPoint)
      }
    }
    func isUnguessedLibrary(_ index: Int) -> Bool {
      layers[index] == nil && units[index].kind == .library
    }

    // A composition root links a live implementation and is there only for executables.
    for index in units.indices where isUnguessedLibrary(index) {
      let linksLive = units[index].dependencies.contains { layers[$0]?.layer == Self.live }
      let users = dependents[index]
      if linksLive && !users.isEmpty && users.allSatisfy({ units[$0].kind == .executable }) {
        layers[index] = (Self.compositionRoot, .compositionRoot)
      }
    }

    // Features: libraries that only entry points use (the app, previews, composition roots,
    // or nothing local when the app is not a package), and that use something local; siblings,
    // so that a library only a command-line tool uses is no feature.
    let entryLayers: Set = [Self.app, Self.preview, Self.compositionRoot]
    func isEntry(_ index: Int) -> Bool {
      units[index].kind == .executable
        || layers[index].map { entryLayers.contains($0.layer) }
          ?? false
    }
    var features = Set(units.indices.filter { layers[$0]?.layer == Self.feature })
    let leafFeatures = units.indices.filter { index in
      isUnguessedLibrary(index) && !units[index].dependencies.isEmpty
        && dependents[index].allSatisfy(isEntry)
    }
    if features.count + leafFeatures.count >= 2 {
      for index in leafFeatures { layers[index] = (Self.feature, .feature) }
      features.formUnion(leafFeatures)
    }
    // A child feature is used by one or two features (its parents), unlike a design system or
    // an environment that most features use, and by an entry point too, as features are: a
    // library only one feature uses may as well be that feature's helper, and guessing it a
    // feature would make its next user a false error. Found level by level.
    while true {
      let children = units.indices.filter { index in
        guard isUnguessedLibrary(index), !units[index].dependencies.isEmpty,
          dependents[index].contains(where: isEntry)
        else { return false }
        let users = dependents[index].filter { !isEntry($0) }
        return !users.isEmpty && users.isSubset(of: features) && users.count <= 2
          && users.count * 2 < features.count
      }
      guard !children.isEmpty else { break }
      for index in children { layers[index] = (Self.feature, .childFeature) }
      features.formUnion(children)
    }
    let parents = features.filter { !units[$0].dependencies.isDisjoint(with: features) }
    for index in parents { layers[index] = (Self.parentFeature, .parentFeature) }
    parentsUseParents = parents.contains { !units[$0].dependencies.isDisjoint(with: parents) }

    // What is left is a library: a leaf, or one above other libraries.
    for index in units.indices where layers[index] == nil {
      layers[index] =
        units[index].dependencies.subtracting([index]).isEmpty
        ? (Self.core, .leaf) : (Self.shared, .library)
    }
    self.layers = layers.compactMap { $0 }
  }
}
