import Observation
import TextUIHosts

/// A small app that exercises the kit in a real terminal: tabs, a lazy list of a thousand rows,
/// drill-down, a sheet, a popover, an alert, a form with every control, and an async save.
///
/// Run `swift run TextUIDemo` in a terminal for the interactive host; pipe steps in
/// (`echo 'tab "Settings"' | swift run TextUIDemo`) for the headless line mode.
@main
@MainActor
struct DemoApp {
  static func main() async {
    let model = DemoModel()
    do {
      if TerminalHost.isAvailable {
        try await TerminalHost { DemoView(model: model) }.run()
      } else {
        try await LineModeHost { DemoView(model: model) }
          .run(lines: StandardInputLines(), frames: .everyStep) { print($0) }
      }
    } catch {
      print("error: \(error)")
      Platform.exit(1)
    }
  }
}

@MainActor
@Observable
final class DemoModel {
  enum Tab: Hashable {
    case rows
    case settings
  }
  enum Destination {
    case edit(RowModel)
    case add(RowModel)
    case help
    case delete(AlertState<Int>)

    static let editCase = CasePath<Destination, RowModel>(
      embed: Destination.edit, extract: { if case .edit(let model) = $0 { model } else { nil } })
    static let addCase = CasePath<Destination, RowModel>(
      embed: Destination.add, extract: { if case .add(let model) = $0 { model } else { nil } })
    static let helpCase = CasePath<Destination, Bool>(
      embed: { _ in .help }, extract: { if case .help = $0 { true } else { nil } })
    static let deleteCase = CasePath<Destination, AlertState<Int>>(
      embed: Destination.delete, extract: { if case .delete(let state) = $0 { state } else { nil } }
    )
  }
  enum Size: Hashable {
    case small, large
  }

  var tab = Tab.rows
  var rows = (1...1_000).map { RowModel(id: $0, name: "Row \($0)") }
  var destination: Destination?
  var notifications = true
  var volume = 3
  var size = Size.small
  var nickname = ""

  func deleteTapped(_ row: RowModel) {
    destination = .delete(
      AlertState(
        title: row.name, message: "Are you sure you want to delete this row?",
        buttons: [
          ButtonState(role: .destructive, label: "Delete", action: row.id),
          ButtonState(role: .cancel, label: "Cancel"),
        ]))
  }

  func alertButtonTapped(_ id: Int?) {
    if let id { rows.removeAll { $0.id == id } }
  }

  func saveTapped(_ row: RowModel) async {
    row.isSaving = true
    try? await Task.sleep(for: .milliseconds(700))
    row.isSaving = false
    destination = nil
  }

  func addTapped() {
    destination = .add(RowModel(id: (rows.map(\.id).max() ?? 0) + 1, name: ""))
  }

  func confirmAddTapped(_ row: RowModel) {
    rows.append(row)
    destination = nil
  }
}

@MainActor
@Observable
final class RowModel: Identifiable {
  let id: Int
  var name: String
  var isSaving = false

  init(id: Int, name: String) {
    self.id = id
    self.name = name
  }
}

struct DemoView: View {
  @Bindable var model: DemoModel

  var body: some View {
    TabView(selection: $model.tab) {
      NavigationStack { RowsView(model: model) }
        .tabItem("Rows").tag(DemoModel.Tab.rows)
      NavigationStack { SettingsView(model: model) }
        .tabItem("Settings").tag(DemoModel.Tab.settings)
    }
  }
}

struct RowsView: View {
  @Bindable var model: DemoModel

  var body: some View {
    List(model.rows) { row in
      HStack {
        Button(row.name) { model.destination = .edit(row) }
        Spacer()
        Button("Delete", role: .destructive) { model.deleteTapped(row) }
          .identifier("delete-\(row.id)")
      }
    }
    .navigationTitle("Rows")
    .toolbar {
      ToolbarItem(placement: .secondaryAction) {
        Button("Help") { model.destination = .help }
      }
      ToolbarItem(placement: .primaryAction) { Button("Add") { model.addTapped() } }
    }
    .navigationDestination(item: $model.destination.case(DemoModel.Destination.editCase)) { row in
      EditView(row: row) { await model.saveTapped(row) }
    }
    .sheet(item: $model.destination.case(DemoModel.Destination.addCase)) { row in
      NavigationStack {
        EditView(row: row) { model.confirmAddTapped(row) }
          .navigationTitle("New row")
          .toolbar {
            ToolbarItem(placement: .cancellationAction) {
              Button("Cancel") { model.destination = nil }
            }
          }
      }
    }
    .popover(item: $model.destination.case(DemoModel.Destination.helpCase)) { _ in
      Text("Tab and the arrows move focus, Enter activates, Esc goes back, Ctrl-C quits.")
    }
    .alert($model.destination.case(DemoModel.Destination.deleteCase)) { id in
      model.alertButtonTapped(id)
    }
  }
}

struct EditView: View {
  @Bindable var row: RowModel
  let save: @MainActor () async -> Void

  var body: some View {
    Form {
      TextField("Name", text: $row.name)
      if row.isSaving {
        ProgressView("Saving…")
      }
    }
    .navigationTitle("Edit \(row.id)")
    .toolbar {
      ToolbarItem(placement: .confirmationAction) {
        Button("Save") { await save() }
          .disabled(row.name.isEmpty || row.isSaving)
      }
    }
  }
}

struct SettingsView: View {
  @Bindable var model: DemoModel

  var body: some View {
    Form {
      Section("Sound") {
        Toggle("Notifications", isOn: $model.notifications)
        Stepper("Volume: \(model.volume)", value: $model.volume, in: 0...10)
      }
      Section("Profile") {
        TextField("Nickname", text: $model.nickname)
        Picker("Size", selection: $model.size) {
          Text("Small").tag(DemoModel.Size.small)
          Text("Large").tag(DemoModel.Size.large)
        }
        Text("■ Red swatch").foregroundColor(RGB(red: 220, green: 50, blue: 47))
      }
    }
    .navigationTitle("Settings")
  }
}
