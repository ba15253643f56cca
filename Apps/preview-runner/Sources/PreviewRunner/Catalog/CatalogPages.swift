import Foundation
import TextUIHosts

/// The catalog's pages as HTML. Everything that comes from a state (its frame, URL, steps,
/// placeholder, messages) is escaped (``Swift/String/htmlEscaped``).
struct CatalogPages {
  let document: ExplorationRecord

  /// The style sheet every page links (`ROOT/style.css`).
  static let style = """
    body { font: 15px/1.45 system-ui, sans-serif; margin: 1.5em auto; max-width: 80em; \
    padding: 0 1em; color: #1b1f24; }
    nav { font-size: 90%; margin-bottom: 1em; }
    h1 { font-size: 1.4em; word-break: break-all; }
    h2 { font-size: 1.1em; margin-top: 1.4em; }
    code { font-family: ui-monospace, "DejaVu Sans Mono", monospace; word-break: break-all; }
    pre.frame { font: 14px/1.2 ui-monospace, "DejaVu Sans Mono", monospace; background: #11161c; \
    color: #d6dde4; padding: .6em .8em; display: inline-block; border-radius: 4px; margin: 0; }
    .frame .b { font-weight: bold; }
    .frame .d { opacity: .45; }
    .frame .u { text-decoration: underline; }
    .frame .i { background: #d6dde4; color: #11161c; }
    .frame .x { background: #8f1d1d; color: #fff; outline: 1px solid #ff6b6b; }
    .frame .w { display: inline-block; width: 2ch; overflow: hidden; vertical-align: bottom; }
    .side { display: flex; gap: 1.5em; flex-wrap: wrap; align-items: flex-start; }
    .side figure { margin: 0; }
    .side pre.frame { font-size: 11px; }
    table { border-collapse: collapse; }
    th, td { text-align: left; padding: .2em .7em; border-bottom: 1px solid #d0d7de; \
    vertical-align: top; }
    .pass::before { content: "✓ "; color: #1a7f37; }
    .fail::before { content: "✗ "; color: #cf222e; }
    .added { color: #1a7f37; }
    .changed { color: #9a6700; }
    .removed { color: #cf222e; }
    .map svg { max-width: 100%; height: auto; }
    """

  /// A page: the head, with the style sheet at `style` and no icon to fetch, then `body`.
  static func page(title: String, style: String, _ body: String) -> String {
    """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(title.htmlEscaped)</title>
    <link rel="icon" href="data:,">
    <link rel="stylesheet" href="\(style)">
    </head>
    <body>
    \(body)
    </body>
    </html>

    """
  }

  /// `ROOT/index.html`: every preview with its counts, and what changed when compared.
  static func rootIndex(_ documents: [ExplorationRecord]) -> String {
    var rows = ""
    for document in documents {
      let name = document.scriptName.htmlEscaped
      var changes = ""
      if let comparison = document.comparison {
        changes =
          comparison.isEmpty
          ? "no change since \(comparison.reference.htmlEscaped)"
          : "<a href=\"\(name)/changes.html\">\(comparison.summary)</a> since "
            + comparison.reference.htmlEscaped
      }
      rows += """
        <tr><td><a href="\(name)/index.html">\(name)</a></td>\
        <td>\(document.abstract.htmlEscaped)</td><td>\(document.states.count)</td>\
        <td>\(document.edges.count)</td><td>\(document.depth)</td>\
        <td>\(document.violations.count)</td><td>\(changes)</td></tr>

        """
    }
    return page(
      title: "Preview catalog", style: "style.css",
      """
      <h1>Preview catalog</h1>
      <p>Every state the preview runner's explorer reaches from each preview's named states, \
      drawn as the terminal draws it, with the steps that reach it and every step out. Made by \
      <code>Scripts/preview --catalog DIR</code>.</p>
      <table>
      <tr><th>preview</th><th>what it shows</th><th>states</th><th>edges</th><th>depth</th>\
      <th>violations</th><th>changes</th></tr>
      \(rows)</table>
      """)
  }

  /// `ROOT/<name>/index.html`: the map (nodes link to their first state), then every state.
  func index(map: String) -> String {
    let marks = Self.marks(document.comparison)
    var rows = ""
    for state in document.states {
      let steps =
        state.steps.isEmpty ? "" : state.steps.map { $0.htmlEscaped }.joined(separator: " → ")
      rows += """
        <tr><td><a class="state" href="\(state.page)">\(state.id)</a></td>\
        <td><code>\(state.url.htmlEscaped)</code>\(state.hasURL ? "" : " (no URL of its own)")</td>\
        <td>\(state.start.htmlEscaped)\(steps.isEmpty ? "" : " → " + steps)</td>\
        <td>\(marks[state.id] ?? "")</td></tr>

        """
    }
    var changes = ""
    if let comparison = document.comparison {
      changes =
        "<p>Compared with \(comparison.reference.htmlEscaped): "
        + (comparison.isEmpty
          ? "no change." : "<a href=\"changes.html\">\(comparison.summary)</a>.")
        + "</p>\n"
    }
    let name = document.scriptName.htmlEscaped
    return Self.page(
      title: "\(document.scriptName) · preview catalog", style: "../style.css",
      """
      <nav><a href="../index.html">Catalog</a> › \(name)</nav>
      <h1>\(name): \(document.abstract.htmlEscaped)</h1>
      <p>\(document.states.count) states and \(document.edges.count) edges within \
      \(document.depth) steps of the named states, drawn at \(document.sizes.first ?? ""); \
      \(document.violations.count) violations.</p>
      \(changes)<h2>The navigation map</h2>
      <p>States grouped by URL pattern (dashed: no URL of its own); a box links to the first \
      state of its group.</p>
      <div class="map">\(map)</div>
      <h2>States</h2>
      <table>
      <tr><th>state</th><th>URL</th><th>shortest steps</th><th></th></tr>
      \(rows)</table>
      """)
  }

