import Foundation

/// A 128-bit content fingerprint (two FNV-1a 64 hashes with different seeds) naming cache entries.
///
/// It is not cryptographic: it only has to tell one manifest from another.
struct ContentHash {
  private var first: UInt64 = 0xcbf2_9ce4_8422_2325
  private var second: UInt64 = 0x6c62_272e_07bb_0142

  mutating func add(_ string: String) {
    add(Data(string.utf8))
    add(Data([0]))
  }

  mutating func add(_ data: Data) {
    for byte in data {
      first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
      second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
  }

  var hexDigest: String {
    [first, second].map { value in
      let hex = String(value, radix: 16)
      return String(repeating: "0", count: 16 - hex.count) + hex
    }.joined()
  }
}
