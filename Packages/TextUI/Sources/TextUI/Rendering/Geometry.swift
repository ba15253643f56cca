/// A size in character cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int

  /// Creates a size of `width` columns and `height` rows.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// The size the test driver and the line-mode host use unless told otherwise: a classic
  /// 80x24 terminal.
  public static let standard = Size(width: 80, height: 24)

  public var description: String { "\(width)x\(height)" }
}

/// A rectangle of character cells, measured from the top-left corner of the frame.
public struct Rect: Hashable, Sendable {
  /// Column of the left edge.
  public var x: Int
  /// Row of the top edge.
  public var y: Int
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int

  /// Creates a rectangle.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The rectangle moved and shrunk so that it lies inside `bounds`.
  func clamped(to bounds: Size) -> Rect {
    let x = min(max(self.x, 0), max(bounds.width - 1, 0))
    let y = min(max(self.y, 0), max(bounds.height - 1, 0))
    return Rect(
      x: x, y: y,
      width: max(min(width, bounds.width - x), 0),
      height: max(min(height, bounds.height - y), 0)
    )
  }
}

/// A 24-bit color for text, used when the terminal host draws with ANSI escape codes. Plain-text
/// frames ignore it.
public struct RGB: Hashable, Sendable, Codable {
  /// The red component, 0–255.
  public var red: UInt8
  /// The green component, 0–255.
  public var green: UInt8
  /// The blue component, 0–255.
  public var blue: UInt8

  /// Creates a color from its red, green and blue components.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }
}
