import Foundation
import Synchronization
import Testing

@testable import DocExamples

/// Runs the checker on a tiny package written to a temporary folder: one library, a README with
/// a good and a broken example, and a doc comment with an example.
@Suite(.timeLimit(.minutes(10)))
struct EndToEndTests {
  let doc = "///"

  @Test func aBrokenExampleFailsAtItsLineAndTheOthersCompile() throws {
    let root = FileManager.default.temporaryDirectory
      .appending(path: "doc-examples-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try write(
      [
        "Greeting/Package.swift": """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
          name: "Greeting",
          products: [.library(name: "Greeting", targets: ["Greeting"])],
          targets: [.target(name: "Greeting")],
          swiftLanguageModes: [.v6]
        )
        """,
        "Greeting/Sources/Greeting/Greeting.swift": """
        \(doc) A greeting for `name`:
        \(doc)
        \(doc) ```swift
        \(doc) print(greeting("Ada"))
        \(doc) ```
        public func greeting(_ name: String) -> String { "Hello, \\(name)!" }
        """,
        "Greeting/README.md": """
        # Greeting

        ```swift
        let text = greeting("Ada")
        ```

        ```swift declarations
        import Testing

        @Test func greetsByName() {
          #expect(greeting("Ada") == "Hello, Ada!")
        }
        ```

        ```swift manifest
        let package = Package(name: "Greeting", targets: [.target(name: "Greeting")])
        ```

        - A broken one:

          ```swift
          let text = greeting("Ada")
          print(text, farewell("Ada"))
          ```
        """,
      ], under: root)
    let lines = Mutex<[String]>([])
    let checker = ExampleChecker(
      root: root, scratch: root.appending(path: ".build-doc-examples"),
      output: { line in lines.withLock { $0.append(line) } })

    let passed = try checker.check(files: [
      "Greeting/README.md", "Greeting/Sources/Greeting/Greeting.swift",
    ])

    let output = lines.withLock { $0 }
    #expect(!passed)
    #expect(output.first == "5 examples in 2 files of 1 package")
    #expect(output.dropFirst(2).first?.hasPrefix("Greeting: 5 examples FAILED") == true)
    #expect(
      Array(output.dropFirst(3)) == [
        "Greeting/README.md:23:15: error: cannot find 'farewell' in scope"
      ])
  }

  @Test func aBuildFolderGivenIsWhereTheExamplesBuild() throws {
    let root = FileManager.default.temporaryDirectory
      .appending(path: "doc-examples-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try write(
      [
        "Tiny/Package.swift": """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
          name: "Tiny",
          products: [.library(name: "Tiny", targets: ["Tiny"])],
          targets: [.target(name: "Tiny")]
        )
        """,
        "Tiny/Sources/Tiny/Tiny.swift": "public let answer = 42\n",
        "Tiny/README.md": "```swift\nprint(answer)\n```\n",
      ], under: root)
    let scratch = root.appending(path: ".build-doc-examples")
    let shared = root.appending(path: "shared-build")
    let checker = ExampleChecker(
      root: root, scratch: scratch, buildFolder: shared, output: { _ in })

    let passed = try checker.check(files: ["Tiny/README.md"])

    #expect(passed)
    #expect(FileManager.default.fileExists(atPath: shared.appending(path: "debug").path))
    #expect(!FileManager.default.fileExists(atPath: scratch.appending(path: ".build").path))
  }

  private func write(_ files: [String: String], under root: URL) throws {
    for (path, contents) in files {
      let url = root.appending(path: path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try contents.write(to: url, atomically: true, encoding: .utf8)
    }
  }
}
