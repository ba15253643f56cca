import Foundation
import TextUIHosts

extension PreviewRun {
  /// `--explore`: explores the preview, prints what `--format` asks (or writes or checks the map
  /// in a Markdown file), and fails on any violation.
  func explore() async throws {
    let starts = try options.state.map { name throws(PreviewError) in
      guard let state = preview.states.first(where: { $0.name == name }) else {
        throw .unknownState(name, preview: preview.name, states: preview.states.map(\.name))
      }
      return [state]
    }
    let explorer = Explorer(
      preview: preview, options: extra, mocks: options.mocks,
      depth: options.depth ?? PreviewOptions.defaultDepth,
      sizes: options.sizes?.sizes ?? Self.exploredSizes, starts: starts ?? preview.states)
    let exploration = await explorer.explore()
    let format = options.format ?? .text
    if let path = options.writeMap ?? options.checkMap {
      try updateMap(in: path, exploration: exploration, write: options.writeMap != nil)
      if format != .text || options.format != nil { console.print(try exploration.output(format)) }
    } else {
      console.print(try exploration.output(format))
    }
    if let catalog = options.catalog {
      try writeCatalog(exploration, to: catalog)
    }
    guard exploration.violations.isEmpty else {
      throw PreviewError.explorationFailed(
        format == .text && options.writeMap == nil && options.checkMap == nil
          ? "\(exploration.violations.count) violation\(exploration.violations.count == 1 ? "" : "s") (above)."
          : exploration.report)
    }
  }

  /// `--catalog`: writes the preview's pages, comparing them with `--compare-catalog`'s, and
  /// says where (and what changed); fails with `--fail-on-change` when something did.
  private func writeCatalog(_ exploration: Exploration, to folder: String) throws {
    let catalog = Catalog(
      root: URL(filePath: folder, directoryHint: .isDirectory), exploration: exploration)
    let other = options.compareCatalog.map { URL(filePath: $0, directoryHint: .isDirectory) }
    let comparison = try catalog.write(
      comparingWith: other, reference: options.reference ?? options.compareCatalog ?? "")
    let pages = exploration.states.count + (comparison.map { $0.changed.count + 1 } ?? 0) + 1
    console.print(
      "Wrote the catalog of \(preview.name) (\(pages) pages) into "
        + catalog.folder.path.visibleOnTerminal() + ".")
    guard let comparison else { return }
    console.print(
      "\(preview.name): \(comparison.summary) since "
        + comparison.reference.visibleOnTerminal() + ".")
    if options.failOnChange, !comparison.isEmpty {
      throw PreviewError.explorationFailed(
        "\(preview.name) changed since \(comparison.reference) (--fail-on-change): see "
          + catalog.folder.appending(path: "changes.html").path + ".")
    }
  }

  /// The sizes `--explore` draws every state at unless `--sizes` says.
  static var exploredSizes: [Size] {
    [Size(width: 40, height: 12), .standard, Size(width: 200, height: 60)]
  }

  private func updateMap(in path: String, exploration: Exploration, write: Bool) throws {
    let document: String
    do {
      document = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw PreviewError.cannotStart("Cannot read \(path): \(error.localizedDescription)")
    }
    var command = "Scripts/preview \(preview.scriptName) --explore"
    if let depth = options.depth { command += " --depth \(depth)" }
    if let sizes = options.sizes { command += " --sizes \(sizes)" }
    let updated = try MapSection.replacing(
      in: document, path: path,
      with: MapSection.text(for: exploration, command: command + " --write-map FILE"))
    if write {
      do {
        try updated.write(toFile: path, atomically: true, encoding: .utf8)
      } catch {
        throw PreviewError.cannotStart("Cannot write \(path): \(error.localizedDescription)")
      }
      console.print("Wrote the navigation map of \(preview.name) into \(path).")
    } else if updated != document {
      throw PreviewError.explorationFailed(
        "The navigation map in \(path) is out of date. Refresh it with `\(command) "
          + "--write-map \(path)` and commit the result.")
    } else {
      console.print("The navigation map in \(path) is current.")
    }
  }
}
