import CustomDump
import Foundation
import Testing
import TextUITesting

@testable import PreviewRunner

/// The catalog: frames read back with their attributes, escaping, the pages written for the hall
/// fixture (steps, edges, map), and the comparison with another catalog.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(2)))
struct CatalogPagesTests {
  init() {
    HallPreview.broken = []
    HallPreview.withRoomState = false
  }

  @Test func aStyledFrameKeepsEachCellsAttributesAndAlignsWideCharacters() {
    let frame = StyledFrame(
      ansi: "\u{1B}[H\u{1B}[0ma\u{1B}[0;1m<b\u{1B}[0;2;7;38;2;255;0;16m日\u{1B}[0m!\r\n"
        + "\u{1B}[0;4mx\u{1B}[0m \u{1B}[0m")

    #expect(frame.rows.map { $0.map(\.text) } == [["a", "<", "b", "日", "", "!"], ["x", " "]])
    #expect(
      frame.rows[0][3].style
        == StyledFrame.Style(dim: true, inverse: true, color: "#ff0010"))
    #expect(frame.plainText == "a<b日!\nx")
    expectNoDifference(
      frame.html(),
      #"a<span class="b">&lt;b</span><span class="d i" style="background:#ff0010">"#
        + #"<span class="w">日</span></span>!"# + "\n" + #"<span class="u">x</span> "#)
  }

  @Test func aStyledFrameIsTheDriversFrameWithItsAttributes() {
    let driver = TestDriver(size: Size(width: 24, height: 3)) {
      VStack {
        Text("日本語 🎉 ok").bold()
        Button("Go") {}
      }
    }

    #expect(StyledFrame(ansi: driver.styledFrame).plainText == driver.frame)
    #expect(StyledFrame(ansi: driver.styledFrame).rows.allSatisfy { $0.count == 24 })
    #expect(StyledFrame(ansi: driver.styledFrame).rows[0][0].style.bold)
  }

