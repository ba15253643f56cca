import Foundation
import TextUIHosts

/// Writes the catalog: a static site, plain HTML and CSS (readable with JavaScript off, nothing
/// fetched from outside its folder). `ROOT/index.html` lists the previews; `ROOT/<name>/` holds
/// one preview's map and states: `index.html`, `state-<id>.html` per state, `changes.html` and
/// `change-<id>.html` after a comparison, and `catalog.json`.
struct Catalog {
  /// The most bytes a page may take; writing a larger one fails.
  static let pageLimit = 65_536

  let root: URL
  let document: ExplorationRecord
  let exploration: Exploration

  init(root: URL, exploration: Exploration) {
    self.root = root
    self.exploration = exploration
    document = exploration.record
  }

  var folder: URL { root.appending(path: document.scriptName, directoryHint: .isDirectory) }

  /// Writes the preview's pages (comparing with the catalog at `other`, if given, under the name
  /// `reference`), then the catalog's index and style sheet. Returns the comparison.
  func write(comparingWith other: URL?, reference: String) throws(PreviewError)
    -> ExplorationRecord.Comparison?
  {
    var document = document
    var pages: [String: String] = [:]
    if let other {
      let old = try Self.read(
        other.appending(path: document.scriptName).appending(path: "catalog.json"))
      let comparison = CatalogComparison(old: old, new: document, reference: reference)
      document.comparison = comparison.result
      pages.merge(comparison.pages) { $1 }
    }
    let map = try drawMap()
    pages["index.html"] = CatalogPages(document: document).index(map: map)
    for state in document.states {
      pages[state.page] = CatalogPages(document: document).statePage(state)
    }
    let fileManager = FileManager.default
    let existing = (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []
    guard existing.isEmpty || existing.contains("catalog.json") else {
      // Only a catalog's own folder is replaced, never one that happens to have its name.
      throw .cannotStart(
        "\(folder.path) is there and is not a catalog (it has no catalog.json): move it away or "
          + "write the catalog elsewhere.")
    }
    do {
      if fileManager.fileExists(atPath: folder.path) { try fileManager.removeItem(at: folder) }
      try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .cannotStart("Cannot make the folder \(folder.path): \(error.localizedDescription)")
    }
    for (name, html) in pages.sorted(by: { $0.key < $1.key }) {
      try Self.write(html, to: folder.appending(path: name), limit: Self.pageLimit)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
      // Atomically: another preview writing the index at the same time reads every catalog.json.
      try encoder.encode(document).write(
        to: folder.appending(path: "catalog.json"), options: .atomic)
    } catch {
      throw .cannotStart("Cannot write \(folder.path)/catalog.json: \(error.localizedDescription)")
    }
    try Self.writeIndex(root: root)
    return document.comparison
  }

  /// Writes `ROOT/index.html` (every preview whose `catalog.json` is in `ROOT`) and
  /// `ROOT/style.css`.
  static func writeIndex(root: URL) throws(PreviewError) {
    let names =
      ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).sorted()
    var documents: [ExplorationRecord] = []
    for name in names {
      let file = root.appending(path: name).appending(path: "catalog.json")
      guard FileManager.default.fileExists(atPath: file.path) else { continue }
      documents.append(try read(file))
    }
    try write(CatalogPages.style, to: root.appending(path: "style.css"), limit: pageLimit)
    try write(
      CatalogPages.rootIndex(documents), to: root.appending(path: "index.html"), limit: pageLimit)
  }

  /// Reads a `catalog.json`, this version's or an older commit's (see `ExplorationRecord`).
  static func read(_ file: URL) throws(PreviewError) -> ExplorationRecord {
    do {
      return try JSONDecoder().decode(ExplorationRecord.self, from: Data(contentsOf: file))
    } catch {
      throw .cannotStart(
        "Cannot read the catalog \(file.path): \(error.localizedDescription)")
    }
  }

  private static func write(_ text: String, to file: URL, limit: Int) throws(PreviewError) {
    let data = Data(text.utf8)
    guard data.count <= limit else {
      throw .cannotStart(
        "The catalog page \(file.lastPathComponent) would take \(data.count) bytes, more than "
          + "the \(limit) a page may; explore less deep (--depth).")
    }
    do {
      try data.write(to: file, options: .atomic)
    } catch {
      throw .cannotStart("Cannot write \(file.path): \(error.localizedDescription)")
    }
  }

  /// The navigation map as SVG, laid out by Graphviz's `dot`, each node a link to its first
  /// state's page.
  private func drawMap() throws(PreviewError) -> String {
    let map = NavigationMap(exploration)
    let source = map.dot(linking: { "state-\($0).html" })
    guard let dot = Self.executable(named: "dot") else {
      throw .cannotStart(
        "The catalog draws its map with Graphviz's `dot`, which is not on PATH: install "
          + "graphviz (.ci/install-packages does, on Debian).")
    }
    let process = Process()
    process.executableURL = dot
    process.arguments = ["-Tsvg"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw .cannotStart("Cannot run \(dot.path): \(error.localizedDescription)")
    }
    input.fileHandleForWriting.write(Data(source.utf8))
    try? input.fileHandleForWriting.close()
    let svg = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0, let start = svg.range(of: "<svg") else {
      throw .cannotStart("`dot -Tsvg` failed (status \(process.terminationStatus)).")
    }
    // The document after its XML prolog and doctype, to be inlined in the page.
    return String(svg[start.lowerBound...])
  }

  private static func executable(named name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = URL(filePath: String(folder)).appending(path: name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }
}
