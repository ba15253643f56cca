// The navigation file the app restores at launch: restoring it gives a state or an error, every
// error and note is free of terminal controls, what is restored fits the store (no stack over the
// limit, no screen of a missing item, no draft that would replace a stored item), and it saves
// and restores as it is.

import FuzzTargets

// libFuzzer's entry point; built with `--sanitize=fuzzer`, libFuzzer supplies `main`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzTarget.named("saved-state")!.fuzz(data, size)
}
