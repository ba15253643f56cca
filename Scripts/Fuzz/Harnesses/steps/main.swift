// Step scripts (--script files, --steps, standard input): every line that parses prints as text
// that parses back to the same step, and every error message is free of terminal controls and
// bounded in length.

import FuzzTargets

// libFuzzer's entry point; built with `--sanitize=fuzzer`, libFuzzer supplies `main`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzTarget.named("steps")!.fuzz(data, size)
}
