// An Item decoded from JSON: any bytes either fail to decode or give an item that encodes and
// decodes back to an equal item.

import FuzzTargets

// libFuzzer's entry point; built with `--sanitize=fuzzer`, libFuzzer supplies `main`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzTarget.named("item-json")!.fuzz(data, size)
}
