import Foundation
import Glibc

/// Tells when Swift sources in a set of folders change, through inotify: waiting costs no CPU,
/// as the thread that waits sleeps in `poll(2)` until the kernel reports a change or the wait is
/// cancelled.
final class SourceWatcher: Sendable {
  private let inotify: Int32
  /// Written to when a wait is cancelled, so that the `poll(2)` waiting on it returns.
  private let wakeRead: Int32
  private let wakeWrite: Int32
  /// The watched folders, by inotify's watch descriptor.
  private let folders: [Int32: String]

  /// Watches `folders` (not their subfolders: pass each one) for Swift files that are written,
  /// created, deleted or moved in or out, as editors do when they save.
  ///
  /// - Throws: ``PreviewError/cannotStart(_:)`` if inotify cannot be set up.
  init(folders watched: [String]) throws(PreviewError) {
    inotify = inotify_init1(Int32(IN_CLOEXEC))
    guard inotify >= 0 else {
      throw .cannotStart("--watch cannot start inotify: \(String(cString: strerror(errno))).")
    }
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else {
      close(inotify)
      throw .cannotStart("--watch cannot create a pipe: \(String(cString: strerror(errno))).")
    }
    wakeRead = pipeEnds[0]
    wakeWrite = pipeEnds[1]
    for end in pipeEnds {
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      _ = fcntl(end, F_SETFL, O_NONBLOCK)
    }
    var folders: [Int32: String] = [:]
    let events = UInt32(IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_TO | IN_MOVED_FROM)
    for folder in Set(watched).sorted() {
      let descriptor = inotify_add_watch(inotify, folder, events)
      guard descriptor >= 0 else {
        let reason = String(cString: strerror(errno))
        close(inotify)
        close(wakeRead)
        close(wakeWrite)
        throw .cannotStart("--watch cannot watch \(folder): \(reason).")
      }
      folders[descriptor] = folder
    }
    self.folders = folders
  }

  deinit {
    close(inotify)
    close(wakeRead)
    close(wakeWrite)
  }

  /// Waits for the next change and returns the Swift files it touched, or `[]` when the task is
  /// cancelled. Changes that follow within `settlingMilliseconds` of each other (an editor
  /// writing a file in several steps, a formatter run over a folder) are returned with it.
  func nextChange(settlingMilliseconds: Int32 = 100) async -> [String] {
    while !Task.isCancelled {
      guard await wait(timeout: -1) else { return [] }
      var files = readEvents()
      while await wait(timeout: settlingMilliseconds) {
        files += readEvents()
      }
      if !files.isEmpty {
        return Array(Set(files)).sorted()
      }
    }
    return []
  }

  /// Whether inotify has events, after waiting up to `timeout` milliseconds (-1: for ever) on a
  /// thread of its own; `false` on timeout or cancellation.
  private func wait(timeout: Int32) async -> Bool {
    let inotify = inotify
    let wakeRead = wakeRead
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        Thread.detachNewThread {
          var descriptors = [
            pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
          ]
          var ready: Int32
          repeat {
            ready = poll(&descriptors, 2, timeout)
          } while ready < 0 && errno == EINTR
          continuation.resume(returning: ready > 0 && descriptors[0].revents & Int16(POLLIN) != 0)
        }
      }
    } onCancel: {
      var byte: UInt8 = 1
      _ = write(wakeWrite, &byte, 1)
    }
  }

  /// The Swift files named by the events waiting to be read.
  private func readEvents() -> [String] {
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
    guard count > 0 else { return [] }
    var files: [String] = []
    var offset = 0
    let headerSize = MemoryLayout<inotify_event>.size
    while offset + headerSize <= count {
      let event = buffer.withUnsafeBytes {
        $0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
      }
      let nameBytes = buffer[(offset + headerSize)..<(offset + headerSize + Int(event.len))]
      let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
      if name.hasSuffix(".swift"), let folder = folders[event.wd] {
        files.append(folder + "/" + name)
      }
      offset += headerSize + Int(event.len)
    }
    return files
  }
}
