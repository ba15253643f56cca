/// A one-character sample of a color: `■` in `color`, or `□` when there is none.
///
/// The color shows only in the terminal; plain-text frames keep the shape, so a test can still
/// tell a color from no color.
public struct Swatch: View {
  let color: RGB?

  /// A swatch of `color`; `nil` draws the empty swatch.
  public init(_ color: RGB?) {
    self.color = color
  }

  /// A swatch of the color with these red, green and blue components, so a domain type that has
  /// them (an item's color) is drawn without a conversion of its own; `nil` draws the empty
  /// swatch.
  public init(components: (red: UInt8, green: UInt8, blue: UInt8)?) {
    self.color = components.map { RGB(red: $0.red, green: $0.green, blue: $0.blue) }
  }

  public var body: some View {
    if let color {
      Text("■").foregroundColor(color)
    } else {
      Text("□")
    }
  }
}
