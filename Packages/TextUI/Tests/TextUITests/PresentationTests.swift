import CustomDump
import Observation
import Testing
import TextUITesting

@MainActor
@Observable
final class HostModel {
  enum Destination {
    case sheet(String)
    case popover(String)
    case cover(String)
    case menu(String)
    case alert(AlertState<AlertAction>)
    case dialog(ConfirmationDialogState<AlertAction>)
    case drillDown(String)
  }
  enum AlertAction: Equatable {
    case confirmDeletion
  }

  var destination: Destination?
  var log: [String] = []

  init(destination: Destination? = nil) {
    self.destination = destination
  }
}

extension HostModel.Destination {
  static let sheetCase = CasePath<Self, String>(
    embed: Self.sheet, extract: { if case .sheet(let text) = $0 { text } else { nil } })
  static let popoverCase = CasePath<Self, String>(
    embed: Self.popover, extract: { if case .popover(let text) = $0 { text } else { nil } })
  static let coverCase = CasePath<Self, String>(
    embed: Self.cover, extract: { if case .cover(let text) = $0 { text } else { nil } })
  static let menuCase = CasePath<Self, String>(
    embed: Self.menu, extract: { if case .menu(let text) = $0 { text } else { nil } })
  static let alertCase = CasePath<Self, AlertState<HostModel.AlertAction>>(
    embed: Self.alert, extract: { if case .alert(let state) = $0 { state } else { nil } })
  static let dialogCase = CasePath<Self, ConfirmationDialogState<HostModel.AlertAction>>(
    embed: Self.dialog, extract: { if case .dialog(let state) = $0 { state } else { nil } })
  static let drillDownCase = CasePath<Self, String>(
    embed: Self.drillDown, extract: { if case .drillDown(let text) = $0 { text } else { nil } })
}

/// A user-defined presentation: a menu along the bottom edge, full width.
extension PresentationStyle {
  static let bottomMenu = PresentationStyle(name: "bottom menu", border: .square) {
    container, contentHeight in
    Rect(
      x: 0, y: container.height - contentHeight - 2, width: container.width,
      height: contentHeight + 2)
  }
}

struct HostView: View {
  @Bindable var model: HostModel

  var body: some View {
    NavigationStack {
      VStack {
        Text("Under everything")
        Button("Show sheet") { model.destination = .sheet("Sheet body") }
      }
      .navigationTitle("Host")
      .sheet(item: $model.destination.case(HostModel.Destination.sheetCase)) { text in
        Text(text).navigationTitle("Sheet")
      }
      .popover(item: $model.destination.case(HostModel.Destination.popoverCase)) { text in
        Text(text)
      }
      .fullScreenCover(item: $model.destination.case(HostModel.Destination.coverCase)) { text in
        Text(text)
      }
      .presentation(
        item: $model.destination.case(HostModel.Destination.menuCase), style: .bottomMenu
      ) { text in
        VStack {
          Text(text)
          Button("Pick me") { model.log.append("picked") }
        }
      }
      .alert($model.destination.case(HostModel.Destination.alertCase)) { action in
        model.log.append("alert \(String(describing: action))")
      }
      .confirmationDialog($model.destination.case(HostModel.Destination.dialogCase)) { action in
        model.log.append("dialog \(String(describing: action))")
      }
      .navigationDestination(item: $model.destination.case(HostModel.Destination.drillDownCase)) {
        text in
        Text(text).navigationTitle("Detail")
      }
    }
  }
}

private let deletionAlert = AlertState<HostModel.AlertAction>(
  title: "Lamp",
  message: "Are you sure you want to delete this item?",
  buttons: [
    ButtonState(role: .destructive, label: "Delete", action: .confirmDeletion),
    ButtonState(role: .cancel, label: "Cancel"),
  ]
)

@MainActor
@Suite(.timeLimit(.minutes(2)))
struct PresentationTests {
  @Test func sheetIsLayeredOverTheScreenAndBackWritesNil() throws {
    let model = HostModel(destination: .sheet("Sheet body"))
    let driver = TestDriver(size: Size(width: 40, height: 10)) { HostView(model: model) }

    expectNoDifference(
      driver.frame,
      """
                        Host
      ────────────────────────────────────────
      Un╭──────────────────────────────────╮
      [S│              Sheet               │
        │ ──────────────────────────────── │
        │ Sheet body                       │
        │                                  │
        │                                  │
        │                                  │
        ╰──────────────────────────────────╯
      """
    )

    try driver.back()
    #expect(model.destination == nil)
    expectNoDifference(
      driver.frame,
      """
                        Host
      ────────────────────────────────────────
      Under everything
      [Show sheet]
      """
    )
  }

