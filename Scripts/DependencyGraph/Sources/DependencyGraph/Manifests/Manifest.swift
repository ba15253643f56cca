import Foundation

/// The part of a package manifest the report needs, decoded from `swift package dump-package`.
public struct Manifest: Decodable, Equatable, Sendable {
  /// A package the manifest depends on.
  public struct Dependency: Decodable, Equatable, Sendable {
    /// Where a dependency comes from.
    public enum Source: Equatable, Sendable {
      /// `.package(path:)`: an absolute path, as dump-package prints it.
      case path(String)
      /// `.package(url:…)` with a version range (`from:` is `lower..<next major`).
      case versions(url: String, lowerBound: String, upperBound: String)
      /// `.package(url:exact:)`.
      case exact(url: String, version: String)
      /// A branch, a revision or a registry identity: not read further.
      case other
    }

    /// SwiftPM's identity of the package (`models`, `swift-custom-dump`, `grdb.swift`).
    public var identity: String
    public var source: Source
    /// The folder of a local (`path:`) dependency; `nil` for a remote one.
    public var path: String? {
      if case .path(let path) = source { path } else { nil }
    }

    private struct Body: Decodable {
      struct Location: Decodable {
        struct Remote: Decodable { var urlString: String }
        var remote: [Remote]?
      }
      struct Requirement: Decodable {
        struct Range: Decodable {
          var lowerBound: String
          var upperBound: String
        }
        var range: [Range]?
        var exact: [String]?
      }
      var identity: String
      var path: String?
      var location: Location?
      var requirement: Requirement?
    }

    public init(identity: String, source: Source) {
      self.identity = identity
      self.source = source
    }

