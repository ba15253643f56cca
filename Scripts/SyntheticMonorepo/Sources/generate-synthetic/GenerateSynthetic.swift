import ArgumentParser
import Foundation
import SyntheticMonorepo

extension MonorepoLayout: ExpressibleByArgument {}

@main
struct GenerateSynthetic: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "Scripts/generate-synthetic",
    abstract: "Generate a synthetic monorepo with N flat features, for the build benchmarks.",
    discussion: """
      Writes into DIR a monorepo with the layering of this one, using only the toolchain \
      (Foundation and Observation; no third-party package, so builds measure the layout, not \
      dependencies):

        Models      model      Item, sample items
        ApiClient   interface  closures over the store, an in-memory preview value
        TextViews   helper     a tiny text UI kit
        FeatureNNNN feature    N flat features (~350 lines each: an @Observable model, a
                               data-only destination enum that is Hashable, Codable, Sendable,
                               a text view, pure logic); each sees only the three above
        AppFeature  app        interprets every feature's destinations; executable App prints
                               a frame

      Feature0001 is the leaf that Scripts/bench-build builds at every N. The sources come from \
      the Swift templates in Scripts/SyntheticMonorepo/Sources/SyntheticMonorepo/Templates.

      Layouts:
        packages         each module its own package under DIR/Packages, siblings by path
                         (default)
        single-manifest  the same targets and sources declared in one DIR/Package.swift

      Examples:
        Scripts/generate-synthetic 10 /tmp/syn10
        cd /tmp/syn10/Packages/Feature0001 && swift build
        Scripts/generate-synthetic 200 /tmp/syn200-single --layout single-manifest
        cd /tmp/syn200-single && swift build --target Feature0001
      """)

  @Argument(help: ArgumentHelp("Number of feature packages (>= 1).", valueName: "N"))
  var count: Int

  @Argument(help: ArgumentHelp("A new or empty directory.", valueName: "DIR"))
  var directory: String

  @Option(help: "packages or single-manifest.")
  var layout: MonorepoLayout = .packages

  /// Parses and runs like `ParsableCommand.main()`, except that bad arguments exit 2, as the
  /// benchmark scripts always have (ArgumentParser's own code for them is 64).
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch let error where exitCode(for: error) == .validationFailure {
      FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
      Foundation.exit(2)
    } catch {
      exit(withError: error)
    }
  }

  func run() throws {
    let root = URL(filePath: directory)
    do {
      let buildFrom = try MonorepoGenerator.bundled().write(count: count, to: root, layout: layout)
      print(
        "wrote \(count) features (\(layout.rawValue)); app builds from \(buildFrom.path)")
    } catch let error as GeneratorError {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      throw ExitCode(2)
    }
  }
}
