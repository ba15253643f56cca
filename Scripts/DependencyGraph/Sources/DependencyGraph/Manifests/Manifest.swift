import Foundation

/// The part of a package manifest the report needs, decoded from `swift package dump-package`.
public struct Manifest: Decodable, Equatable, Sendable {
  /// A package the manifest depends on.
  public struct Dependency: Decodable, Equatable, Sendable {
    /// SwiftPM's identity of the package (`models`, `swift-custom-dump`, `grdb.swift`).
    public var identity: String
    /// The folder of a local (`path:`) dependency; `nil` for a remote one.
    public var path: String?

    private struct Body: Decodable {
      var identity: String
      var path: String?
    }

    public init(identity: String, path: String?) {
      self.identity = identity
      self.path = path
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: AnyKey.self)
      if let key = container.allKeys.first {
        let body = try container.decode([Body].self, forKey: key).first
        guard let body else {
          throw DecodingError.dataCorruptedError(
            forKey: key, in: container, debugDescription: "empty dependency")
        }
        identity = body.identity
        path = key.stringValue == "fileSystem" ? body.path : nil
      } else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: decoder.codingPath, debugDescription: "dependency of unknown kind"))
      }
    }
  }

  /// A product: a name others depend on, made of targets.
  public struct Product: Decodable, Equatable, Sendable {
    /// The product's name.
    public var name: String
    /// The targets it builds.
    public var targets: [String]
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

    public init(
      name: String, type: String, path: String? = nil, exclude: [String] = [],
      sources: [String]? = nil, dependencies: [TargetDependency]
    ) {
      self.name = name
      self.type = type
      self.path = path
      self.exclude = exclude
      self.sources = sources
      self.dependencies = dependencies
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

  public init(
    name: String, dependencies: [Dependency], products: [Product], targets: [Target]
  ) {
    self.name = name
    self.dependencies = dependencies
    self.products = products
    self.targets = targets
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