    public init(identity: String, path: String?) {
      self.init(identity: identity, source: path.map(Source.path) ?? .other)
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: AnyKey.self)
      guard let key = container.allKeys.first,
        let body = try container.decode([Body].self, forKey: key).first
      else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: decoder.codingPath, debugDescription: "empty dependency"))
      }
      identity = body.identity
      let url = body.location?.remote?.first?.urlString
      if key.stringValue == "fileSystem", let path = body.path {
        source = .path(path)
      } else if let url, let range = body.requirement?.range?.first {
        source = .versions(url: url, lowerBound: range.lowerBound, upperBound: range.upperBound)
      } else if let url, let version = body.requirement?.exact?.first {
        source = .exact(url: url, version: version)
      } else {
        source = .other
      }
    }
  }

  /// A product: a name others depend on, made of targets.
  public struct Product: Decodable, Equatable, Sendable {
    /// The product's name.
    public var name: String
    /// The targets it builds.
    public var targets: [String]
    /// Whether others can depend on it (not an executable or a plugin).
    public var isLibrary: Bool

    public init(name: String, targets: [String], isLibrary: Bool = true) {
      self.name = name
      self.targets = targets
      self.isLibrary = isLibrary
    }

    private enum CodingKeys: String, CodingKey { case name, targets, type }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      name = try container.decode(String.self, forKey: .name)
      targets = try container.decode([String].self, forKey: .targets)
      isLibrary =
        try container.decodeIfPresent([String: AnyValue].self, forKey: .type)?["library"] != nil
    }
  }

  /// What a target declares it depends on.
  public enum TargetDependency: Decodable, Equatable, Sendable {
    /// `"Name"`: a target of the same package or a product named like its package.
    case byName(String)
    /// `.target(name:)`.
    case target(String)
    /// `.product(name:package:)`.
    case product(String, package: String?)

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: AnyKey.self)
      guard let key = container.allKeys.first else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: decoder.codingPath, debugDescription: "empty target dependency"))
      }
      var values = try container.nestedUnkeyedContainer(forKey: key)
      let name = try values.decode(String.self)
      switch key.stringValue {
      case "byName": self = .byName(name)
      case "target": self = .target(name)
      case "product": self = .product(name, package: try values.decodeIfPresent(String.self))
      default:
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container, debugDescription: "unknown dependency kind")
      }
    }
  }

  /// A target of the manifest.
  public struct Target: Decodable, Equatable, Sendable {
    /// The target's name.
    public var name: String
    /// `regular`, `executable`, `test`, `plugin`, `macro`, `system` or `binary`.
    public var type: String
    /// A custom source folder, relative to the package.
    public var path: String?
    /// Paths excluded from the sources, relative to the target's folder.
    public var exclude: [String]
    /// When set, the only source paths, relative to the target's folder.
    public var sources: [String]?
    /// Declared dependencies.
    public var dependencies: [TargetDependency]
    /// The upcoming features the target turns on for every platform and configuration
    /// (`.enableUpcomingFeature("X")`, or `-enable-upcoming-feature X` in `unsafeFlags`); one
    /// under a `.when(...)` condition is left out, since it does not hold everywhere.
    public var upcomingFeatures: [String]

    public init(
      name: String, type: String, path: String? = nil, exclude: [String] = [],
      sources: [String]? = nil, dependencies: [TargetDependency], upcomingFeatures: [String] = []
    ) {
      self.name = name
      self.type = type
      self.path = path
      self.exclude = exclude
      self.sources = sources
      self.dependencies = dependencies
      self.upcomingFeatures = upcomingFeatures
    }

    private enum CodingKeys: String, CodingKey {
      case name, type, path, exclude, sources, dependencies, settings
    }

    /// One entry of `settings` in dump-package's JSON.
    private struct Setting: Decodable {
      var tool: String
      var kind: [String: [String: AnyValue]]
      var condition: AnyValue?
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      name = try container.decode(String.self, forKey: .name)
      type = try container.decode(String.self, forKey: .type)
      path = try container.decodeIfPresent(String.self, forKey: .path)
      exclude = try container.decodeIfPresent([String].self, forKey: .exclude) ?? []
      sources = try container.decodeIfPresent([String].self, forKey: .sources)
      dependencies = try container.decode([TargetDependency].self, forKey: .dependencies)
      // Settings the tool does not model decode as nothing rather than failing the manifest.
      let settings = (try? container.decodeIfPresent([Setting].self, forKey: .settings)) ?? []
      var features: [String] = []
      for setting in settings where setting.tool == "swift" && setting.condition == nil {
        if case .string(let feature) = setting.kind["enableUpcomingFeature"]?["_0"] {
          features.append(feature)
        }
        if case .strings(let flags) = setting.kind["unsafeFlags"]?["_0"] {
          for (flag, value) in zip(flags, flags.dropFirst())
          where flag == "-enable-upcoming-feature" {
            features.append(value)
          }
        }
      }
      upcomingFeatures = features
    }
  }

  /// A platform of the package's own `platforms:` argument (never a `.when(platforms:)`
  /// condition): `ios`, `17.0`.
  public struct Platform: Decodable, Equatable, Sendable {
    /// SwiftPM's name of the operating system (`ios`, `macos`, `linux`).
    public var platformName: String
    /// The minimum version.
    public var version: String

    public init(platformName: String, version: String) {
      self.platformName = platformName
      self.version = version
    }
  }

  /// The package's name.
  public var name: String
  /// The packages it depends on.
  public var dependencies: [Dependency]
  /// Its products.
  public var products: [Product]
  /// Its targets.
  public var targets: [Target]
  /// Its `platforms:`; `nil` when it states none.
  public var platforms: [Platform]?

  public init(
    name: String, dependencies: [Dependency], products: [Product], targets: [Target],
    platforms: [Platform]? = nil
  ) {
    self.name = name
    self.dependencies = dependencies
    self.products = products
    self.targets = targets
    self.platforms = platforms
  }
}

/// A JSON value of a shape the tool only looks into: a string, a list of strings, or anything
/// else.
private enum AnyValue: Decodable, Equatable {
  case string(String)
  case strings([String])
  case other

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let string = try? container.decode(String.self) {
      self = .string(string)
    } else if let strings = try? container.decode([String].self) {
      self = .strings(strings)
    } else {
      self = .other
    }
  }
}

private struct AnyKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }

  init(stringValue: String) {
    self.stringValue = stringValue
  }

  init?(intValue: Int) {
    nil
  }
}
