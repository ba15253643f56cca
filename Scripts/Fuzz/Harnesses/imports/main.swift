// The dependency checker's import lexer (ImportScanner) over any Swift source: it never traps,
// and every import it reports has a line number inside the source and a module name of dotted
// parts, none empty, without whitespace, controls or punctuation.

import FuzzTargets

// libFuzzer's entry point; built with `--sanitize=fuzzer`, libFuzzer supplies `main`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzTarget.named("imports")!.fuzz(data, size)
}
