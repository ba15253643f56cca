/// A piece of text UI that renders itself as lines no wider than `width`.
public protocol TextView: Sendable {
  func lines(width: Int) -> [String]
}

/// One line of text, cut to the width it is given.
public struct Text: TextView {
  public var string: String

  public init(_ string: String) {
    self.string = string
  }

  public func lines(width: Int) -> [String] {
    [String(string.prefix(max(width, 0)))]
  }
}

/// A labelled button; a disabled one is shown in parentheses.
public struct Button: TextView {
  public var label: String
  public var isEnabled: Bool

  public init(_ label: String, isEnabled: Bool = true) {
    self.label = label
    self.isEnabled = isEnabled
  }

  public func lines(width: Int) -> [String] {
    Text(isEnabled ? "[\(label)]" : "(\(label))").lines(width: width)
  }
}

/// Views stacked top to bottom.
public struct VStack: TextView {
  public var children: [any TextView]

  public init(_ children: [any TextView]) {
    self.children = children
  }

  public func lines(width: Int) -> [String] {
    children.flatMap { $0.lines(width: width) }
  }
}

/// A horizontal rule as wide as the screen.
public struct Divider: TextView {
  public init() {}

  public func lines(width: Int) -> [String] {
    [String(repeating: "-", count: max(width, 0))]
  }
}

/// A modal box drawn around its content, for alerts and sheets.
public struct Boxed: TextView {
  public var title: String
  public var content: any TextView

  public init(title: String, content: any TextView) {
    self.title = title
    self.content = content
  }

  public func lines(width: Int) -> [String] {
    let inner = max(width - 4, 0)
    let body = content.lines(width: inner).map { line in
      "| " + line + String(repeating: " ", count: max(inner - line.count, 0)) + " |"
    }
    let bottom = "+" + String(repeating: "-", count: max(width - 2, 0)) + "+"
    return ["+ " + String(title.prefix(inner)) + " +"] + body + [bottom]
  }
}

/// Renders a view to one string, the way a headless preview prints a frame.
public func render(_ view: any TextView, width: Int = 60) -> String {
  view.lines(width: width).joined(separator: "\n")
}

/// Reports that a delegate closure was called without being wired by a parent.
///
/// The default of every delegate closure, so a forgotten wiring names itself.
public func reportUnimplemented(_ name: String, value: some Sendable) {
  print("Unimplemented: \(name) was called with \(value)")
}
