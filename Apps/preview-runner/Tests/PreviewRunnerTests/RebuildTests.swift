import CustomDump
import Foundation
import Testing

@testable import PreviewRunner

/// How `--watch` rebuilds: by the commands of the last build's plan that a change reaches, or by
/// `swift build` whenever that plan may be stale. On a package of real files whose plan's
/// commands append their names to a log, and whose `swift` does the same.
@Suite(.serialized)
struct RebuildTests {
  @Test func aSourceChangeRunsThePlannedCommandsItReachesInOrderAndNoOthers() async throws {
    let package = try PlannedPackage()

    let outcome = await package.target.build(
      changed: [package.featureSource], folders: package.folders, timings: WatchTimings(path: nil))

    #expect(outcome == .succeeded)
    expectNoDifference(
      try package.log(),
      ["compile Feature", "compile App", "wrap Feature", "link App"])
  }

  @Test func aChangeToTheProductsOwnModuleRecompilesItAndLinks() throws {
    let package = try PlannedPackage()

    let way = package.target.rebuildWay(changed: [package.appSource], folders: package.folders)

    expectNoDifference(
      way.commandNames,
      ["C.App-x86_64-unknown-linux-gnu-debug.module", "C.App-x86_64-unknown-linux-gnu-debug.exe"])
  }

  @Test func aFailedPlannedCommandFailsTheBuildWithItsOutputAndStops() async throws {
    let package = try PlannedPackage(failing: "compile Feature")

    let outcome = await package.target.build(
      changed: [package.featureSource], folders: package.folders, timings: WatchTimings(path: nil))

    #expect(outcome == .failed(["compile Feature failed"]))
    expectNoDifference(try package.log(), ["compile Feature"])
  }

  @Test func withoutAPlanItRunsSwiftBuild() async throws {
    let package = try PlannedPackage()
    try FileManager.default.removeItem(atPath: package.target.planPath)

    let outcome = await package.target.build(
      changed: [package.featureSource], folders: package.folders, timings: WatchTimings(path: nil))

    #expect(outcome == .succeeded)
    expectNoDifference(
      try package.log(),
      ["swift build --package-path \(package.root)/App --product App"])
    #expect(
      package.target.rebuildWay(changed: [package.featureSource], folders: package.folders)
        == .swiftBuild(because: "there is no build plan at \(package.root)/App/.build/debug.yaml"))
  }

  @Test(arguments: ["App/Package.swift", "App/Package.resolved", "Feature/Package.swift"])
  func aManifestOrPinsChangedSinceThePlanMeanSwiftBuild(_ manifest: String) throws {
    let package = try PlannedPackage()
    try package.touch(manifest, secondsAfterThePlan: 1)

    #expect(
      package.target.rebuildWay(changed: [package.featureSource], folders: package.folders)
        == .swiftBuild(because: "\(package.root)/\(manifest) changed since the last build"))
  }

  @Test func aManifestOlderThanThePlanKeepsThePlannedWay() throws {
    let package = try PlannedPackage()
    try package.touch("Feature/Package.swift", secondsAfterThePlan: -1)

    #expect(
      package.target.rebuildWay(changed: [package.featureSource], folders: package.folders)
        .commandNames.count == 4)
  }

  @Test func anAddedOrRemovedSourceMeansSwiftBuild() throws {
    let package = try PlannedPackage()
    let folder = "\(package.root)/Feature/Sources/Feature"

    try "let b = 2".write(toFile: folder + "/B.swift", atomically: false, encoding: .utf8)
    #expect(
      package.target.rebuildWay(changed: [folder + "/B.swift"], folders: package.folders)
        == .swiftBuild(because: "a Swift file was added or removed in \(folder)"))

    try FileManager.default.removeItem(atPath: folder + "/B.swift")
    try FileManager.default.removeItem(atPath: package.featureSource)
    #expect(
      package.target.rebuildWay(changed: [package.featureSource], folders: package.folders)
        == .swiftBuild(because: "a Swift file was added or removed in \(folder)"))
  }

  @Test func aPlanThatDoesNotLinkTheProductMeansSwiftBuild() throws {
    let package = try PlannedPackage()
    let target = WatchTarget(
      product: "Other", packagePath: package.target.packagePath, binPath: package.target.binPath)

    #expect(
      target.rebuildWay(changed: [package.featureSource], folders: package.folders)
        == .swiftBuild(because: "the build plan does not link Other"))
  }
}

/// A package `App` whose product `App` links its own module and that of a package `Feature`
/// beside it, with the plan SwiftPM would have written, each command appending a line to a log.
private struct PlannedPackage {
  let root: String
  let target: WatchTarget

  var featureSource: String { root + "/Feature/Sources/Feature/A.swift" }
  var appSource: String { root + "/App/Sources/App/main.swift" }
  var folders: [String] { [root + "/App/Sources/App", root + "/Feature/Sources/Feature"] }
  private var logPath: String { root + "/log" }

