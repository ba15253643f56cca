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

  public var body: some View {
    if let color {
      Text("■").foregroundColor(color)
    } else {
      Text("□")
    }
  }
}
