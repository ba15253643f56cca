// A row of the store's item table written by another program that ignores the table's CHECK
// constraints (input: one column value per line, see StoreRow): loading either fails with a
// StoreError, or gives items that the store saves and loads back unchanged (or refuses to save
// with StoreError.nulCharacter, never cut). Messages quote the file as it is; the app draws them
// visibly where it prints them.

import FuzzTargets

// libFuzzer's entry point; built with `--sanitize=fuzzer`, libFuzzer supplies `main`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzTarget.named("item-row")!.fuzz(data, size)
}
