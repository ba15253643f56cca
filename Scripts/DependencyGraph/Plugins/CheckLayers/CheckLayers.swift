import Foundation
import PackagePlugin

/// `swift package check-layers [init | baseline --write | why A B | ...]`: runs the
/// `dependency-graph` command from the package's folder, so its rules file is the nearest
/// `layers.json` at or above the package, as for the command itself and the build plugin.
///
/// The manifest cache goes in the plugin's work directory (under `.build/plugins/`), never
/// beside the rules file, where the plugin sandbox would refuse the write.
@main
struct CheckLayers: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    // A tool in the plugin's own package is named by its target, not by its product.
    let tool = try context.tool(named: "DependencyGraphTool")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = Self.arguments(
      arguments, cache: context.pluginWorkDirectoryURL.appending(path: "manifest-cache"))
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    // The command has printed its findings and errors itself; only the status is left to pass on.
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw CheckLayersError(status: process.terminationStatus)
    }
  }

  /// The command's arguments, with `--cache-dir` added after the subcommand unless the caller
  /// chose a cache (or none) or asked for help.
  static func arguments(_ arguments: [String], cache: URL) -> [String] {
    let untouched = ["--cache-dir", "--no-cache", "--help", "-h", "--version"]
    let chosen = arguments.contains { argument in
      untouched.contains { argument == $0 || argument.hasPrefix("--cache-dir=") }
    }
    guard !chosen, arguments.first != "help" else { return arguments }
    let added = ["--cache-dir", cache.path]
    // Options after `--` would be read as names.
    if let end = arguments.firstIndex(of: "--") {
      return Array(arguments[..<end]) + added + Array(arguments[end...])
    }
    return arguments + added
  }
}

/// The command failed.
struct CheckLayersError: Error, CustomStringConvertible {
  var status: Int32

  // SwiftPM may print this before the command's own output, so it points at no place.
  var description: String {
    status == 1
      ? "check-layers: dependency-graph found a violation (exit status 1); its report says where"
      : "check-layers: dependency-graph could not run (exit status \(status)); its message says why"
  }
}
