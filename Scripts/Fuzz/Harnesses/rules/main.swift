// The layering rules file (layers.json) as the dependency checker loads it: any bytes
// either load into a valid rule book or give a RuleBookError whose message is free of terminal
// controls.

import FuzzTargets

// libFuzzer's entry point; built with `--sanitize=fuzzer`, libFuzzer supplies `main`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzTarget.named("rules")!.fuzz(data, size)
}