  @Test func everyPresentationKindAppearsFromStateAndDismissalWritesNil() throws {
    let cases: [(HostModel.Destination, String)] = [
      (.sheet("Sheet body"), "╭"),
      (.popover("Popover body"), "┌"),
      (.cover("Cover body"), "╔"),
      (.menu("Menu body"), "┌"),
      (.alert(deletionAlert), "┏"),
      (.dialog(ConfirmationDialogState(title: "Choose", buttons: [])), "┌"),
      (.drillDown("Detail body"), "‹ Back"),
    ]
    for (destination, marker) in cases {
      // Given the destination in state
      let model = HostModel(destination: destination)
      let driver = TestDriver(size: Size(width: 60, height: 16)) { HostView(model: model) }
      #expect(driver.frame.contains(marker), "\(destination)")

      // When the user dismisses it
      try driver.back()

      // Then the model holds nil and the screen under it is back
      #expect(model.destination == nil, "\(destination)")
      #expect(!driver.frame.contains(marker), "\(destination)")
      #expect(driver.frame.contains("Under everything"))

      // And state alone presents it again
      model.destination = destination
      #expect(driver.frame.contains(marker), "\(destination)")
      model.destination = nil
      #expect(!driver.frame.contains(marker), "\(destination)")
    }
  }

  @Test func alertShowsTitleMessageAndButtonsAndSendsTheTappedAction() throws {
    let model = HostModel(destination: .alert(deletionAlert))
    let driver = TestDriver(size: Size(width: 60, height: 12)) { HostView(model: model) }

    expectNoDifference(
      driver.frame,
      """
                                  Host
      ────────────────────────────────────────────────────────────
      Under everything
      [Sho┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓
          ┃ Lamp                                             ┃
          ┃ Are you sure you want to delete this item?       ┃
          ┃                                                  ┃
          ┃ [Delete] [Cancel]                                ┃
          ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛
      """
    )
    expectNoDifference(
      driver.controls,
      [
        ControlDescription(kind: "button", label: "Delete"),
        ControlDescription(kind: "button", label: "Cancel"),
      ]
    )

    try driver.tap("Delete")
    #expect(model.destination == nil)
    expectNoDifference(
      model.log, ["alert Optional(TextUITests.HostModel.AlertAction.confirmDeletion)"])
  }

  @Test func anAlertsSummaryIsItsTitleAndMessageOnOneLine() {
    expectNoDifference(deletionAlert.summary, "Lamp: Are you sure you want to delete this item?")
    expectNoDifference(AlertState<Never>(title: "Saved").summary, "Saved")
  }

  @Test func aCaseWhereReadsTheWholeEnumOnlyWhileItHoldsAndItsDismissalClearsOnlyIt() {
    var destination: HostModel.Destination? = .sheet("Lamp")
    let binding = Binding(get: { destination }, set: { destination = $0 })
    let sheet = binding.case(where: { if case .sheet = $0 { true } else { false } })
    let popover = binding.case(where: { if case .popover = $0 { true } else { false } })

    #expect(popover.wrappedValue == nil)
    #expect(sheet.wrappedValue == .sheet("Lamp"))
    popover.wrappedValue = nil
    #expect(destination == .sheet("Lamp"))
    sheet.wrappedValue = nil
    #expect(destination == nil)
  }

  @Test func backOnAnAlertPressesItsCancelButton() throws {
    let model = HostModel(destination: .alert(deletionAlert))
    let driver = TestDriver { HostView(model: model) }

    try driver.back()

    #expect(model.destination == nil)
    expectNoDifference(model.log, ["alert nil"])
  }

  @Test func confirmationDialogGetsACancelButtonAndListsButtonsVertically() throws {
    let dialog = ConfirmationDialogState<HostModel.AlertAction>(
      title: "Delete?",
      buttons: [ButtonState(role: .destructive, label: "Delete", action: .confirmDeletion)])
    let model = HostModel(destination: .dialog(dialog))
    let driver = TestDriver(size: Size(width: 30, height: 10)) { HostView(model: model) }

    expectNoDifference(
      driver.frame,
      """
                   Host
      ──────────────────────────────
      Under everything
      [Show sheet]
        ┌────────────────────────┐
        │ Delete?                │
        │                        │
        │ [Delete]               │
        │ [Cancel]               │
        └────────────────────────┘
      """
    )
    try driver.tap("Cancel")
    #expect(model.destination == nil)
    expectNoDifference(model.log, ["dialog nil"])
  }

  @Test func customBottomMenuPresentationHasTheSameShapeAsTheBuiltInOnes() throws {
    let model = HostModel()
    let driver = TestDriver(size: Size(width: 30, height: 10)) { HostView(model: model) }

    model.destination = .menu("Menu body")
    expectNoDifference(
      driver.frame,
      """
                   Host
      ──────────────────────────────
      Under everything
      [Show sheet]


      ┌────────────────────────────┐
      │ Menu body                  │
      │ [Pick me]                  │
      └────────────────────────────┘
      """
    )
    try driver.tap("Pick me")
    expectNoDifference(model.log, ["picked"])

    try driver.back()
    #expect(model.destination == nil)
  }

  @Test func oneOptionalEnumDrivesSeveralPresentationsAndSwitchingCaseSwapsThem() throws {
    let model = HostModel(destination: .popover("Popover body"))
    let driver = TestDriver { HostView(model: model) }
    #expect(driver.frame.contains("Popover body"))

    model.destination = .sheet("Sheet body")

    #expect(!driver.frame.contains("Popover body"))
    #expect(driver.frame.contains("Sheet body"))
  }
}

extension HostModel.Destination: Equatable {}
