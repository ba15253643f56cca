import TextUI

/// The help sheet: what the inventory does and how to use it, in a list so that a small terminal
/// can page through it (PgDn, PgUp).
struct InventoryHelpView: View {
  let onDone: @MainActor () -> Void

  var body: some View {
    List {
      Text("The inventory lists the items you keep track of: their name, color and stock.")
      Text("")
      Text("• Add creates a new item.")
      Text("• Select an item to edit it; Save applies the changes, Cancel discards them.")
      Text("• Duplicate starts a new item from a copy of an existing one.")
      Text("• Delete removes an item after you confirm.")
    }
    .navigationTitle("Help")
    .toolbar {
      ToolbarItem(placement: .confirmationAction) {
        Button("Done", action: onDone)
      }
    }
  }
}
