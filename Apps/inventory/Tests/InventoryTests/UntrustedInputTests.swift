import CustomDump
import Foundation
import Testing

/// A saved state, a link and a step script come from outside: each finding of a hostile test,
/// reproduced through the app's own command line.
@Suite(.timeLimit(.minutes(3)))
struct UntrustedInputTests {
  static let keyboardID = "00000000-0000-0000-0000-000000000001"
  static let addLamp = [
    "tab \"Inventory\"", "tap \"Add\"", "type \"Name\" \"Lamp\"", "tap \"Save\"",
  ]

  /// Found by a hostile test: a session that failed just after Save was saved with the Add sheet
  /// open on Lamp's id, and the next session's save on that sheet replaced Lamp.
  @Test func aSessionThatFailsRightAfterASaveIsSavedWithoutItsSheet() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = folder.path("inventory.sqlite")

    let failed = try App.run(["--store", store], input: lines(Self.addLamp + ["tap \"Nope\""]))
    let saved = try String(contentsOfFile: store + ".navigation.json", encoding: .utf8)
    let next = try App.run(["--store", store], input: lines(["tap \"Save\""]))

    #expect(failed.status == 1)
    #expect(!saved.contains("destination"), "\(saved)")
    #expect(next.status == 1)
    #expect(
      next.error.hasPrefix(#"Error: line 1 of the input: Cannot tap "Save""#), "\(next.error)")
    #expect(try listed(store).contains("[Lamp] None □ In stock: 1"))
  }

  /// Found by a hostile test: a saved Add draft carrying a stored item's id replaced that item.
  @Test func aSavedAddDraftNamingAStoredItemAddsANewItem() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = folder.path("inventory.sqlite")
    try App.run(["--store", store, "--url", "nav:///inventory/add?name=Desk"])
    let file = URL(fileURLWithPath: store + ".navigation.json")
    let saved = try String(contentsOf: file, encoding: .utf8)
    let draftID = try #require(saved.firstMatch(of: /"id":"([0-9A-F-]{36})"/)?.1)
    try saved.replacingOccurrences(of: String(draftID), with: Self.keyboardID)
      .write(to: file, atomically: true, encoding: .utf8)

    let run = try App.run(["--store", store], input: lines(["tap \"Save\""]))

