import CustomDump
import Foundation
import Testing

/// The app as its command line shows it: headless runs on temporary stores.
@Suite(.timeLimit(.minutes(2)))
struct InventoryTests {
  static let keyboardEdit = "nav:///inventory/00000000-0000-0000-0000-000000000001/edit"

  @Test func aSessionIsSavedBesideTheStoreAndTheNextStartRestoresIt() throws {
    // Given a session that opened a link and typed a draft it did not save
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = folder.path("inventory.sqlite")
    let first = try App.run(
      ["--store", store, "--url", Self.keyboardEdit], input: #"type "Name" "Lamp""# + "\n")

    // When the app starts again on the same store, with nothing to do
    let second = try App.run(["--store", store])

    // and once more on the list
    let list = try App.run(["--store", store, "--url", "nav:///inventory"])

    // Then it is back on the edit screen with the draft, which is still only a draft
    #expect([first.status, second.status, list.status] == [0, 0, 0])
    expectNoDifference([first.error, second.error], ["", ""])
    expectNoDifference(second.output, first.output)
    #expect(second.selectedTab == "Inventory")
    expectNoDifference(
      second.screen,
      """
      [Cancel]                           Edit item                              [Save]
      ────────────────────────────────────────────────────────────────────────────────
      Name: [Lamp▌           ]
      [Color                                                                   Blue ■]

      ── In stock ──
      Quantity: 100  [-] [+]
      [Mark as sold out]














      ────────────────────────────────────────────────────────────────────────────────

      """)
    #expect(FileManager.default.fileExists(atPath: store + ".navigation.json"))
    #expect(list.output.contains("[Keyboard] Blue ■ In stock: 100"), "\(list.output)")
  }

  @Test func stepsFromStandardInputChangeTheStore() throws {
    // Given a new store
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = folder.path("inventory.sqlite")

    // When a script deletes the Keyboard
    let deleted = try App.run(
      ["--store", store, "--url", "nav:///inventory"],
      input: """
        tap "00000000-0000-0000-0000-000000000001/Delete"
        tap "Delete"

        """)
    // and the app starts again on the list
    let next = try App.run(["--store", store, "--url", "nav:///inventory"])

    // Then the Keyboard is gone for good
    #expect([deleted.status, next.status] == [0, 0])
    expectNoDifference(next.output, deleted.output)
    #expect(next.selectedTab == "Inventory")
    expectNoDifference(
      next.content,
      """
      [Charger] Yellow ■ In stock: 20                             [Duplicate] [Delete]
      [Phone] Green ■ Out of stock, on back order                 [Duplicate] [Delete]
      [Headphones] Red ■ Out of stock                             [Duplicate] [Delete]

















      ────────────────────────────────────────────────────────────────────────────────

      """)
  }

  /// Found by the preview runner's explorer (`Scripts/preview app --explore --depth 3`,
  /// `restore`) at 40x12: after an item was renamed to a long name, the app started afresh on
  /// that store drew only the first row and "↓ 3 more", because the row's stand-in before its
  /// model is built wrapped the name over the list's window, so the row never appeared and was
  /// never built. Here the name is the longest an item may have.
  @Test func aLongNameInTheStoreKeepsEveryRowOnScreen() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = folder.path("inventory.sqlite")
    // As long as a name may be: three lines of the frame.
    let long = String(String(repeating: "A very long name that goes on ", count: 7).prefix(200))

    let saved = try App.run(
      ["--store", store, "--url", "nav:///inventory"],
      input: [#"tap "Charger""#, "type \"Name\" \"\(long)\"", #"tap "Save""#, "wait"]
        .joined(separator: "\n"))
    let fresh = try App.run(["--store", store, "--url", "nav:///inventory"])

    #expect([saved.status, fresh.status] == [0, 0], "\(saved.error)\(fresh.error)")
    #expect(fresh.output.contains("[Phone]"), "\(fresh.output)")
    #expect(fresh.output.contains("[Headphones]"), "\(fresh.output)")
  }

  @Test func withoutStoreTheAppUsesTheDefaultLocation() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }

    let run = try App.run([], environment: ["XDG_DATA_HOME": folder.url.path])

