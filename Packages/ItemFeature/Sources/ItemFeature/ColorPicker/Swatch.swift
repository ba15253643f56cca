import Models
import TextUI

/// A small block in the item's color (terminal only; plain-text frames show its shape): `■`, or
/// `□` for no color.
struct Swatch: View {
  let color: Item.Color?

  var body: some View {
    if let color {
      Text("■").foregroundColor(RGB(red: color.red, green: color.green, blue: color.blue))
    } else {
      Text("□")
    }
  }
}
