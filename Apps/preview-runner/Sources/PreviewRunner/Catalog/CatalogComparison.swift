import Foundation

/// What changed between two catalogs of one preview (another commit's, `old`, and this one's):
/// states matched by their data (``ExploredState/key``), else by their shortest steps; a matched
/// state whose frame (text or attributes) differs has changed; the others were added or removed.
struct CatalogComparison {
  let result: ExplorationRecord.Comparison
  /// `changes.html` and a `change-<id>.html` per changed state, the two frames side by side.
  let pages: [String: String]

  init(old: ExplorationRecord, new: ExplorationRecord, reference: String) {
    var oldByKey: [String: Int] = [:]
    for state in old.states { oldByKey[state.key] = oldByKey[state.key] ?? state.id }
    var matched: [Int: Int] = [:]
    var matchedOld: Set<Int> = []
    for state in new.states {
      if let id = oldByKey[state.key], !matchedOld.contains(id) {
        matched[state.id] = id
        matchedOld.insert(id)
      }
    }
    func route(_ state: ExplorationRecord.State) -> [String] { [state.start] + state.steps }
    var oldByRoute: [[String]: Int] = [:]
    for state in old.states where !matchedOld.contains(state.id) {
      oldByRoute[route(state)] = oldByRoute[route(state)] ?? state.id
    }
    for state in new.states where matched[state.id] == nil {
      if let id = oldByRoute[route(state)], !matchedOld.contains(id) {
        matched[state.id] = id
        matchedOld.insert(id)
      }
    }
    let added = new.states.map(\.id).filter { matched[$0] == nil }
    let removed = old.states.map(\.id).filter { !matchedOld.contains($0) }
    let changed = new.states.map(\.id).filter { id in
      matched[id].map { old.states[$0].styledFrame != new.states[id].styledFrame } ?? false
    }
    result = ExplorationRecord.Comparison(
      reference: reference, added: added, removed: removed, changed: changed)

    var pages: [String: String] = [:]
    let name = new.scriptName.htmlEscaped
    let navigation =
      "<nav><a href=\"../index.html\">Catalog</a> › <a href=\"index.html\">\(name)</a> › "
    for id in changed {
      let before = StyledFrame(ansi: old.states[matched[id]!].styledFrame)
      let after = StyledFrame(ansi: new.states[id].styledFrame)
      let state = new.states[id]
      pages["change-\(id).html"] = CatalogPages.page(
        title: "\(new.scriptName) · state \(id) changed", style: "../style.css",
        """
        \(navigation)<a href="changes.html">changes</a> › state \(id)</nav>
        <h1>\(state.url.htmlEscaped)</h1>
        <p>The frame of <a href="\(state.page)">state \(id)</a> \
        (\(([state.start] + state.steps).map(\.htmlEscaped).joined(separator: " → "))) changed \
        since \(reference.htmlEscaped); the changed cells are marked.</p>
        <div class="side">
        <figure><figcaption>\(reference.htmlEscaped)</figcaption>\
        <pre class="frame" id="before">\(before.html(highlighted: before.changedCells(from: after)))</pre></figure>
        <figure><figcaption>now</figcaption>\
        <pre class="frame" id="after">\(after.html(highlighted: after.changedCells(from: before)))</pre></figure>
        </div>
        """)
    }
    func list(_ ids: [Int], _ item: (Int) -> String) -> String {
      ids.isEmpty
        ? "<p>None.</p>\n" : "<ul>\n" + ids.map { "<li>\(item($0))</li>\n" }.joined() + "</ul>\n"
    }
    func describe(_ state: ExplorationRecord.State) -> String {
      "<code>\(state.url.htmlEscaped)</code>: "
        + ([state.start] + state.steps).map(\.htmlEscaped).joined(separator: " → ")
    }
    pages["changes.html"] = CatalogPages.page(
      title: "\(new.scriptName) · changes since \(reference)", style: "../style.css",
      """
      \(navigation)changes</nav>
      <h1>\(name): \(result.summary) since \(reference.htmlEscaped)</h1>
      <h2 class="changed">Frame changed</h2>
      \(list(changed) { "<a href=\"change-\($0).html\">state \($0)</a> " + describe(new.states[$0]) })\
      <h2 class="added">Added</h2>
      \(list(added) { "<a href=\"state-\($0).html\">state \($0)</a> " + describe(new.states[$0]) })\
      <h2 class="removed">Removed</h2>
      \(list(removed) { describe(old.states[$0]) })
      """)
    self.pages = pages
  }
}