  /// One state's page: its frame, URL, the steps from the start (each a link to the state it
  /// reaches), every step out, and the invariants checked.
  func statePage(_ state: ExplorationRecord.State) -> String {
    let name = document.scriptName.htmlEscaped
    var path = ""
    var at = document.states.first { $0.start == state.start && $0.steps.isEmpty }?.id
    path += "<li>\(Self.link(to: at, "start: " + state.start))</li>\n"
    for step in state.steps {
      at = at.flatMap { from in
        document.edges.first { $0.from == from && $0.step == step }?.to
      }
      path += "<li>\(Self.link(to: at, step))</li>\n"
    }
    var edges = ""
    for edge in document.edges where edge.from == state.id {
      let target = document.states[edge.to]
      edges +=
        "<li><a class=\"edge\" href=\"\(target.page)\">\(edge.step.htmlEscaped)</a> → "
        + (edge.to == state.id
          ? "this state" : "<code>\(target.url.htmlEscaped)</code> (state \(edge.to))")
        + "</li>\n"
    }
    let marks = Self.marks(document.comparison)
    let change =
      marks[state.id].map { mark in
        "<p>Compared with \(document.comparison?.reference.htmlEscaped ?? ""): \(mark)</p>\n"
      } ?? ""
    return Self.page(
      title: "\(document.scriptName) · state \(state.id) · \(state.url)", style: "../style.css",
      """
      <nav><a href="../index.html">Catalog</a> › <a href="index.html">\(name)</a> › state \
      \(state.id)</nav>
      <h1>\(state.url.htmlEscaped)</h1>
      <p>\(state.hasURL ? "Its URL opens it." : "Its URL opens another state: it has no URL of its own.")\
      \(state.placeholder.map { " On screen, the placeholder for the call <code>\($0.htmlEscaped)</code>." } ?? "")</p>
      \(change)<pre class="frame" id="frame">\(StyledFrame(ansi: state.styledFrame).html())</pre>
      <h2>Steps from the start</h2>
      <ol class="path">
      \(path)</ol>
      <p>Run it: <code>\(state.command.htmlEscaped)</code></p>
      <h2>Steps from here</h2>
      <ul class="edges">
      \(edges.isEmpty ? "<li>None: this state is at the depth explored.</li>\n" : edges)</ul>
      <h2>Invariants checked here</h2>
      <ul class="checks">
      \(checks(state))</ul>
      """)
  }

  /// Every invariant a state is checked against, passed or failed (with the message).
  private func checks(_ state: ExplorationRecord.State) -> String {
    var items = ""
    for invariant in Invariant.allCases where invariant != .launch {
      let failures = document.violations.filter {
        $0.invariant == invariant.rawValue && $0.start == state.start && $0.steps == state.steps
      }
      var text = "<code>\(invariant.rawValue)</code>: \(invariant.summary.htmlEscaped)"
      if invariant == .draws { text += " (\(document.sizes.joined(separator: ", ")))" }
      if invariant == .url, !state.hasURL {
        text += "; it opens another state, so this one has none"
      }
      if failures.isEmpty {
        items += "<li class=\"pass\">\(text)</li>\n"
      } else {
        let messages = failures.map { failure in
          failure.message.split(separator: "\n").map { String($0).htmlEscaped }.joined(
            separator: "<br>")
        }
        items += "<li class=\"fail\">\(text)<br>\(messages.joined(separator: "<br>"))</li>\n"
      }
    }
    return items
  }

  static func link(to state: Int?, _ text: String) -> String {
    guard let state else { return text.htmlEscaped }
    return "<a href=\"state-\(state).html\">\(text.htmlEscaped)</a>"
  }

  /// What a comparison says of each state of this catalog: added or changed.
  static func marks(_ comparison: ExplorationRecord.Comparison?) -> [Int: String] {
    guard let comparison else { return [:] }
    var marks: [Int: String] = [:]
    for id in comparison.added { marks[id] = "<span class=\"added\">added</span>" }
    for id in comparison.changed {
      marks[id] = "<a class=\"changed\" href=\"change-\(id).html\">frame changed</a>"
    }
    return marks
  }
}
