import Foundation
import Testing

@testable import BuildBench

@Suite struct IsolationReportTests {
  @Test func eachOutcomeIsAStatusNameAndIndentedDetailThenTheCounts() {
    let report = Isolation.report([
      .init(name: "(a) clean build", status: .passed, detail: "8 modules: Models, TextUI"),
      .init(name: "(b) edit", status: .failed, detail: "touched: also recompiled InventoryFeature"),
      .init(
        name: "(c) broken sibling", status: .skipped, detail: "needs Packages/InventoryFeature"),
    ])
    #expect(
      report == """
        passed  (a) clean build
                8 modules: Models, TextUI
        FAILED  (b) edit
                touched: also recompiled InventoryFeature
        skipped (c) broken sibling
                needs Packages/InventoryFeature
        isolation: 1 passed, 1 failed, 1 skipped (a skipped check checked nothing: the run fails)
        """)
  }

  @Test func aRunPassesOnlyWhenEveryCheckPassedSoASkippedCheckFailsIt() {
    let passed = Isolation.Outcome(name: "(a)", status: .passed, detail: "")
    let skipped = Isolation.Outcome(name: "(c)", status: .skipped, detail: "needs X")
    let failed = Isolation.Outcome(name: "(b)", status: .failed, detail: "")
    #expect(Isolation.succeeded([passed, passed]))
    #expect(!Isolation.succeeded([passed, skipped]))
    #expect(!Isolation.succeeded([passed, failed]))
  }

  @Test func onlySiblingsTheAppAndTheLiveLayerAreForbiddenToItemRowPreview() {
    #expect(
      Isolation.forbiddenInItemRow([
        "ItemRowFeature", "ItemFeature", "GRDBSQLite", "Models", "AppFeature", "TextUI",
      ]) == ["ItemFeature", "GRDBSQLite", "AppFeature"])
  }

  @Test func watchedModulesAreTheLayeredOnesAndGRDB() {
    #expect(
      MonorepoBenchmark.watched(
        ["ItemFeature", "GRDB", "Models", "AppFeature"], names: ["ItemFeature", "AppFeature"])
        == "AppFeature, GRDB, ItemFeature")
    #expect(MonorepoBenchmark.watched(["Models"], names: ["ItemFeature"]) == "none")
  }

  @Test func theEditedFileIsTheFirstByFolderThenName() {
    let paths = ["ItemForm.swift", "ColorPicker/ColorPickerModel.swift", "ColorPicker.swift"]
    #expect(
      paths.sorted(by: MonorepoSnapshot.pathOrder) == [
        "ColorPicker/ColorPickerModel.swift", "ColorPicker.swift", "ItemForm.swift",
      ])
  }

  @Test func aFailedColdBuildPointsAtItsLog() {
    #expect(
      MonorepoBenchmark.coldRow(
        .init(label: "Models", failure: "/w/logs/cold-Models-1.log"), fullApp: 60)
        == ["Models", "FAILED", "-", "-", "-", "log: /w/logs/cold-Models-1.log"])
  }

  @Test func aCodeEditAddsAPrivateDeclarationWithANewNameEachTime() throws {
    let file = FileManager.default.temporaryDirectory
      .appending(path: "bench-build-edit-\(UUID().uuidString).swift")
    defer { try? FileManager.default.removeItem(at: file) }
    try Files.write("struct Row {}\n", to: file)
    try MonorepoBenchmark.addPrivateDeclaration(to: file)
    try MonorepoBenchmark.addPrivateDeclaration(to: file)
    #expect(
      try Files.read(file)
        == "struct Row {}\n\nprivate let benchBuildCodeEdit1 = 1\n\nprivate let benchBuildCodeEdit2 = 1\n"
    )
  }
}
