// The C library differs between Linux (Glibc, or Musl for static builds) and Apple's systems
// (Darwin) in its module's name and in a few field names: what differs is here, once, for the
// hosts, the demo and the tests. Every other file imports the library under the same guard.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("TextUIHosts needs a POSIX C library: Glibc, Musl or Darwin")
#endif

/// The calls a type's own methods of the same name would hide (`Terminal.write(_:)` hides
/// `write(2)`), which code in such a type could otherwise reach only through the library's
/// module name.
package enum Platform {
  /// `read(2)` into `buffer`: the number of bytes read, 0 at the end, -1 on error (`errno`).
  package static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    systemRead(descriptor, buffer.baseAddress, buffer.count)
  }

  /// `write(2)` of `bytes`: the number of bytes written, or -1 on error (`errno`).
  package static func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
    systemWrite(descriptor, bytes.baseAddress, bytes.count)
  }

  /// `pipe(2)`: the read and write ends, or `nil` on error (`errno`).
  package static func pipe() -> (readEnd: Int32, writeEnd: Int32)? {
    var ends: [Int32] = [-1, -1]
    guard systemPipe(&ends) == 0 else { return nil }
    return (ends[0], ends[1])
  }

  /// `close(2)`.
  package static func close(_ descriptor: Int32) {
    _ = systemClose(descriptor)
  }

  /// Ends the process with `status`, as `exit(3)`.
  package static func exit(_ status: Int32) -> Never {
    systemExit(status)
  }
}

/// The type of `termios`'s flag fields: `UInt32` on Linux, `UInt` on Apple's systems.
package typealias TerminalFlags = tcflag_t

extension sigaction {
  /// The plain handler (`sa_handler`), which each library reaches through a union of its own.
  package var handler: (@convention(c) (Int32) -> Void)? {
    get {
      #if canImport(Glibc)
        __sigaction_handler.sa_handler
      #elseif canImport(Musl)
        __sa_handler.sa_handler
      #else
        __sigaction_u.__sa_handler
      #endif
    }
    set {
      #if canImport(Glibc)
        __sigaction_handler.sa_handler = newValue
      #elseif canImport(Musl)
        __sa_handler.sa_handler = newValue
      #else
        __sigaction_u.__sa_handler = newValue
      #endif
    }
  }
}

// At file scope the library's functions are not hidden by the methods above.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

private func systemPipe(_ ends: UnsafeMutablePointer<Int32>) -> Int32 {
  pipe(ends)
}

private func systemClose(_ descriptor: Int32) -> Int32 {
  close(descriptor)
}

private func systemExit(_ status: Int32) -> Never {
  exit(status)
}