  /// - Parameter failing: The command that fails, printing `<it> failed`.
  init(failing: String? = nil) throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("preview-rebuild-\(UUID().uuidString)")
    root = url.path
    let bin = root + "/App/.build/x86_64-unknown-linux-gnu/debug"
    for folder in ["/App/Sources/App", "/Feature/Sources/Feature", "/Other"] {
      try FileManager.default.createDirectory(
        atPath: root + folder, withIntermediateDirectories: true)
    }
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    for file in [
      "App/Package.swift", "App/Package.resolved", "Feature/Package.swift", "Other/O.swift",
      "Feature/Sources/Feature/A.swift", "App/Sources/App/main.swift",
    ] {
      try "".write(toFile: root + "/" + file, atomically: false, encoding: .utf8)
    }
    let log = root + "/log"
    func run(_ name: String) -> String {
      let script =
        name == failing
        ? "echo '\(name)' >> '\(log)'; echo '\(name) failed'; exit 1"
        : "echo '\(name)' >> '\(log)'"
      return #"["/bin/sh","-c","\#(script)"]"#
    }
    let a = root + "/Feature/Sources/Feature/A.swift"
    let main = root + "/App/Sources/App/main.swift"
    let triple = "x86_64-unknown-linux-gnu-debug"
    let plan = """
      client:
        name: basic
      tools: {}
      targets:
        "main": ["<App-\(triple).exe>"]
      default: "main"
      nodes:
        "\(root)/App/Sources/App/":
          is-directory-structure: true
      commands:
        "\(bin)/Feature.build/sources":
          tool: write-auxiliary-file
          inputs: ["<sources-file-list>","\(a)"]
          outputs: ["\(bin)/Feature.build/sources"]
          description: "Write auxiliary file"

        "C.Feature-\(triple).module":
          tool: shell
          inputs: ["\(a)","\(bin)/Feature.build/sources"]
          outputs: ["\(bin)/Feature.build/A.swift.o","\(bin)/Modules/Feature.swiftmodule"]
          description: "Compiling Swift Module 'Feature' (1 sources)"
          args: \(run("compile Feature"))

        "C.Other-\(triple).module":
          tool: shell
          inputs: ["\(root)/Other/O.swift","\(bin)/Modules/Feature.swiftmodule"]
          outputs: ["\(bin)/Other.build/O.swift.o"]
          args: \(run("compile Other"))

        "C.App-\(triple).exe":
          tool: shell
          inputs: ["\(bin)/Feature.build/A.swift.o","\(bin)/Feature.build/Feature.swiftmodule.o","\(bin)/App.build/main.swift.o"]
          outputs: ["\(bin)/App"]
          args: \(run("link App"))

        "C.App-\(triple).module":
          tool: shell
          inputs: ["\(main)","\(bin)/Modules/Feature.swiftmodule"]
          outputs: ["\(bin)/App.build/main.swift.o","\(bin)/Modules/App.swiftmodule"]
          args: \(run("compile App"))

        "\(bin)/Feature.build/Feature.swiftmodule.o":
          tool: shell
          inputs: ["\(bin)/Modules/Feature.swiftmodule"]
          outputs: ["\(bin)/Feature.build/Feature.swiftmodule.o"]
          args: \(run("wrap Feature"))

        "PackageStructure":
          tool: package-structure-tool
          inputs: ["\(root)/App/Sources/App/","\(root)/App/Package.swift","\(root)/App/Package.resolved"]
          outputs: ["<PackageStructure>"]

      """
    try plan.write(toFile: root + "/App/.build/debug.yaml", atomically: false, encoding: .utf8)
    var target = WatchTarget(product: "App", packagePath: root + "/App", binPath: bin)
    target.swift = ["/bin/sh", "-c", #"echo "swift $*" >> '\#(log)'"#, "sh"]
    self.target = target
    // Everything older than the plan, as after a build.
    for file in ["App/Package.swift", "App/Package.resolved", "Feature/Package.swift"] {
      try touch(file, secondsAfterThePlan: -10)
    }
  }

  /// Sets a file's modification time some seconds after (or before) the plan's.
  func touch(_ file: String, secondsAfterThePlan seconds: TimeInterval) throws {
    let plan = try FileManager.default.attributesOfItem(atPath: target.planPath)
    let date = try #require(plan[.modificationDate] as? Date).addingTimeInterval(seconds)
    try FileManager.default.setAttributes(
      [.modificationDate: date], ofItemAtPath: root + "/" + file)
  }

  /// The commands that ran, in order.
  func log() throws -> [String] {
    guard FileManager.default.fileExists(atPath: logPath) else { return [] }
    return try String(contentsOfFile: logPath, encoding: .utf8).split(separator: "\n")
      .map(String.init)
  }
}

extension RebuildWay {
  /// The planned commands' names; none when it builds with `swift build`.
  fileprivate var commandNames: [String] {
    guard case .planned(let commands) = self else { return [] }
    return commands.map(\.name)
  }
}
