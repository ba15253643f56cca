/// One module of the generated monorepo: its name, the modules it depends on, and its sources.
public struct SyntheticTarget: Equatable, Sendable {
  public var name: String
  public var dependencies: [String]
  /// Source files, by file name, in the order they are written.
  public var files: [SourceFile]
  public var isExecutable: Bool

  public struct SourceFile: Equatable, Sendable {
    public var name: String
    public var contents: String
  }

  public init(
    name: String, dependencies: [String], files: [SourceFile], isExecutable: Bool = false
  ) {
    self.name = name
    self.dependencies = dependencies
    self.files = files
    self.isExecutable = isExecutable
  }
}
