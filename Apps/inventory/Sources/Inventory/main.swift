import ArgumentParser
import Foundation
import TextUIHosts

// Parsed and run here rather than by ArgumentParser's `main()`, so that the app runs on the main
// actor and messages are written as the previews write theirs.
do {
  try await Inventory.parse().start()
} catch let error where Inventory.exitCode(for: error) == .success {
  // --help: ArgumentParser prints it.
  Inventory.exit(withError: error)
} catch {
  // Messages quote paths, links and steps from outside; a terminal must draw them, never act on
  // them.
  let message = Inventory.fullMessage(for: error).visibleOnTerminal(keepingLineBreaks: true)
  FileHandle.standardError.write(Data((message + "\n").utf8))
  Inventory.exit(withError: ExitCode(Inventory.exitCode(for: error).rawValue))
}
