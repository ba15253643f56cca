import Foundation
import Testing

@testable import SyntheticMonorepo

/// The templates hold Swift that nothing compiles until it is generated: these build and lint
/// what the generator writes, so a template that stops compiling fails here, not in a
/// benchmark an hour in.
@Suite(.serialized) struct GeneratedOutputTests {
  @Test func theGeneratedMonorepoBuildsAndItsAppPrintsAFrame() throws {
    try withTemporaryFolder { folder in
      let root = folder.appending(path: "repo")
      try MonorepoGenerator.bundled().write(count: 2, to: root, layout: .singleManifest)
      let build = try run(
        [
          "swift", "build", "--package-path", root.path,
          "--scratch-path", folder.appending(path: "scratch").path,
        ], in: folder)
      #expect(build.status == 0, "\(build.output)")
      #expect(!build.output.contains("warning:"), "\(build.output)")
      let app = try run([folder.appending(path: "scratch/debug/App").path], in: folder)
      #expect(app.status == 0)
      #expect(app.output.hasPrefix("Feature0001\n4 items, 2 in stock, 1 on back order\n"))
    }
  }

  @Test func theGeneratedSourcesPassSwiftFormatLintStrict() throws {
    try withTemporaryFolder { folder in
      try MonorepoGenerator.bundled().write(count: 2, to: folder, layout: .packages)
      let files = try swiftFiles(under: folder).keys.sorted()
        .map { folder.appending(path: $0).path }
      let lint = try run(
        [
          "swift", "format", "lint", "--strict", "--configuration",
          repositoryRoot.appending(path: ".swift-format").path,
        ] + files, in: folder)
      // Six manifests; Models, ApiClient, TextViews; four files per feature; the app's model,
      // screen and a route per feature; the executable's main.swift.
      #expect(files.count == 6 + 3 + 2 * 4 + (2 + 2) + 1)
      #expect(lint.status == 0, "\(lint.output)")
      #expect(lint.output == "")
    }
  }
}
