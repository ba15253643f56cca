import zlibLinux

public func compressedSize(of data: [UInt8]) -> Int {
  Int(compressBound(UInt(data.count)))
}
