import Foundation
import TextUIHosts

/// Where a run reads steps and prints frames: the process's standard streams, or a test's.
@MainActor
struct Console {
  /// Whether standard input and output are both terminals, so the run is interactive.
  var isInteractive: Bool
  /// Prints one line (a frame is several).
  var print: (String) -> Void
  /// The steps of line mode, read one at a time.
  var inputLines: any AsyncSequence<String, Never>
  /// Runs the root view full screen, at a fixed size or the terminal's, until the user quits.
  var runInteractive: (Size?, @escaping @MainActor () -> AnyView) async throws -> Void
  /// Runs the root view full screen like ``runInteractive``, each key carrying out the next step.
  var runStepping: (Size?, [Step], @escaping @MainActor () -> AnyView) async throws -> Void
  /// What `--watch` watches and builds for a product.
  var watchSetup: (String) throws(PreviewError) -> WatchSetup
  /// Replaces the process with the executable at a path, run with arguments (`--watch`'s
  /// reload); returns only if it could not.
  var relaunch: (String, [String]) throws -> Void

  static var standard: Console {
    Console(
      isInteractive: TerminalHost.isAvailable,
      print: { Swift.print($0) },
      inputLines: StandardInputLines(),
      runInteractive: { size, root in
        try await TerminalHost(size: size, content: root).run()
      },
      runStepping: { size, steps, root in
        try await TerminalHost(size: size, stepping: steps, content: root).run()
      },
      watchSetup: { product throws(PreviewError) in try WatchSetup.running(product: product) },
      relaunch: { executable, arguments in
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        execv(executable, argv)
        throw PreviewError.cannotStart(
          "Cannot start the rebuilt \(executable): \(String(cString: strerror(errno))).")
      }
    )
  }
}