  @Test func changedCellsAreTheCellsThatDifferInTextOrAttributes() {
    let before = StyledFrame(ansi: "ab\r\ncd")
    let after = StyledFrame(ansi: "a\u{1B}[0;1mb\u{1B}[0m\r\ncxy")

    #expect(
      after.changedCells(from: before)
        == [.init(row: 0, column: 1), .init(row: 1, column: 1), .init(row: 1, column: 2)])
    #expect(
      after.html(highlighted: [.init(row: 1, column: 1)])
        == "a<span class=\"b\">b</span>\nc<span class=\"x\">x</span>y")
  }

  @Test func textFromStatesIsEscapedAndItsControlsDrawn() {
    #expect(
      "<a href=\"x\">&'\u{1B}[31m\u{202E}".htmlEscaped
        == "&lt;a href=&quot;x&quot;&gt;&amp;&#39;␛[31m\u{FFFD}")
  }

  @Test(.enabled(if: dotIsInstalled, "the map is laid out by Graphviz's dot"))
  func theCatalogHasAPagePerStateWithItsStepsEdgesAndMap() async throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let console = TestConsole()

    try await HallPreview.run(["--explore", "--depth", "3", "--catalog", root.path], on: console)

    let folder = root.appending(path: "hall")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "catalog.json", "index.html", "state-0.html", "state-1.html", "state-2.html",
        "state-3.html",
      ])
    #expect(
      console.output.hasSuffix("Wrote the catalog of HallPreview (5 pages) into \(folder.path)."))
    let page = try String(contentsOf: folder.appending(path: "state-3.html"), encoding: .utf8)
    #expect(page.contains("<h1>nav:///room</h1>"))
    #expect(
      page.contains(
        """
        <ol class="path">
        <li><a href="state-0.html">start: hall</a></li>
        <li><a href="state-1.html">toggle &quot;Light&quot;</a></li>
        <li><a href="state-3.html">tap &quot;Enter&quot;</a></li>
        </ol>
        """))
    #expect(
      page.contains(
        """
        <ul class="edges">
        <li><a class="edge" href="state-1.html">tap &quot;Close&quot;</a> → <code>nav:///</code> (state 1)</li>
        <li><a class="edge" href="state-1.html">back</a> → <code>nav:///</code> (state 1)</li>
        </ul>
        """))
    #expect(page.contains(#"<li class="pass"><code>url</code>: its URL, opened fresh"#))
    let frame = try #require(page.firstMatch(of: #/<pre class="frame" id="frame">(?s)(.*?)</pre>/#))
    let document = try Catalog.read(folder.appending(path: "catalog.json"))
    #expect(
      StyledFrame(ansi: document.states[3].styledFrame).plainText == document.states[3].frame)
    #expect(frame.1.contains("Room, light on"))
    let index = try String(contentsOf: folder.appending(path: "index.html"), encoding: .utf8)
    #expect(index.contains("<svg"))
    #expect(index.contains(#"xlink:href="state-2.html""#))
    let rootIndex = try String(contentsOf: root.appending(path: "index.html"), encoding: .utf8)
    #expect(
      rootIndex.contains(
        #"<tr><td><a href="hall/index.html">hall</a></td><td>A hall.</td><td>4</td><td>8</td>"#))
  }

  @Test(.enabled(if: dotIsInstalled, "the map is laid out by Graphviz's dot"))
  func comparingMarksTheStatesChangedAddedAndRemoved() async throws {
    let old = try temporaryFolder()
    let new = try temporaryFolder()
    defer {
      try? FileManager.default.removeItem(at: old)
      try? FileManager.default.removeItem(at: new)
    }
    try await HallPreview.run(
      ["--explore", "--depth", "3", "--catalog", old.path], on: TestConsole())
    // The other commit drew the hall's first frame with a bold first cell, and wrote its
    // catalog.json as catalogs did before it was the exploration's whole record: violations
    // counted, no patterns or commands.
    let file = old.appending(path: "hall/catalog.json")
    var json = try #require(
      JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
    var states = try #require(json["states"] as? [[String: Any]])
    for index in states.indices {
      states[index]["pattern"] = nil
      states[index]["command"] = nil
    }
    states[0]["styledFrame"] = (states[0]["styledFrame"] as? String)?.replacingOccurrences(
      of: "\u{1B}[H\u{1B}[0m", with: "\u{1B}[H\u{1B}[0;1m")
    json["states"] = states
    json["violations"] = 0
    try JSONSerialization.data(withJSONObject: json).write(to: file)

    let console = TestConsole()
    await #expect(
      throws: PreviewError.explorationFailed(
        "HallPreview changed since base (--fail-on-change): see \(new.path)/hall/changes.html.")
    ) {
      try await HallPreview.run(
        [
          "--explore", "--depth", "1", "--catalog", new.path, "--compare-catalog", old.path,
          "--reference", "base", "--fail-on-change",
        ], on: console)
    }

    #expect(console.output.hasSuffix("HallPreview: 1 changed, 0 added, 1 removed since base."))
    let written = try Catalog.read(new.appending(path: "hall/catalog.json"))
    #expect(
      written.comparison
        == .init(reference: "base", added: [], removed: [3], changed: [0]))
    let change = try String(
      contentsOf: new.appending(path: "hall/change-0.html"), encoding: .utf8)
    #expect(change.contains(#"<pre class="frame" id="before"><span class="b x">"#))
    #expect(change.contains(#"<pre class="frame" id="after"><span class="x">"#))
    let changes = try String(contentsOf: new.appending(path: "hall/changes.html"), encoding: .utf8)
    #expect(changes.contains(#"<h1>hall: 1 changed, 0 added, 1 removed since base</h1>"#))
  }

  @Test func aFolderThatIsNotACatalogIsNeverReplaced() async throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appending(path: "hall")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try "mine".write(to: folder.appending(path: "notes.txt"), atomically: true, encoding: .utf8)

    await #expect(
      throws: PreviewError.cannotStart(
        "\(folder.path) is there and is not a catalog (it has no catalog.json): move it away or "
          + "write the catalog elsewhere.")
    ) {
      try await HallPreview.run(
        ["--explore", "--depth", "0", "--catalog", root.path], on: TestConsole())
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.txt"])
  }

  @Test func catalogOptionsNeedExploreAndAComparison() {
    #expect(throws: (any Error).self) {
      try PreviewCommand<HallPreview>.parse(["--catalog", "/tmp/x"])
    }
    #expect(throws: (any Error).self) {
      try PreviewCommand<HallPreview>.parse([
        "--explore", "--catalog", "/tmp/x", "--fail-on-change",
      ])
    }
    #expect(throws: (any Error).self) {
      try PreviewCommand<HallPreview>.parse(["--explore", "--compare-catalog", "/tmp/x"])
    }
  }

  private func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appending(path: "catalog-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}

/// Whether Graphviz's `dot` is on PATH (the catalog's map needs it; .ci/install-packages
/// installs it).
private let dotIsInstalled =
  (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
    FileManager.default.isExecutableFile(atPath: "\($0)/dot")
  }
