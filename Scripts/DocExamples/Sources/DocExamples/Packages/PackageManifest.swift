/// The part of a documented package's manifest the scratch package needs, decoded from
/// `swift package dump-package`: what its examples may import, and where those modules come from.
public struct PackageManifest: Decodable, Equatable, Sendable {
  public struct Platform: Decodable, Equatable, Sendable {
    /// SwiftPM's name of the platform (`macos`, `ios`).
    public var platformName: String
    /// The oldest version supported (`15.0`).
    public var version: String
  }

  public struct Product: Decodable, Equatable, Sendable {
    public var name: String
    public var targets: [String]
    /// Whether others can depend on it (not an executable or a plugin).
    public var isLibrary: Bool

    public init(name: String, targets: [String], isLibrary: Bool) {
      self.name = name
      self.targets = targets
      self.isLibrary = isLibrary
    }

    private enum CodingKeys: String, CodingKey { case name, targets, type }
    private enum ProductType: String, CodingKey { case library }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      name = try container.decode(String.self, forKey: .name)
      targets = try container.decode([String].self, forKey: .targets)
      isLibrary = try container.nestedContainer(keyedBy: ProductType.self, forKey: .type)
        .contains(.library)
    }
  }

  /// A package the manifest depends on.
  public struct Dependency: Decodable, Equatable, Sendable {
    public enum Source: Equatable, Sendable {
      /// `.package(path:)`: an absolute path, as dump-package prints it.
      case path(String)
      /// `.package(url:…)` with a version range (`from:` is `lower..<next major`).
      case versions(url: String, lowerBound: String, upperBound: String)
      /// `.package(url:exact:)`.
      case exact(url: String, version: String)
    }

    /// SwiftPM's identity of the package (`textui`, `swift-custom-dump`).
    public var identity: String
    public var source: Source

    public init(identity: String, source: Source) {
      self.identity = identity
      self.source = source
    }

    private enum Kind: String, CodingKey { case fileSystem, sourceControl }
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

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Kind.self)
      if let body = try container.decodeIfPresent([Body].self, forKey: .fileSystem)?.first,
        let path = body.path
      {
        identity = body.identity
        source = .path(path)
        return
      }
      guard let body = try container.decodeIfPresent([Body].self, forKey: .sourceControl)?.first,
        let url = body.location?.remote?.first?.urlString
      else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: decoder.codingPath,
            debugDescription: "only path and versioned URL dependencies are supported"))
      }
      identity = body.identity
      if let range = body.requirement?.range?.first {
        source = .versions(url: url, lowerBound: range.lowerBound, upperBound: range.upperBound)
      } else if let version = body.requirement?.exact?.first {
        source = .exact(url: url, version: version)
      } else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: decoder.codingPath,
            debugDescription: "\(url): only version requirements are supported (from:, exact:)"))
      }
    }
  }

  /// What a target declares it depends on.
  public enum TargetDependency: Decodable, Equatable, Sendable {
    /// `"Name"`: a target of the same package, or a product named like its package.
    case byName(String)
    /// `.target(name:)`.
    case target(String)
    /// `.product(name:package:)`.
    case product(name: String, package: String)

    private enum Kind: String, CodingKey { case byName, target, product }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Kind.self)
      guard let kind = container.allKeys.first else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: decoder.codingPath, debugDescription: "unknown target dependency"))
      }
      var fields = try container.nestedUnkeyedContainer(forKey: kind)
      let name = try fields.decode(String.self)
      switch kind {
      case .byName: self = .byName(name)
      case .target: self = .target(name)
      case .product: self = .product(name: name, package: try fields.decode(String.self))
      }
    }
  }

  public struct Target: Decodable, Equatable, Sendable {
    public var name: String
    public var dependencies: [TargetDependency]

    public init(name: String, dependencies: [TargetDependency]) {
      self.name = name
      self.dependencies = dependencies
    }
  }

  public var name: String
  public var platforms: [Platform]
  public var products: [Product]
  public var dependencies: [Dependency]
  public var targets: [Target]

  public init(
    name: String, platforms: [Platform] = [], products: [Product], dependencies: [Dependency],
    targets: [Target]
  ) {
    self.name = name
    self.platforms = platforms
    self.products = products
    self.dependencies = dependencies
    self.targets = targets
  }
}
