import CustomDump
import Foundation
import Testing

/// What the previews do with input they cannot use: one line saying what is wrong (a failing
/// step adds the controls on screen), and a non-zero exit.
@Suite(.timeLimit(.minutes(2)))
struct BadInputTests {
  /// The tests over every preview would pass vacuously if discovery found none.
  @Test func thePreviewsAreFoundOnDisk() {
    #expect(Previews.executables.contains("ItemRowPreview"), "\(Previews.executables)")
    #expect(Previews.executables.contains("AppPreview"), "\(Previews.executables)")
  }

  @Test(arguments: Previews.executables)
  func anUnknownStateIsNamedWithTheStatesThereAre(executable: String) throws {
    let states = try Previews.run(executable, ["--list-states"])
    let run = try Previews.run(executable, ["--state", "nope"])

    #expect(states.status == 0)
    #expect(run.status == 1)
    let names = states.output.split(separator: "\n")
      .map { $0.prefix { $0 != "\t" } }.joined(separator: ", ")
    expectNoDifference(
      run.error, "Error: \(executable) has no state \"nope\"; its states are \(names).\n")
    #expect(run.output == "")
  }

  @Test(arguments: [
    (
      "ItemPreview", "nav:///colour",
      #"Expected "colorPicker" or the end of the path after /, found "colour"."#
    ),
    (
      "ItemRowPreview", "nav:///edit/colorPicker",
      #"Expected the end of the path after /edit, found "colorPicker"."#
    ),
    (
      "InventoryPreview", "add?quantity=-2",
      #"Expected a whole number of 0 or more for "quantity" after /add?quantity, found "-2"."#
    ),
    (
      "InventoryPreview", "00000000-0000-0000-0000-000000000001/edit",
      #"Expected "help" or "add" (an item's screens need ItemRowFeature) after "#
        + #"/00000000-0000-0000-0000-000000000001, found "edit"."#
    ),
    (
      "AppPreview", "nav:///inventory/lamp/edit",
      #"Expected "help", "add" or an item id (a UUID) after /inventory, found "lamp"."#
    ),
    (
      "AppPreview", "nav:///inventory/00000000-0000-0000-0000-0000000000FF/edit",
      "There is no item 00000000-0000-0000-0000-0000000000FF in the inventory; it may have been "
        + "deleted. (At /inventory/00000000-0000-0000-0000-0000000000FF.)"
    ),
  ])
  func aBadURLSaysWhatWasWrongAndWhere(executable: String, url: String, reason: String) throws {
    let run = try Previews.run(executable, ["--url", url])

    #expect(run.status == 1)
    expectNoDifference(run.error, "Error: Cannot open the URL \"\(url)\": \(reason)\n")
    #expect(run.output == "")
  }

  @Test func aStepThatDoesNotParseIsOneLine() throws {
    let run = try Previews.run("ItemRowPreview", ["--steps", "frobnicate \"Delete\""])

    #expect(run.status == 1)
    expectNoDifference(
      run.error,
      #"Error: step 1 of --steps: Cannot read the step "frobnicate \"Delete\"": unknown verb "#
        + "`frobnicate`; expected one of: tap \"<label>\", type \"<field>\" \"<text>\", "
        + "toggle \"<label>\", increment \"<label>\", decrement \"<label>\", back, "
        + "tab \"<name>\", wait.\n")
  }

  /// Found by `Scripts/fuzz url` and `Scripts/fuzz steps`: messages quoted the URL, the state
  /// and the step as given, so an argument could write escape sequences to the terminal.
  @Test func controlsInArgumentsAreDrawnVisiblyInTheMessage() throws {
    let state = try Previews.run("ItemRowPreview", ["--state", "x\u{1B}]0;T\u{7}"])
    let url = try Previews.run("ItemPreview", ["--url", "nav:///x%1B%5B2J"])
    let step = try Previews.run("ItemRowPreview", ["--steps", "tap \"\u{9B}31m\"", "--final"])

    #expect([state.status, url.status, step.status] == [1, 1, 1])
    expectNoDifference(
      [state.error, url.error, step.error],
      [
        #"Error: ItemRowPreview has no state "x␛]0;T␇"; its states are default, deleteAlert, "#
          + "outOfStock, noColor.\n",
        #"Error: Cannot open the URL "nav:///x%1B%5B2J": Expected "colorPicker" or the end of "#
          + #"the path after /, found "x␛[2J"."# + "\n",
        #"Error: step 1 of --steps: Cannot tap "�31m": no control on screen has that label, "#
          + "identifier or label prefix. On screen:\n"
          + "  button \"Keyboard\" #00000000-0000-0000-0000-000000000001/Keyboard\n"
          + "  button \"Duplicate\" #00000000-0000-0000-0000-000000000001/Duplicate\n"
          + "  button \"Delete\" #00000000-0000-0000-0000-000000000001/Delete\n",
      ])
  }

  @Test func aStepOnAControlThatIsNotThereListsTheControlsOnScreen() throws {
    let run = try Previews.run("ItemRowPreview", ["--steps", #"tap "Delete""#, #"tap "Remove""#])

    #expect(run.status == 1)
    expectNoDifference(
      run.error,
      """
      Error: step 2 of --steps: Cannot tap "Remove": no control on screen has that label, \
      identifier or label prefix. On screen:
        button "Delete"
        button "Cancel"

      """)
    // The frames before the failure were printed.
    #expect(run.output.hasSuffix("┛\n"))
  }

  @Test func aStepOnADisabledControlSaysSo() throws {
    let run = try Previews.run(
      "ItemPreview", ["--state", "new", "--steps", #"decrement "Quantity""#, #"decrement "Q""#])

    #expect(run.status == 1)
    #expect(
      run.error.hasPrefix(
        #"Error: step 2 of --steps: Cannot decrement "Q": stepper "Quantity: 0" is disabled."#))
  }

  @Test func mocksAreRefusedByPreviewsThatMakeNoRequests() throws {
    let run = try Previews.run("ItemRowPreview", ["--fail", "save"])

    #expect(run.status == 1)
    expectNoDifference(
      run.error,
      "Error: ItemRowPreview makes no requests, so --fail save does not apply to it.\n")
  }

  @Test(arguments: Previews.executables)
  func helpDocumentsEveryOptionWithExamples(executable: String) throws {
    let run = try Previews.run(executable, ["--help"])

    #expect(run.status == 0)
    for option in [
      "--list-states", "--state <name>", "--url <url>", "--steps <step>", "--script <file>",
      "--final", "--print-url", "--latency <seconds>", "--load-latency <seconds>",
      "--fail <request>", "--size <WxH>",
      "--explore", "--depth <steps>", "--sizes <WxH,...>", "--format <format>",
      "--write-map <file>", "--check-map <file>",
    ] {
      #expect(run.output.contains(option), "\(option) is not in the help")
    }
    #expect(run.output.contains("EXAMPLES:"))
    #expect(run.output.contains("\(executable) --steps '"))
    #expect(run.output.contains("\(executable) --url '"))
    #expect(run.output.contains("\(executable) --explore"))
  }

  @Test func anUnknownPreviewNameIsOneLine() throws {
    let script = Previews.repositoryRoot.appendingPathComponent("Scripts/preview").path
    let run = try Previews.run(script, ["itemrow"])

    #expect(run.status == 2)
    let names = Previews.executables.map(Previews.name(of:)).joined(separator: " ")
    #expect(names.contains("item-row"))
    expectNoDifference(
      run.error,
      "error: no preview named 'itemrow'; the previews are: \(names) (Scripts/preview --help)\n")
  }
}
