import ArgumentParser
import DependencyGraph
import DocExamples
import Foundation

@main
struct DocExamplesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "doc-examples",
    abstract: "Checks that every Swift example in the docs compiles.",
    discussion: """
      Reads every ```swift block of the Markdown files git sees and of the `///` doc comments \
      of Swift files under a Sources/ folder, and compiles each against the package it \
      documents (the nearest Package.swift above it). An example imports that package's \
      library modules without saying so, and may import every product the package's targets \
      depend on.

      The fence says how:
        ```swift               statements, in an @MainActor async throws function
                               (leading imports go above it)
        ```swift declarations  a whole source file (types, extensions, @Test funcs)
        ```swift manifest      a Package.swift, checked against PackageDescription
      A block that is not meant to compile takes another language (text, sh).

      The examples are compiled in one scratch package, <root>/.build-doc-examples, with a \
      test target per documented package, built one after another (a line each). Errors name \
      the Markdown or Swift file and line of the example. Exits 1 when an example does not \
      compile, 2 when the tool cannot run.

      Examples:
        doc-examples                             # every example of the repository
        doc-examples Packages/TextUI/README.md   # the examples of one file
        doc-examples --scratch-path .build-test  # build where Scripts/test built the packages
      """
  )

  @Option(
    help: "The repository root. Default: the root of the git work tree around the current folder.")
  var root: String?

  @Option(
    help: """
      Where the scratch package builds (swift build --scratch-path). Default: its own .build. \
      A folder where the documented packages are already built, with their tests, spares \
      compiling them again: Scripts/test passes its shared one.
      """)
  var scratchPath: String?

  @Argument(
    help: """
      Files to check, relative to the root. Default: the Markdown files git sees (tracked or \
      new, not ignored), and the Swift files under a Sources/ folder.
      """)
  var files: [String] = []

  func run() throws {
    do {
      let root = try rootURL()
      let checker = ExampleChecker(
        root: root, scratch: root.appending(path: ".build-doc-examples"),
        buildFolder: scratchPath.map {
          URL(filePath: $0, relativeTo: .currentDirectory()).absoluteURL
        },
        output: { line in
          // Unbuffered, so that progress shows as it happens in a log, too.
          FileHandle.standardOutput.write(Data((line + "\n").utf8))
        })
      guard try checker.check(files: files.isEmpty ? try documentationFiles(root) : files) else {
        throw ExitCode.failure
      }
    } catch let error as ToolError {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      throw ExitCode(2)
    }
  }

  private func rootURL() throws(ToolError) -> URL {
    if let root { return URL(filePath: root) }
    let path = try git(["rev-parse", "--show-toplevel"], in: nil)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return URL(filePath: path)
  }

  /// The Markdown files and the Swift sources git sees, as Scripts/lint chooses them.
  private func documentationFiles(_ root: URL) throws(ToolError) -> [String] {
    try git(
      ["ls-files", "--cached", "--others", "--exclude-standard", "--", "*.md", "*.swift"],
      in: root
    ).split(separator: "\n").map(String.init).filter { file in
      file.hasSuffix(".md") || file.split(separator: "/").dropLast().contains("Sources")
    }
  }

  private func git(_ arguments: [String], in folder: URL?) throws(ToolError) -> String {
    let result: ChildProcess.Result
    do {
      result = try ChildProcess.run(
        ["git"] + (folder.map { ["-C", $0.path] } ?? []) + arguments)
    } catch {
      throw ToolError("cannot run git: \(error)")
    }
    guard result.status == 0 else {
      FileHandle.standardError.write(result.errors)
      throw ToolError(
        "git \(arguments.joined(separator: " ")) failed; run inside a git work tree or pass --root")
    }
    return result.outputText
  }
}