    #expect(run.status == 0)
    #expect(FileManager.default.fileExists(atPath: folder.path("inventory/inventory.sqlite")))
    let saved = folder.path("inventory/inventory.sqlite.navigation.json")
    #expect(FileManager.default.fileExists(atPath: saved))
  }

  @Test func aSavedStateThatCannotBeReadIsReportedAndTheAppStartsFresh() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = folder.path("inventory.sqlite")
    try Data("{ not json".utf8).write(to: URL(fileURLWithPath: store + ".navigation.json"))

    let run = try App.run(["--store", store])

    #expect(run.status == 0)
    #expect(
      run.error.hasPrefix("note: The saved navigation state could not be read and was ignored: "),
      "\(run.error)")
    #expect(run.error.hasSuffix(" (\(store).navigation.json)\n"), "\(run.error)")
    #expect(run.selectedTab == "One")
    expectNoDifference(
      run.screen,
      """
                                            One
      ────────────────────────────────────────────────────────────────────────────────
      Welcome. Your items are in the Inventory tab.
      [Go to inventory tab]


















      ────────────────────────────────────────────────────────────────────────────────

      """)
  }

  /// The message quotes the store's path, which comes from the command line: its controls are
  /// drawn as their pictures.
  @Test(arguments: [
    ("inventory.sqlite", "inventory.sqlite"),
    ("evil\u{1B}]0;PWNED\u{7}.sqlite", "evil␛]0;PWNED␇.sqlite"),
  ])
  func aStoreThatCannotBeOpenedSaysWhyAndWritesNothing(name: String, shown: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = folder.path(name)
    try Data("not a database".utf8).write(to: URL(fileURLWithPath: store))

    let run = try App.run(["--store", store])

    #expect(run.status == 1)
    expectNoDifference(
      run.error,
      "Error: The file \(folder.path(shown)) is not an inventory store: it is not an SQLite "
        + "database. It was left untouched; choose another path, or move the file away to start "
        + "a new store.\n")
    #expect(run.output == "")
    #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == Data("not a database".utf8))
    #expect(!FileManager.default.fileExists(atPath: store + ".navigation.json"))
  }

  @Test(arguments: [
    (
      "nav:///inventory/lamp/edit",
      #"Expected "help", "add" or an item id (a UUID) after /inventory, found "lamp"."#
    ),
    (
      "nav:///inventory/00000000-0000-0000-0000-0000000000FF/edit",
      "There is no item 00000000-0000-0000-0000-0000000000FF in the inventory; it may have been "
        + "deleted. (At /inventory/00000000-0000-0000-0000-0000000000FF.)"
    ),
  ])
  func aBadURLSaysWhatWasWrongAndWhere(url: String, reason: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = folder.path("inventory.sqlite")

    let run = try App.run(["--store", store, "--url", url])

    #expect(run.status == 1)
    expectNoDifference(run.error, "Error: Cannot open the URL \"\(url)\": \(reason)\n")
    #expect(run.output == "")
    #expect(!FileManager.default.fileExists(atPath: store + ".navigation.json"))
  }

  @Test func aStepThatCannotBeCarriedOutListsTheControlsOnScreen() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }

    let run = try App.run(
      ["--store", folder.path("inventory.sqlite")], input: #"tap "Remove""# + "\n")

    #expect(run.status == 1)
    expectNoDifference(
      run.error,
      """
      Error: line 1 of the input: Cannot tap "Remove": no control on screen has that label, identifier or label prefix. On screen:
        button "Go to inventory tab"

      """)
    #expect(run.output == "")
  }

  @Test func aMalformedCommandLineIsAUsageError() throws {
    let run = try App.run(["--in-memory"])

    #expect(run.status == 64)
    #expect(run.error.hasPrefix("Error: Unknown option '--in-memory'\n"), "\(run.error)")
  }

  @Test func helpNamesEveryOption() throws {
    let run = try App.run(["--help"])

    #expect(run.status == 0)
    for option in ["--store <path>", "--url <url>", "headless"] {
      #expect(run.output.contains(option), "\(option) is not in the help")
    }
  }
}
