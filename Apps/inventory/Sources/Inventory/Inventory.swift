import ApiClientLive
import AppFeature
import ArgumentParser
import TextUIHosts

/// The inventory app: opens the SQLite store, injects it into the app, opens where the last
/// session left off (or a link), runs it in the terminal or headless, and saves where it ends.
struct Inventory: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "Inventory",
    abstract: "The inventory app, on its SQLite store.",
    discussion: """
      In a terminal it runs full screen (Tab and the arrows move focus, Enter activates, Esc goes \
      back, Ctrl-C or Ctrl-D quits). When standard input or output is not a terminal it runs \
      headless: it reads steps from standard input, one a line (tap "<label>", type "<field>" \
      "<text>", toggle, increment, decrement "<label>", back, tab "<name>", wait), and prints \
      the final frame at the end of the input.

      It starts where the last session on the same store ended, drafts included, and saves \
      where this one ends beside the store (<store>.navigation.json). With --url it opens the \
      link instead.
      """)

  @Option(
    help: ArgumentHelp(
      "The SQLite store, created with the sample items if missing (default: "
        + "$XDG_DATA_HOME/inventory/inventory.sqlite, else "
        + "~/.local/share/inventory/inventory.sqlite).",
      valueName: "path"))
  var store: String?

  @Option(
    help: ArgumentHelp(
      "Open this link instead of the saved state, e.g. "
        + "nav:///inventory/00000000-0000-0000-0000-000000000001/edit.",
      valueName: "url"))
  var url: String?

  /// Runs the app as the options say; `main.swift` calls it on the main actor, where the app's
  /// models live.
  @MainActor
  func start() async throws {
    let path = store ?? ItemStore.defaultPath()
    let itemStore: ItemStore
    do {
      itemStore = try ItemStore(path: path)
    } catch {
      throw InventoryError.cannotOpenStore(error.localizedDescription)
    }
    let model = AppModel(apiClient: .live(store: itemStore))
    var savedState = NavigationFile(storePath: path)
    if itemStore.isReadOnly {
      // Nothing is written beside a store the app cannot write.
      savedState.keepAsItIs()
      NavigationFile.note(
        "The store \(path) is read-only: changes and where this session ends will not be saved.")
    }

    let saved = savedState.open()
    if let url {
      do {
        try await model.open(url: url)
      } catch {
        throw InventoryError.badURL(url, reason: error.reason)
      }
    } else if let saved {
      await savedState.restore(saved, into: model)
    }

    if TerminalHost.isAvailable {
      try await TerminalHost { AppView(model: model) }.run()
      try savedState.save(from: model)
      return
    }
    do {
      try await LineModeHost { AppView(model: model) }
        .run(lines: StandardInputLines(), frames: .finalFrame) { print($0) }
    } catch let error as LineModeError {
      // What the steps before it did is the session's state, kept like any other.
      try savedState.save(from: model)
      throw InventoryError.stepFailed(error)
    }
    try savedState.save(from: model)
    // Without a person to read the alert, a save or delete that failed is the session's error.
    if let failure = model.failure {
      throw InventoryError.workFailed(failure)
    }
  }
}

/// Why the app stopped, in words that say what to do; each ends the run with exit status 1.
enum InventoryError: Error, CustomStringConvertible {
  case cannotOpenStore(String)
  case badURL(String, reason: String)
  case stepFailed(LineModeError)
  case workFailed(String)

  var description: String {
    switch self {
    case .cannotOpenStore(let message):
      message
    case .badURL(let url, let reason):
      "Cannot open the URL \"\(url.visibleOnTerminal(limit: DeepLinkError.quoteLimit))\": \(reason)"
    case .stepFailed(let error):
      "line \(error.line) of the input: \(error.error)"
    case .workFailed(let failure):
      "The session ended on a failure: \(failure)"
    }
  }
}
