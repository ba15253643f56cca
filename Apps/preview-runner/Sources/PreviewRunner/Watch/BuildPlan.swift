import Foundation

/// SwiftPM's plan of a build as its last `swift build` wrote it (`.build/debug.yaml`, llbuild's
/// manifest): every command, what it reads and writes, and the command line of those that run a
/// program. A reload runs the planned commands a change reaches instead of planning again.
struct BuildPlan: Sendable {
  struct Command: Equatable, Sendable {
    var name: String
    /// llbuild's tool: `shell` runs `arguments`; `phony` and `write-auxiliary-file` (the sources
    /// and link lists, which depend only on which files there are) do nothing a reload needs.
    var tool: String
    var inputs: [String]
    var outputs: [String]
    var arguments: [String]
  }

  var commands: [Command]

  /// Reads the `commands:` section of an llbuild manifest as SwiftPM writes it: each command a
  /// quoted name at two spaces, its fields at four, lists written as JSON.
  init(manifest: String) {
    var manifest = manifest
    commands = manifest.withUTF8(Self.commands)
  }

  /// The commands of a manifest's bytes. Read byte by byte, as a plan is a megabyte and a reload
  /// waits for it: lines found with `memchr`, strings only made of the parts kept.
  private static func commands(_ bytes: UnsafeBufferPointer<UInt8>) -> [Command] {
    guard bytes.baseAddress != nil else { return [] }
    var commands: [Command] = []
    var inCommands = false
    var start = 0
    while start < bytes.count {
      let end = find(0x0A, in: bytes, from: start, to: bytes.count)
      let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
      start = end + 1
      guard let first = line.first else { continue }
      guard first == UInt8(ascii: " ") else {
        inCommands = String(decoding: line, as: UTF8.self) == "commands:"
        continue
      }
      guard inCommands, line.count > 4 else { continue }
      if line[2] == UInt8(ascii: "\""), line.last == UInt8(ascii: ":") {
        let name = string(String(decoding: line[2..<(line.count - 1)], as: UTF8.self)) ?? ""
        commands.append(Command(name: name, tool: "", inputs: [], outputs: [], arguments: []))
        continue
      }
      guard !commands.isEmpty, line[3] == UInt8(ascii: " "),
        let colon = line.firstIndex(of: UInt8(ascii: ":")), colon + 2 <= line.count
      else { continue }
      let key = String(decoding: line[4..<colon], as: UTF8.self)
      let value = UnsafeBufferPointer(rebasing: line[(colon + 2)...])
      switch key {
      case "tool": commands[commands.count - 1].tool = String(decoding: value, as: UTF8.self)
      case "inputs": commands[commands.count - 1].inputs = strings(value)
      case "outputs": commands[commands.count - 1].outputs = strings(value)
      case "args": commands[commands.count - 1].arguments = strings(value)
      default: break
      }
    }
    return commands
  }

  /// The command that links `product`'s executable: `C.<product>-<triple>-<configuration>.exe`.
  func linkCommand(of product: String) -> Command? {
    commands.first { isLink($0, of: product) }
  }

  private func isLink(_ command: Command, of product: String) -> Bool {
    command.name.hasPrefix("C.\(product)-") && command.name.hasSuffix(".exe")
      && !command.name.hasSuffix("-tool.exe") && command.tool == "shell"
  }

  /// The Swift sources the commands that lead to `product` compile.
  func sources(of product: String) -> Set<String> {
    Set(closure(of: product).flatMap(\.inputs).filter { $0.hasSuffix(".swift") })
  }

  /// The commands `product` needs, in the plan's order.
  private func closure(of product: String) -> [Command] {
    guard let link = commands.firstIndex(where: { isLink($0, of: product) }) else { return [] }
    var producer: [String: Int] = [:]
    for (index, command) in commands.enumerated() {
      for output in command.outputs { producer[output] = index }
    }
    var needed: Set = [link]
    var pending = commands[link].inputs
    while let input = pending.popLast() {
      guard let index = producer[input], needed.insert(index).inserted else { continue }
      pending += commands[index].inputs
    }
    return needed.sorted().map { commands[$0] }
  }

  /// The commands a change to `changed` reaches on the way to `product`'s executable, each after
  /// those whose outputs it reads: the changed modules' compiles, their dependents', the debug
  /// wraps of their modules, the link. `nil` if they cannot be ordered (a cycle).
  func commands(after changed: Set<String>, for product: String) -> [Command]? {
    let needed = closure(of: product)
    // What the change reaches: the commands reading a changed file or another's output.
    var dirty = changed
    var reached = Set<Int>()
    var grew = true
    while grew {
      grew = false
      for (index, command) in needed.enumerated()
      where !reached.contains(index) && command.inputs.contains(where: dirty.contains) {
        reached.insert(index)
        dirty.formUnion(command.outputs)
        grew = true
      }
    }
    // Each one after the reached commands writing what it reads; the plan's order otherwise.
    var producer: [String: Int] = [:]
    for index in reached {
      for output in needed[index].outputs { producer[output] = index }
    }
    var order: [Int] = []
    var done = Set<Int>()
    var progressed = true
    while progressed {
      progressed = false
      for index in reached.sorted() where !done.contains(index) {
        let waits = needed[index].inputs.contains { input in
          producer[input].map { $0 != index && !done.contains($0) } ?? false
        }
        guard !waits else { continue }
        order.append(index)
        done.insert(index)
        progressed = true
      }
    }
    guard order.count == reached.count else { return nil }
    return order.map { needed[$0] }
  }

  /// The offset of the first `byte` in `bytes[start..<end]`, or `end`.
  private static func find(
    _ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
  ) -> Int {
    guard let base = bytes.baseAddress, start < end,
      let found = memchr(base + start, Int32(byte), end - start)
    else { return end }
    return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
  }

  private static func string(_ text: String) -> String? {
    (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed))
      as? String
  }

  /// A JSON list of strings: split by hand at each `","` when no string holds an escape (how
  /// SwiftPM writes paths and arguments: without an escape, a quote only ends a string), else
  /// through `JSONSerialization`.
  private static func strings(_ value: UnsafeBufferPointer<UInt8>) -> [String] {
    let quote = UInt8(ascii: "\"")
    guard let base = value.baseAddress, value.count >= 4, value[0] == UInt8(ascii: "["),
      value[1] == quote, value[value.count - 2] == quote,
      value[value.count - 1] == UInt8(ascii: "]"),
      memchr(base, Int32(UInt8(ascii: "\\")), value.count) == nil
    else {
      let data = Data(value)
      return (try? JSONSerialization.jsonObject(with: data)) as? [String] ?? []
    }
    var strings: [String] = []
    var start = 2
    let last = value.count - 2
    while start <= last {
      let end = find(quote, in: value, from: start, to: last)
      strings.append(String(decoding: value[start..<end], as: UTF8.self))
      // Past `","`.
      start = end + 3
    }
    return strings
  }
}
