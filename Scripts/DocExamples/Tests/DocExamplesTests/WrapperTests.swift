import Testing

@testable import DocExamples

@Suite(.timeLimit(.minutes(1)))
struct ExampleWrapperTests {
  @Test func statementsGoInAMainActorAsyncThrowingFunctionBelowTheirImports() {
    let example = Example(
      file: "README.md", line: 10, kind: .statements,
      code: ["import Clocks", "", "let clock = ContinuousClock()", "print(clock.now)"],
      columnOffsets: [0, 0, 0, 0])
    let source = ExampleWrapper.source(of: example, at: "/repo/README.md", imports: ["TextUI"])
    #expect(
      source == """
        import TextUI
        #sourceLocation(file: "/repo/README.md", line: 10)
        import Clocks
        #sourceLocation()
        @MainActor private func example() async throws {
        #sourceLocation(file: "/repo/README.md", line: 11)

        let clock = ContinuousClock()
        print(clock.now)
        #sourceLocation()
        }

        """)
  }

  @Test func statementsWithoutImportsHaveNoImportSection() {
    let example = Example(
      file: "README.md", line: 3, kind: .statements, code: ["// a comment", "run()"],
      columnOffsets: [0, 0])
    let source = ExampleWrapper.source(of: example, at: "/repo/README.md", imports: [])
    #expect(
      source == """
        @MainActor private func example() async throws {
        #sourceLocation(file: "/repo/README.md", line: 3)
        // a comment
        run()
        #sourceLocation()
        }

        """)
  }

  @Test func declarationsAreTheWholeFile() {
    let example = Example(
      file: "Sources/A/B.swift", line: 7, kind: .declarations,
      code: ["@testable import A", "extension B {}"], columnOffsets: [4, 4])
    let source = ExampleWrapper.source(
      of: example, at: "/repo/Sources/A/B.swift", imports: ["A", "C"])
    #expect(
      source == """
        import A
        import C
        #sourceLocation(file: "/repo/Sources/A/B.swift", line: 7)
        @testable import A
        extension B {}
        #sourceLocation()

        """)
  }
}

@Suite(.timeLimit(.minutes(1)))
struct ManifestExampleTests {
  let example = Example(
    file: "Tool/README.md", line: 4, kind: .manifest,
    code: ["let package = Package(name: \"Tool\")"], columnOffsets: [0])

  @Test func aManifestImportsPackageDescriptionAndNothingOfThePackage() {
    #expect(
      ExampleWrapper.source(of: example, at: "/repo/Tool/README.md", imports: ["Tool"]) == """
        import PackageDescription
        #sourceLocation(file: "/repo/Tool/README.md", line: 4)
        let package = Package(name: "Tool")
        #sourceLocation()

        """)
  }

  @Test func aManifestIsCheckedOnItsOwnAndNeedsNoTarget() {
    let scratch = ScratchPackage(
      packages: [DocumentedPackage(directory: "Tool", manifest: nil, examples: [example])],
      root: "/repo")
    #expect(scratch.targets.map(\.files) == [[]])
    #expect(
      scratch.targets.flatMap(\.manifestFiles).map(\.path) == ["Manifests/Tool_README_md_4.swift"])
    #expect(!scratch.manifest.contains(".testTarget"))
  }
}
