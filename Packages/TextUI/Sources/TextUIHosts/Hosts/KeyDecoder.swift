/// Turns the bytes a terminal in raw mode sends into keys.
struct KeyDecoder {
  /// A decoded input event.
  enum Event: Equatable {
    case key(Key)
    /// Ctrl-C or Ctrl-D: leave the program.
    case quit
  }

  private var pending: [UInt8] = []

  /// Whether the bytes so far end in a lone Escape, which may be the start of a sequence still
  /// arriving; the host waits briefly before calling ``flush()``.
  var hasPendingEscape: Bool { pending == [0x1B] }

  /// Decodes `bytes`, keeping an incomplete sequence for the next call.
  mutating func decode(_ bytes: [UInt8]) -> [Event] {
    pending += bytes
    var events: [Event] = []
    var index = 0
    while index < pending.count {
      guard let (event, length) = Self.event(in: pending[index...]) else { break }
      if let event { events.append(event) }
      index += length
    }
    pending.removeFirst(index)
    return events
  }

  /// Decodes whatever is pending as complete: a lone Escape is the Escape key.
  mutating func flush() -> [Event] {
    defer { pending = [] }
    if pending == [0x1B] { return [.key(.escape)] }
    return []
  }

  /// The event at the start of `bytes` and how many bytes it takes; `nil` if more bytes are
  /// needed; a `nil` event for bytes that mean nothing here.
  private static func event(in bytes: ArraySlice<UInt8>) -> (Event?, Int)? {
    guard let first = bytes.first else { return nil }
    switch first {
    case 0x03, 0x04: return (.quit, 1)
    case 0x09: return (.key(.tab), 1)
    case 0x0D, 0x0A: return (.key(.enter), 1)
    case 0x7F, 0x08: return (.key(.backspace), 1)
    case 0x20: return (.key(.space), 1)
    case 0x1B: return escapeSequence(bytes)
    case 0x00..<0x20: return (nil, 1)
    default: return character(bytes)
    }
  }

  private static func escapeSequence(_ bytes: ArraySlice<UInt8>) -> (Event?, Int)? {
    let start = bytes.startIndex
    guard bytes.count >= 2 else { return nil }
    let introducer = bytes[start + 1]
    guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
      return (.key(.escape), 1)
    }
    // A CSI sequence ends with a byte in 0x40...0x7E; parameters come before it.
    var end = start + 2
    while end < bytes.endIndex, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
    guard end < bytes.endIndex else { return nil }
    let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
    let length = end - start + 1
    switch (bytes[end], parameters) {
    case (UInt8(ascii: "A"), _): return (.key(.up), length)
    case (UInt8(ascii: "B"), _): return (.key(.down), length)
    case (UInt8(ascii: "C"), _): return (.key(.right), length)
    case (UInt8(ascii: "D"), _): return (.key(.left), length)
    case (UInt8(ascii: "Z"), _): return (.key(.backTab), length)
    case (UInt8(ascii: "~"), "5"): return (.key(.pageUp), length)
    case (UInt8(ascii: "~"), "6"): return (.key(.pageDown), length)
    case (UInt8(ascii: "~"), "3"): return (.key(.backspace), length)
    default: return (nil, length)
    }
  }

  private static func character(_ bytes: ArraySlice<UInt8>) -> (Event?, Int)? {
    let first = bytes[bytes.startIndex]
    let length =
      switch first {
      case 0xF0...: 4
      case 0xE0...: 3
      case 0xC0...: 2
      default: 1
      }
    guard bytes.count >= length else { return nil }
    let text = String(decoding: bytes.prefix(length), as: UTF8.self)
    guard let character = text.first else { return (nil, length) }
    return (.key(.character(character)), length)
  }
}
