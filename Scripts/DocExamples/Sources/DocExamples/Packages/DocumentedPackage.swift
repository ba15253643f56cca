import DependencyGraph

/// A package and the examples in its files, with what those examples may import.
public struct DocumentedPackage: Equatable, Sendable {
  /// A product another package offers, as a scratch target names it.
  public struct ProductReference: Hashable, Sendable {
    public var name: String
    /// The identity of the package that has it.
    public var package: String

    public init(name: String, package: String) {
      self.name = name
      self.package = package
    }
  }

  /// The package folder, relative to the repository root; `nil` for files outside every package
  /// (the root README), whose examples may import only the toolchain's modules.
  public var directory: String?
  /// Its manifest; `nil` when `directory` is.
  public var manifest: Manifest?
  /// The examples of its files, in file and line order.
  public var examples: [Example]

  public init(directory: String?, manifest: Manifest?, examples: [Example]) {
    self.directory = directory
    self.manifest = manifest
    self.examples = examples
  }

  /// How many packages it depends on by path.
  public var localDependencyCount: Int {
    manifest?.dependencies.count { if case .path = $0.source { true } else { false } } ?? 0
  }

  /// How the package is named in progress lines and target names.
  public var displayName: String { directory ?? "(no package)" }

  /// SwiftPM's identity of a package at `directory`: its folder's name, lowercased.
  public static func identity(ofDirectory directory: String) -> String {
    (directory.split(separator: "/").last.map(String.init) ?? directory).lowercased()
  }

  /// The modules every example imports without saying so: those of the package's own library
  /// products, which is what a reader of the package's docs has imported.
  public var implicitImports: [String] {
    var modules: [String] = []
    for product in manifest?.products ?? [] where product.isLibrary {
      for target in product.targets where !modules.contains(target) { modules.append(target) }
    }
    return modules
  }

  /// Every product an example may import: the package's library products, and every product its
  /// targets (tests included) depend on.
  public var products: [ProductReference] {
    guard let directory, let manifest else { return [] }
    let identity = Self.identity(ofDirectory: directory)
    var products: [ProductReference] = manifest.products.filter(\.isLibrary).map {
      ProductReference(name: $0.name, package: identity)
    }
    let localTargets = Set(manifest.targets.map(\.name))
    let dependencies = Set(manifest.dependencies.map(\.identity))
    for dependency in manifest.targets.flatMap(\.dependencies) {
      let product: ProductReference? =
        switch dependency {
        case .target: nil
        case .byName(let name):
          // A name that is no target here is the product of the package named like it.
          localTargets.contains(name) || !dependencies.contains(name.lowercased())
            ? nil : ProductReference(name: name, package: name.lowercased())
        case .product(let name, let package):
          ProductReference(name: name, package: (package ?? name).lowercased())
        }
      if let product, !products.contains(product) { products.append(product) }
    }
    return products
  }
}
