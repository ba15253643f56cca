import Foundation

#if canImport(CoreServices)
  import CoreServices
  import Synchronization
#endif

/// Tells when Swift sources in a set of folders change, as the system reports it: inotify on
/// Linux, FSEvents on macOS. Waiting costs no CPU, as the thread that waits sleeps in `poll(2)`
/// until the system reports a change or the wait is cancelled.
final class SourceWatcher: Sendable {
  private let events: SystemEvents
  /// Written to when a wait is cancelled, so that the `poll(2)` waiting on it returns.
  private let wakeRead: Int32
  private let wakeWrite: Int32

  /// Watches `folders` (not their subfolders: pass each one) for Swift files that are written,
  /// created, deleted or moved in or out, as editors do when they save.
  ///
  /// - Throws: ``PreviewError/cannotStart(_:)`` if the system's watch cannot be set up.
  init(folders watched: [String]) throws(PreviewError) {
    let (wakeRead, wakeWrite) = try makePipe()
    do {
      events = try SystemEvents(folders: Set(watched).sorted())
    } catch {
      close(wakeRead)
      close(wakeWrite)
      throw error
    }
    self.wakeRead = wakeRead
    self.wakeWrite = wakeWrite
  }

  deinit {
    close(wakeRead)
    close(wakeWrite)
  }

  /// Waits for the next change and returns the Swift files it touched, or `[]` when the task is
  /// cancelled. Changes that follow within `settlingMilliseconds` of each other (an editor
  /// writing a file in several steps, a formatter run over a folder) are returned with it.
  /// `heard` runs when the system reports the first of them.
  func nextChange(
    settlingMilliseconds: Int32 = 100, heard: @Sendable () -> Void = {}
  ) async -> [String] {
    while !Task.isCancelled {
      guard await wait(timeout: -1) else { return [] }
      heard()
      var files = events.changedFiles()
      while await wait(timeout: settlingMilliseconds) {
        files += events.changedFiles()
      }
      if !files.isEmpty {
        return Array(Set(files)).sorted()
      }
    }
    return []
  }

  /// Whether the system reported changes, after waiting up to `timeout` milliseconds (-1: for
  /// ever) on a thread of its own; `false` on timeout or cancellation.
  private func wait(timeout: Int32) async -> Bool {
    let ready = events.descriptor
    let wakeRead = wakeRead
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        Thread.detachNewThread {
          var descriptors = [
            pollfd(fd: ready, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
          ]
          var count: Int32
          repeat {
            count = poll(&descriptors, 2, timeout)
          } while count < 0 && errno == EINTR
          continuation.resume(returning: count > 0 && descriptors[0].revents & Int16(POLLIN) != 0)
        }
      }
    } onCancel: {
      var byte: UInt8 = 1
      _ = write(wakeWrite, &byte, 1)
    }
  }
}

/// A pipe whose ends are closed on `exec` and never block.
private func makePipe() throws(PreviewError) -> (read: Int32, write: Int32) {
  var ends: [Int32] = [-1, -1]
  guard pipe(&ends) == 0 else {
    throw .cannotStart("--watch cannot create a pipe: \(String(cString: strerror(errno))).")
  }
  for end in ends {
    _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    _ = fcntl(end, F_SETFL, O_NONBLOCK)
  }
  return (ends[0], ends[1])
}