    #expect(run.status == 0)
    #expect(run.error == "")
    let list = try listed(store)
    #expect(list.contains("[Keyboard] Blue ■ In stock: 100"), "\(list)")
    #expect(list.contains("[Desk] None □ In stock: 1"), "\(list)")
  }

  /// Found by a hostile test: the decoder's message quoted a saved tab name that changed the
  /// terminal's title and wrote to its clipboard; an unknown item status did the same.
  @Test(arguments: [
    #"{"version":3,"state":{"selectedTab":"\u001b]0;PWNED\u0007\u001b]52;c;cm0gLXJmIH4=\u0007","isShowingHelp":false,"path":[]}}"#,
    #"{"version":3,"state":{"selectedTab":"inventory","isShowingHelp":false,"path":[{"edit":{"_0":{"draft":{"id":"00000000-0000-0000-0000-000000000001","name":"K","status":{"kind":"\u001b]0;PWNED\u0007"}},"form":"form"}}}]}}"#,
  ])
  func aSavedStateQuotedInANoteIsDrawnVisibly(json: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = folder.path("inventory.sqlite")
    try json.write(toFile: store + ".navigation.json", atomically: true, encoding: .utf8)

    let run = try App.run(["--store", store])

    #expect(run.status == 0)
    #expect(run.error.hasPrefix("note: The saved navigation state could not be read"))
    #expect(run.error.contains("␛]0;PWNED␇"), "\(run.error)")
    #expect(!run.error.dropLast().unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{7F}" })
  }

  /// Found by a hostile test: `Lamp<NUL>Shade` typed in a step was stored as `Lamp`; the same
  /// through a link. The form shows it as typed and refuses to save it.
  @Test func aNameWithANULIsShownAsTypedAndNeverStoredCut() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = folder.path("inventory.sqlite")
    let typed = [
      "tab \"Inventory\"", "tap \"Add\"", "type \"Name\" \"Lamp\u{0}Shade\"", "tap \"Save\"",
    ]

    let step = try App.run(["--store", store], input: lines(typed))
    let link = try App.run(
      ["--store", store, "--url", "nav:///inventory/add?name=ab%00cd"],
      input: lines(["tap \"Save\""]))

    #expect(step.status == 1)
    #expect(step.error.contains(#"button "Save" (disabled)"#), "\(step.error)")
    #expect(link.status == 1)
    #expect(link.error.contains(#"button "Save" (disabled)"#), "\(link.error)")
    let list = try listed(store)
    #expect(!list.contains("Lamp"), "\(list)")
    #expect(!list.contains("[ab"), "\(list)")
  }

  /// Found by a hostile test: a saved stack of 10,000 screens took 40 s to start and was saved
  /// again; a 130 KB link took 4 s to refuse and was quoted whole; a step line has no bound.
  @Test func everyInputOverItsLimitIsRefusedWithANoteAndNotKept() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = folder.path("inventory.sqlite")
    let file = store + ".navigation.json"
    let screen =
      #"{"edit":{"_0":{"draft":{"id":"00000000-0000-0000-0000-000000000001","name":"K","#
      + #""status":{"inStock":{"quantity":1}}},"form":"form"}}}"#
    let stack = Array(repeating: screen, count: 10_000).joined(separator: ",")
    try
      #"{"version":3,"state":{"selectedTab":"inventory","isShowingHelp":false,"path":[\#(stack)]}}"#
      .write(toFile: file, atomically: true, encoding: .utf8)

    let oversized = try App.run(["--store", store])
    let link = try App.run([
      "--store", store, "--url", "nav:///" + String(repeating: "a/", count: 65_000),
    ])
    let step = try App.run(
      ["--store", store], input: "tap \"" + String(repeating: "x", count: 5_000) + "\"\n")

    #expect(oversized.status == 0)
    expectNoDifference(
      oversized.error,
      "note: The saved navigation state \(file) was not read: it is 1330080 bytes, over the "
        + "limit of 65536.\n")
    #expect(try Data(contentsOf: URL(fileURLWithPath: file)).count < 200)
    #expect(link.status == 1)
    expectNoDifference(
      link.error,
      "Error: Cannot open the URL \"nav:///" + String(repeating: "a/", count: 96)
        + "a … (129807 more characters)\": Expected a link of at most 4096 bytes, found one of "
        + "130007 bytes.\n")
    #expect(step.status == 1)
    #expect(
      step.error.hasSuffix("the line is longer than the 4096 bytes a step may have.\n"),
      "\(step.error)")
    #expect(step.error.count < 300)
  }

  /// Found by a hostile test: a navigation file that is a folder, a FIFO or a link to a device
  /// was skipped with no note, and every session then ended with exit 1.
  @Test(arguments: ["folder", "fifo", "device"])
  func aNavigationFileThatIsNoFileGetsOneNoteAndIsLeftAlone(kind: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = folder.path("inventory.sqlite")
    let file = store + ".navigation.json"
    switch kind {
    case "folder":
      try FileManager.default.createDirectory(atPath: file, withIntermediateDirectories: false)
    case "fifo": #expect(mkfifo(file, 0o600) == 0)
    default:
      try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: "/dev/zero")
    }

    let run = try App.run(["--store", store])
    let link = try App.run(["--store", store, "--url", "nav:///inventory"])

    let what = kind == "folder" ? "a folder" : "not a regular file"
    let note =
      "note: The saved navigation state \(file) was not read: it is \(what); it is left as it is, "
      + "and this session's state will not be saved there.\n"
    expectNoDifference([run.status, link.status], [0, 0])
    expectNoDifference([run.error, link.error], [note, note])
  }

  /// Found by a hostile test: a headless session whose save failed on a read-only store exited
  /// 0, and the read-only store got a navigation file beside it.
  @Test func aHeadlessSessionWhoseSaveFailedExitsWithAnError() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = folder.path("inventory.sqlite")
    try App.run(["--store", store, "--url", "nav:///inventory"])
    try FileManager.default.removeItem(atPath: store + ".navigation.json")
    // The immutable attribute, which stops root too, whom these tests run as.
    try #require(
      setImmutable(true, store), "needs chattr (chflags) and a file system with the attribute")
    defer { _ = setImmutable(false, store) }

    let run = try App.run(["--store", store], input: lines(Self.addLamp))

    #expect(run.status == 1)
    #expect(
      run.error.contains(#"Error: The session ended on a failure: Couldn't save "Lamp""#),
      "\(run.error)")
    #expect(!FileManager.default.fileExists(atPath: store + ".navigation.json"))
  }

  /// Kills sessions at moments spread over their lives, from start through restoring a state to
  /// writing the next one: the file is always the old state or the new one, and the next start
  /// removes the temporary file a killed session left.
  @Test func aSessionKilledWhileRestoringOrSavingLeavesTheOldStateOrTheNew() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = folder.path("inventory.sqlite")
    let file = URL(fileURLWithPath: store + ".navigation.json")
    let edit = "nav:///inventory/\(Self.keyboardID)/edit"
    try App.run(["--store", store, "--url", edit], input: lines(["type \"Name\" \"New\""]))
    let new = try Data(contentsOf: file)
    let started = Date()
    try App.run(["--store", store, "--url", edit], input: lines(["type \"Name\" \"Old\""]))
    let lifetime = Date().timeIntervalSince(started)
    let old = try Data(contentsOf: file)
    #expect(old != new)

    var outcomes: Set<String> = []
    for attempt in 0..<40 {
      // A session that restores Old and types New, killed somewhere in its life: the kills sweep
      // from its start to twice the lifetime measured above, so they land on both sides of the
      // save even when the machine is busier now than it was then.
      let delay = lifetime * 2 * Double(attempt) / 39
      try App.run(["--store", store], input: lines(["type \"Name\" \"New\""]), killAfter: delay)
      let contents = try Data(contentsOf: file)
      #expect(contents == old || contents == new)
      outcomes.insert(contents == old ? "old" : "new")
      if contents == new {
        try App.run(["--store", store], input: lines(["type \"Name\" \"Old\""]))
      }
    }
    // The temporary file of a session killed between writing it and renaming it.
    let killed = folder.path(".inventory.sqlite.navigation.json.2147483646.tmp")
    try Data("{".utf8).write(to: URL(fileURLWithPath: killed))
    try App.run(["--store", store])

    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
      .filter { $0.hasSuffix(".tmp") }
    #expect(leftovers == [])
    #expect(outcomes == ["old", "new"], "the kills all landed on one side of the save")
  }

  private func lines(_ steps: [String]) -> String {
    steps.joined(separator: "\n") + "\n"
  }

  /// The list the store holds, as the app shows it.
  private func listed(_ store: String) throws -> String {
    try App.run(["--store", store, "--url", "nav:///inventory"]).output
  }

  /// Sets or clears the immutable attribute: `chattr +i` on Linux, `chflags uchg` on macOS.
  private func setImmutable(_ immutable: Bool, _ path: String) -> Bool {
    let process = Process()
    #if os(macOS)
      process.executableURL = URL(fileURLWithPath: "/usr/bin/chflags")
      process.arguments = [immutable ? "uchg" : "nouchg", path]
    #else
      process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
      process.arguments = [immutable ? "+i" : "-i", path]
    #endif
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
}
