extension Item {
  /// A named color with its RGB components, as shown in the color picker.
  public struct Color: Hashable, Codable, Sendable {
    /// The name the user sees, and the one a URL uses (`?color=Red`).
    public var name: String
    /// The red component, for drawing a swatch.
    public var red: UInt8
    /// The green component.
    public var green: UInt8
    /// The blue component.
    public var blue: UInt8

    /// A color with this name and these components.
    public init(name: String, red: UInt8, green: UInt8, blue: UInt8) {
      self.name = name
      self.red = red
      self.green = green
      self.blue = blue
    }

    /// The palette's red.
    public static let red = Color(name: "Red", red: 255, green: 59, blue: 48)
    /// The palette's green.
    public static let green = Color(name: "Green", red: 52, green: 199, blue: 89)
    /// The palette's blue.
    public static let blue = Color(name: "Blue", red: 0, green: 122, blue: 255)
    /// The palette's black.
    public static let black = Color(name: "Black", red: 0, green: 0, blue: 0)
    /// The palette's yellow.
    public static let yellow = Color(name: "Yellow", red: 255, green: 204, blue: 0)
    /// The palette's white.
    public static let white = Color(name: "White", red: 255, green: 255, blue: 255)

    /// The palette the color picker offers, in the order it shows them.
    public static let defaults: [Color] = [.red, .green, .blue, .black, .yellow, .white]

    /// The palette color with this name, ignoring case (`"blue"` finds ``blue``).
    public static func named(_ name: String) -> Color? {
      defaults.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }
    }
  }
}

extension Item.Color {
  /// What every screen shows for an item's color: its name, or "None" when it has none.
  public static func name(of color: Item.Color?) -> String {
    color?.name ?? "None"
  }

  /// The red, green and blue components together, as a swatch draws them.
  public var components: (red: UInt8, green: UInt8, blue: UInt8) {
    (red, green, blue)
  }
}
