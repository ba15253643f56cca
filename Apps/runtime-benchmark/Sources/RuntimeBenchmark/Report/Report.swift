/// The benchmark's output: the method, a Markdown table per measurement and the goals.
struct Report {
  let plan: Plan
  let results: Results

  /// The whole report as Markdown.
  var markdown: String {
    [header, routes, deepLinks, frames, mixedNameFrames, renderFrames, rowModels, memory, goals]
      .joined(separator: "\n\n") + "\n"
  }

  private var header: String {
    let environment = results.environment
    var lines = [
      "# Runtime benchmark",
      "",
      plan.judgesGoals
        ? "Full run: `swift run -c release --package-path Apps/runtime-benchmark RuntimeBenchmark`."
        : "**Smoke run** (`--smoke`): tiny sizes and few iterations, to check that every scenario "
          + "works. The times mean nothing and no goal is judged.",
      "",
      "- Build: \(environment.build)"
        + (environment.build == "release"
          ? "." : " — **not representative**: run it with `-c release`."),
      "- Machine: \(environment.cores) cores, \(environment.system). Load average (1, 5, 15 min) "
        + "\(environment.loadAtStart ?? "unknown") at the start, \(environment.loadAtEnd ?? "unknown") "
        + "at the end; when other work shares the cores, the tails (p95, max) carry scheduler noise "
        + "and the medians are the figures to read.",
      "- Clock: `ContinuousClock` (monotonic). Median and p95 are nearest-rank percentiles: "
        + "measured values, never interpolated.",
      "- App: `AppModel` over `ApiClient.preview` holding N generated items (\"Item 1\" … \"Item N\"), "
        + "loaded with `inventory.load()` before anything is timed; frames are drawn by TextUI's "
        + "`TestDriver` at 80x24 and read as plain text, as a host does before writing them out.",
    ]
    if environment.build != "release" {
      lines.append("")
      lines.append(
        "> Debug build: the figures below are several times slower than a release build's.")
    }
    return lines.joined(separator: "\n")
  }

  private var routes: String {
    var table = MarkdownTable([
      .init("URL form", .left), .init("parse median"), .init("parse p95"), .init("print median"),
      .init("print p95"),
    ])
    for route in results.routes {
      table.append([
        "`\(route.pattern)`", formatted(route.parse.median), formatted(route.parse.p95),
        formatted(route.print.median), formatted(route.print.p95),
      ])
    }
    return """
      ## Route parse and print

      Every URL form of the app's grammar (`<id>`: the sample Keyboard's id; the add forms with a \
      full query). Parse is `AppState(url:storedItem:newID:)`, print is `url`. Each is timed in batches of \
      \(grouped(plan.routeBatch)) operations, a sample being the batch's time divided by \
      \(grouped(plan.routeBatch)): \(counted(plan.routeWarmUp, "warm-up batch", "warm-up batches")), \
      then \(counted(plan.routeSamples, "sample")) per form and operation. Each URL is first checked to round-trip (printed, parsed \
      back, equal).

      \(table.text)
      """
  }

  private var deepLinks: String {
    var table = MarkdownTable([
      .init("items"), .init("where", .left), .init("runs"), .init("median"), .init("p95"),
      .init("max"), .init("goal", .left),
    ])
    for link in results.deepLinks {
      let goal: String
      if !plan.judgesGoals {
        goal = "—"
      } else if link.items == Goal.deepLinkSize {
        goal = link.samples.median < Goal.deepLinkBudget ? "met" : "**not met**"
      } else {
        goal = "(none at this size)"
      }
      table.append([
        grouped(link.items), link.scenario.rawValue, "\(link.samples.count)",
        formatted(link.samples.median), formatted(link.samples.p95), formatted(link.samples.max),
        goal,
      ])
    }
    return """
      ## Deep link to the edit screen of the last item

      `open(url: "nav:///inventory/<last-id>/edit")` to the first frame that shows the form. \
      **At launch**: each run builds and loads a new app (not timed), then times `open(url:)`, \
      creating a host and reading its first frame. **In a running app**: one app whose host shows \
      the list; before each run a link back to `nav:///inventory` (not timed), then `open(url:)` \
      and the host's next frame are timed. Every run checks that the route is the item's edit \
      screen and that the frame shows "Edit item" with the item's name, or the benchmark fails. \
      Goal: median under \(formatted(Goal.deepLinkBudget)) at \
      \(grouped(Goal.deepLinkSize)) items.

      \(table.text)
      """
  }

  private var frames: String {
    let reference = results.frames.firstFullWindow
    let referenceTitle = reference.map { "vs \(grouped($0.items))" } ?? "vs full window"
    var table = MarkdownTable([
      .init("items"), .init("rows drawn"), .init("first frame"), .init("median"), .init("p95"),
      .init("max"), .init(referenceTitle),
    ])
    for frame in results.frames {
      table.append([
        grouped(frame.items), "\(frame.rowsOnScreen)", formatted(frame.firstFrame),
        formatted(frame.frames.median), formatted(frame.frames.p95), formatted(frame.frames.max),
        reference.map { formatted(ratio: ratio(frame.frames.median, to: $0.frames.median)) } ?? "",
      ])
    }
    return """
      ## Frame time as the list grows

      The app on the inventory tab, showing the list. First frame: creating a host and reading its \
      first frame. Then each timed frame is one Tab key press (focus moves to the next control and \
      the list scrolls once focus leaves its window; the whole frame is re-drawn) and reading the \
      frame as text: \(counted(plan.frameWarmUp, "warm-up frame")), then \
      \(counted(plan.frames, "timed frame")). Goal: flat, judged as every list \
      that fills the window (the same rows drawn) having a median within \
      \(formatted(ratio: Goal.flatFrameTolerance)) the smallest such list's; a list shorter than \
      the window draws fewer rows and is cheaper for that reason alone.

      \(table.text)
      """
  }

