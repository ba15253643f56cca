import Testing

/// Scripted sessions of every preview, compared with their checked-in frames
/// (`Tests/Goldens`, see ``Golden``).
@Suite(.timeLimit(.minutes(2)))
struct GoldenSessionTests {
  @Test func rowDeleteAsksForConfirmationAndConfirmingAsksTheParent() throws {
    try Golden(name: "item-row-delete").verify()
  }

  @Test func rowDuplicateAsksTheParentForACopy() throws {
    try Golden(name: "item-row-duplicate").verify()
  }

  @Test func formColorPickerSetsAndClearsTheColor() throws {
    try Golden(name: "item-color-picker").verify()
  }

  @Test func formStatusSwitchesBetweenInStockAndOutOfStock() throws {
    try Golden(name: "item-status").verify()
  }

  @Test func editorSaveShowsProgressThenAsksToBeDismissed() throws {
    try Golden(name: "item-save").verify()
  }

  @Test func editorFailingSaveShowsAnAlertAndKeepsTheDraft() throws {
    try Golden(name: "item-failing-save").verify()
  }

  @Test func inventoryAddAsksTheParentForTheFormOnANewDraft() throws {
    try Golden(name: "inventory-add").verify()
  }

  @Test func inventoryHelpOpensAndDismissesTheSheet() throws {
    try Golden(name: "inventory-help").verify()
  }

  @Test func appDeepLinkToTheAddColorPickerThenSaveShowsTheNewRow() throws {
    try Golden(name: "app-deep-link-add").verify()
  }

  @Test func appFailingSaveShowsAnAlertAndKeepsTheDraft() throws {
    try Golden(name: "app-failing-save").verify()
  }

  @Test func appInTheSmallestTerminalShowsEveryScreenWhole() throws {
    try Golden(name: "app-small-terminal").verify()
  }
}
