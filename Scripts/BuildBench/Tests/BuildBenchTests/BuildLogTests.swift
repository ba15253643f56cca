import Testing

@testable import BuildBench

/// Lines as `swift build -v` prints them (Swift 6.3.1 on Linux), with paths shortened.
enum LogLines {
  static let frontendCompile =
    "/opt/swift/usr/bin/swift-frontend -frontend -c -primary-file "
    + "/r/Packages/ItemFeature/Sources/ItemFeature/ColorPicker/ColorPickerModel.swift "
    + "/r/Packages/ItemFeature/Sources/ItemFeature/Editor/ItemEditor.swift "
    + "-emit-dependencies-path /s/debug/ItemFeature.build/ColorPickerModel.d "
    + "-target x86_64-unknown-linux-gnu -disable-objc-interop -swift-version 6 "
    + "-module-name ItemFeature -package-name itemfeature -o /s/debug/ColorPickerModel.swift.o"
  static let frontendEmitModule =
    "/opt/swift/usr/bin/swift-frontend -frontend -emit-module "
    + "-experimental-skip-non-inlinable-function-bodies-without-types "
    + "/r/Packages/Models/Sources/Models/Item.swift -target x86_64-unknown-linux-gnu "
    + "-emit-module-doc-path /s/debug/Modules/Models.swiftdoc -module-name Models "
    + "-package-name models -o /s/debug/Modules/Models.swiftmodule"
  static let driver =
    "/opt/swift/usr/bin/swiftc -module-name AppFeature -emit-dependencies -emit-module "
    + "-emit-module-path /s/debug/Modules/AppFeature.swiftmodule "
    + "-output-file-map /s/debug/AppFeature.build/output-file-map.json -parse-as-library "
    + "-incremental -c @/s/debug/AppFeature.build/sources -I /s/debug/Modules"
  static let link =
    "/opt/swift/usr/bin/swiftc -v -L /s/debug -o /s/debug/AppPreview -module-name AppPreview "
    + "-emit-executable -Xlinker --defsym -Xlinker main=AppPreview_main @/s/debug/AppPreview.product/Objects.LinkFileList"
  static let manifest =
    "warning: 'models': /opt/swift/usr/bin/swift-frontend -frontend -c -primary-file "
    + "/r/Packages/Models/Package.swift -target x86_64-unknown-linux-gnu -disable-objc-interop "
    + "-I /opt/swift/usr/lib/swift/pm/ManifestAPI -swift-version 6 "
    + "-package-description-version 6.1.0 -empty-abi-descriptor -module-name main "
    + "-o /tmp/TemporaryDirectory.8EECGV/Package-1.o"
  static let manifestLink =
    "/opt/swift/usr/bin/clang -pie -Xlinker --build-id -Xlinker -rpath -Xlinker "
    + "/opt/swift/usr/lib/swift/linux /tmp/TemporaryDirectory.bmF3G9/Package-1.o -o "
    + "/tmp/TemporaryDirectory.bmF3G9/models-manifest"
  static let clangCompile =
    "/opt/swift/usr/bin/clang -target x86_64-unknown-linux-gnu -O0 -DSWIFT_PACKAGE=1 -fPIC "
    + "-fmodule-name=CSQLite -I /r/Sources/CSQLite/include -MD -MT dependencies "
    + "-MF /s/debug/CSQLite.build/shim.c.d -c /r/Sources/CSQLite/shim.c "
    + "-o /s/debug/CSQLite.build/shim.c.o"
  static let moduleWrap =
    "/opt/swift/usr/bin/swiftc -modulewrap /s/debug/Modules/Models.swiftmodule "
    + "-o /s/debug/Models.build/Models.swiftmodule.o -target x86_64-unknown-linux-gnu"
  static let progress = "[12/80] Compiling ItemFeature ColorPickerModel.swift"
}

@Suite struct BuildLogTests {
  @Test func compileAndEmitModuleJobsCountAsCompiled() {
    let log = [LogLines.frontendCompile, LogLines.frontendEmitModule].joined(separator: "\n")
    #expect(BuildLog.modulesCompiled(log) == ["ItemFeature", "Models"])
  }

  @Test func aDriverLineAloneIsCheckedButNotCompiled() {
    #expect(BuildLog.modulesCompiled(LogLines.driver) == [])
    #expect(BuildLog.modulesChecked(LogLines.driver) == ["AppFeature"])
  }

  @Test func anExecutablesLinkLineCountsAsChecked() {
    #expect(BuildLog.modulesChecked(LogLines.link) == ["AppPreview"])
    #expect(BuildLog.modulesCompiled(LogLines.link) == [])
  }

  @Test func aManifestEvaluationIsNotAModuleOfTheBuild() {
    let log = [LogLines.manifest, LogLines.manifestLink].joined(separator: "\n")
    #expect(BuildLog.modulesCompiled(log) == [])
    #expect(BuildLog.modulesChecked(log) == [])
  }

  @Test func aClangCompileOfACTargetCountsByItsModuleName() {
    #expect(BuildLog.modulesCompiled(LogLines.clangCompile) == ["CSQLite"])
    #expect(BuildLog.modulesChecked(LogLines.clangCompile) == [])
  }

  @Test func moduleWrappingIsNeitherCompiledNorChecked() {
    #expect(BuildLog.modulesCompiled(LogLines.moduleWrap) == [])
    #expect(BuildLog.modulesChecked(LogLines.moduleWrap) == [])
  }

  @Test func progressLinesAreNotRead() {
    #expect(BuildLog.modulesCompiled(LogLines.progress) == [])
    #expect(BuildLog.modulesChecked(LogLines.progress) == [])
  }

  @Test func aWholeLogGivesEachModuleOnce() {
    let log = [
      "Building for debugging...", LogLines.manifest, LogLines.driver, LogLines.frontendCompile,
      LogLines.frontendCompile, LogLines.frontendEmitModule, LogLines.moduleWrap, LogLines.link,
      LogLines.progress, "Build complete! (12.85s)",
    ].joined(separator: "\n")
    #expect(BuildLog.modulesCompiled(log) == ["ItemFeature", "Models"])
    #expect(BuildLog.modulesChecked(log) == ["AppFeature", "AppPreview"])
  }

  @Test func aProgramIsMatchedByItsWholeName() {
    // `myswiftc` is not the driver, and `xswift-frontend` not the frontend.
    let log = [
      "/usr/local/bin/myswiftc -module-name Tool -c a.swift",
      "/opt/bin/xswift-frontend -frontend -c a.swift -module-name Other",
    ].joined(separator: "\n")
    #expect(BuildLog.modulesChecked(log) == [])
    #expect(BuildLog.modulesCompiled(log) == [])
  }
}