  private var mixedNameFrames: String {
    let reference = results.mixedNameFrames.min { $0.items < $1.items }
    let referenceTitle = reference.map { "vs \(grouped($0.items))" } ?? "vs smallest"
    var table = MarkdownTable([
      .init("items"), .init("rows drawn"), .init("median"), .init("p95"), .init(referenceTitle),
      .init("vs ASCII names"), .init("measuring the frame's widths"),
    ])
    for frame in results.mixedNameFrames {
      let ascii = results.frames.first { $0.items == frame.items }
      table.append([
        grouped(frame.items), "\(frame.rowsOnScreen)", formatted(frame.frames.median),
        formatted(frame.frames.p95),
        reference.map { formatted(ratio: ratio(frame.frames.median, to: $0.frames.median)) } ?? "",
        ascii.map { formatted(ratio: ratio(frame.frames.median, to: $0.frames.median)) } ?? "",
        formatted(frame.widthMeasurement.median),
      ])
    }
    return """
      ## Frame time with wide names

      The same frames over items named "Item N" followed, in turn, by CJK, an emoji with a skin \
      tone, a ZWJ family, Hangul, fullwidth Latin or nothing, so every frame lays out wide and \
      zero-width characters in terminal columns. "vs ASCII names": the median against the ASCII \
      list of the same size in the table above, measured in the same run. "Measuring the frame's \
      widths": the median time to measure the columns of one whole frame's text \
      (`terminalWidth`), apart from drawing it, which is about what layout spends measuring the \
      text it draws.

      \(table.text)
      """
  }

  private var renderFrames: String {
    var table = MarkdownTable([
      .init("rows"), .init("rows drawn"), .init("first frame"), .init("median"), .init("p95"),
      .init("max"), .init("app's frame at as many items"),
    ])
    for frame in results.renderFrames {
      let app = results.frames.first { $0.items == frame.rows }
      table.append([
        grouped(frame.rows), "\(frame.rowsOnScreen)", formatted(frame.firstFrame),
        formatted(frame.frames.median), formatted(frame.frames.p95), formatted(frame.frames.max),
        app.map { formatted($0.frames.median) } ?? "",
      ])
    }
    return """
      ## TextUI's frame time, without the app

      What the UI kit alone costs: a `NavigationStack` with a title and a toolbar button over a \
      `List` of N generic rows (a button, a swatch, a text, a spacer and two buttons), hosted by \
      `TestDriver` at 80x24. First frame: creating the host and reading its first frame. Then \
      each timed frame is a change to the state the title reads, which re-draws the whole frame \
      (resolving the views, laying out the visible rows, layering), and reading the frame as \
      text: \(counted(plan.frameWarmUp, "warm-up frame")), then \
      \(counted(plan.frames, "timed frame")). The last column is the app's median at as many \
      items from the table above: the difference is what the app's models and rows add. Not \
      judged.

      \(table.text)
      """
  }

  private var rowModels: String {
    let result = results.rowModels
    var table = MarkdownTable([
      .init("items"), .init("rows drawn"), .init("pages"), .init("most row models"),
      .init("page median"), .init("page p95"),
    ])
    table.append([
      grouped(result.items), "\(result.rowsOnScreen)", grouped(result.pages),
      "\(result.mostRowModels)", formatted(result.pageTimes.median),
      formatted(result.pageTimes.p95),
    ])
    return """
      ## Live row models while the whole list scrolls

      The app on the inventory tab over \(grouped(result.items)) items: focus on the first row, \
      then Page Down until the last item's row is on screen, counting `AppModel.rows` (the row \
      models alive) after every page. A row's model is built when the row appears and let go when \
      it leaves the screen, so the count stays at the rows drawn, however long the list; more than \
      one above them stops the benchmark. Each page (the key press and reading the frame) is timed.

      \(table.text)
      """
  }

  private var memory: String {
    let memory = results.memory
    var table = MarkdownTable([.init("measure", .left), .init("value")])
    table.append([
      "resident before building the app (VmRSS)", formatted(bytes: memory.before.resident),
    ])
    table.append([
      "resident with \(grouped(memory.items)) items loaded and drawn (VmRSS)",
      formatted(bytes: memory.withApp.resident),
    ])
    table.append(["growth", formatted(bytes: memory.growth)])
    table.append(["growth per item", "\(grouped(memory.growth / max(memory.items, 1))) B"])
    table.append([
      "peak so far (VmHWM, = getrusage max RSS)", formatted(bytes: memory.withApp.peakResident),
    ])
    return """
      ## Memory at \(grouped(memory.items)) items

      Read from `/proc/self/status` before and after building an app over \
      \(grouped(memory.items)) items in the in-memory store, loading it and drawing its list. \
      This runs first, so the peak is this app's; a 10-item app is drawn before the baseline is \
      read, so that what the first use of the code costs is not counted against the items. The app holds the items twice: the store's \
      array and the list's `IdentifiedArray` (with its id index). The goals set no memory \
      budget; this is reported, not judged.

      \(table.text)
      """
  }

  private var goals: String {
    var table = MarkdownTable([
      .init("goal", .left), .init("measured", .left), .init("result", .left),
    ])
    for goal in Goal.judge(results, plan: plan) {
      table.append([goal.goal, goal.measured, goal.verdict.text])
    }
    return """
      ## Goals

      \(table.text)
      """
  }
}