#if os(Linux)
  /// inotify: the kernel queues the events on a descriptor, readable when there are some.
  private final class SystemEvents: Sendable {
    let descriptor: Int32
    /// The watched folders, by inotify's watch descriptor.
    private let folders: [Int32: String]

    init(folders watched: [String]) throws(PreviewError) {
      descriptor = inotify_init1(Int32(IN_CLOEXEC))
      guard descriptor >= 0 else {
        throw .cannotStart("--watch cannot start inotify: \(String(cString: strerror(errno))).")
      }
      var folders: [Int32: String] = [:]
      let events = UInt32(IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_TO | IN_MOVED_FROM)
      for folder in watched {
        let watch = inotify_add_watch(descriptor, folder, events)
        guard watch >= 0 else {
          let reason = String(cString: strerror(errno))
          close(descriptor)
          throw .cannotStart("--watch cannot watch \(folder): \(reason).")
        }
        folders[watch] = folder
      }
      self.folders = folders
    }

    deinit {
      close(descriptor)
    }

    /// The Swift files named by the events waiting to be read.
    func changedFiles() -> [String] {
      var buffer = [UInt8](repeating: 0, count: 64 * 1024)
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
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
#elseif canImport(CoreServices)
  /// FSEvents with file-level events, which report a file rewritten in place (how most editors
  /// save) as well as one replaced. Its callback runs on a queue of its own and passes the files
  /// on to an ``Inbox`` and through a pipe, so a wait is the same `poll(2)` as on Linux.
  ///
  /// Unchecked: the stream is touched only by `init` and `deinit`.
  private final class SystemEvents: @unchecked Sendable {
    /// The pipe's read end: readable when files are waiting.
    let descriptor: Int32
    private let inbox: Inbox
    private let queue = DispatchQueue(label: "SourceWatcher")
    private var stream: FSEventStreamRef?

    init(folders watched: [String]) throws(PreviewError) {
      let ends = try makePipe()
      descriptor = ends.read
      var folders: [String: String] = [:]
      for folder in watched {
        folders[realPath(folder)] = folder
      }
      inbox = Inbox(folders: folders, writeEnd: ends.write)
      // The stream holds the inbox (retain and release), so a callback never finds it gone.
      var context = FSEventStreamContext(
        version: 0, info: Unmanaged.passUnretained(inbox).toOpaque(),
        retain: { info in
          guard let info else { return nil }
          _ = Unmanaged<Inbox>.fromOpaque(info).retain()
          return info
        },
        release: { info in
          guard let info else { return }
          Unmanaged<Inbox>.fromOpaque(info).release()
        },
        copyDescription: nil)
      let flags = FSEventStreamCreateFlags(
        kFSEventStreamCreateFlagFileEvents | kFSEventStreamCreateFlagNoDefer)
      // From here a throw runs `deinit`, which closes the pipe and releases the stream.
      guard
        let stream = FSEventStreamCreate(
          kCFAllocatorDefault,
          { _, info, count, paths, _, _ in
            guard let info else { return }
            let names = paths.assumingMemoryBound(to: UnsafePointer<CChar>.self)
            Unmanaged<Inbox>.fromOpaque(info).takeUnretainedValue()
              .received((0..<count).map { String(cString: names[$0]) })
          },
          &context, Array(folders.keys) as CFArray,
          FSEventStreamEventId(kFSEventStreamEventIdSinceNow), 0.05, flags)
      else {
        throw .cannotStart("--watch cannot start FSEvents for \(watched.joined(separator: ", ")).")
      }
      self.stream = stream
      FSEventStreamSetDispatchQueue(stream, queue)
      guard FSEventStreamStart(stream) else {
        throw .cannotStart("--watch cannot start FSEvents for \(watched.joined(separator: ", ")).")
      }
    }

    deinit {
      if let stream {
        FSEventStreamStop(stream)
        FSEventStreamInvalidate(stream)
        // A callback already running may still write to the pipe: let it finish first.
        queue.sync {}
        FSEventStreamRelease(stream)
      }
      close(descriptor)
    }

    /// The Swift files reported since the last call.
    func changedFiles() -> [String] {
      var buffer = [UInt8](repeating: 0, count: 256)
      while buffer.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
      return inbox.take()
    }
  }

  /// Where the stream's callback leaves the files it reports, and the pipe's write end it wakes
  /// the waiting `poll(2)` through.
  private final class Inbox: Sendable {
    /// The watched folders as given, by their real path: FSEvents reports real paths
    /// (`/private/var/…` for a folder under `/var`), and changes are returned as given.
    private let folders: [String: String]
    private let writeEnd: Int32
    private let waiting = Mutex<[String]>([])

    init(folders: [String: String], writeEnd: Int32) {
      self.folders = folders
      self.writeEnd = writeEnd
    }

    deinit {
      close(writeEnd)
    }

    /// Keeps the Swift files directly in a watched folder (FSEvents also reports subfolders').
    func received(_ paths: [String]) {
      let files = paths.compactMap { path -> String? in
        guard path.hasSuffix(".swift"), let slash = path.lastIndex(of: "/") else { return nil }
        guard let folder = folders[String(path[..<slash])] else { return nil }
        return folder + path[slash...]
      }
      guard !files.isEmpty else { return }
      waiting.withLock { $0 += files }
      var byte: UInt8 = 1
      _ = write(writeEnd, &byte, 1)
    }

    func take() -> [String] {
      waiting.withLock { files in
        defer { files = [] }
        return files
      }
    }
  }

  private func realPath(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }
#endif
