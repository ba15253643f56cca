// nav:/// links, as the app parses them and as each feature's fragment (InventoryRoute, ItemFormRoute,
// ItemRowRoute): whatever parses prints to a URL that parses back to the same value, and every
// error message is free of terminal controls.

import FuzzTargets

// libFuzzer's entry point; built with `--sanitize=fuzzer`, libFuzzer supplies `main`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzTarget.named("url")!.fuzz(data, size)
}
