/// How a presented screen is placed over the screens under it, and its border.
///
/// The built-in styles are ``sheet``, ``popover``, ``fullScreenCover``, ``alert`` and
/// ``confirmationDialog``. The set is open: define your own and pass it to
/// ``View/presentation(item:style:content:)``:
///
/// ```swift declarations
/// extension PresentationStyle {
///   static let bottomMenu = PresentationStyle(name: "bottom menu", border: .square) { container, contentHeight in
///     Rect(x: 0, y: container.height - contentHeight - 2, width: container.width, height: contentHeight + 2)
///   }
/// }
/// ```
public struct PresentationStyle: Sendable {
  /// A name for messages.
  public var name: String
  /// The border drawn around the presented screen.
  public var border: Border
  /// The rectangle, border included, for a frame of `container` size and content of natural
  /// height `contentHeight`. The width must not depend on `contentHeight`: the content is laid
  /// out at the width the rectangle leaves inside the border (two columns of border and padding on
  /// each side) before its height is known.
  public var frame: @Sendable (_ container: Size, _ contentHeight: Int) -> Rect

  /// Creates a presentation style.
  public init(
    name: String,
    border: Border,
    frame: @escaping @Sendable (_ container: Size, _ contentHeight: Int) -> Rect
  ) {
    self.name = name
    self.border = border
    self.frame = frame
  }

  /// The lines of a presented screen's border.
  public enum Border: Sendable {
    /// `╭─╮`
    case rounded
    /// `┌─┐`
    case square
    /// `╔═╗`
    case double
    /// `┏━┓`
    case heavy

    var characters: (Character, Character, Character, Character, Character, Character) {
      switch self {
      case .rounded: ("╭", "╮", "╰", "╯", "─", "│")
      case .square: ("┌", "┐", "└", "┘", "─", "│")
      case .double: ("╔", "╗", "╚", "╝", "═", "║")
      case .heavy: ("┏", "┓", "┗", "┛", "━", "┃")
      }
    }
  }

  /// Slides up over most of the screen, leaving the top two rows of the screen under it visible.
  public static let sheet = PresentationStyle(name: "sheet", border: .rounded) { container, _ in
    Rect(x: 2, y: 2, width: container.width - 4, height: container.height - 2)
  }

  /// A box sized to its content, centred over the screen under it.
  public static let popover = PresentationStyle(name: "popover", border: .square) {
    container, contentHeight in
    let width = min(container.width - 8, 64)
    let height = min(contentHeight + 2, container.height - 2)
    return Rect(
      x: (container.width - width) / 2, y: max((container.height - height) / 2, 1),
      width: width, height: height)
  }

  /// Covers the whole frame.
  public static let fullScreenCover = PresentationStyle(name: "full-screen cover", border: .double)
  { container, _ in
    Rect(x: 0, y: 0, width: container.width, height: container.height)
  }

  /// A small box centred over everything.
  public static let alert = PresentationStyle(name: "alert", border: .heavy) {
    container, contentHeight in
    let width = min(container.width - 8, 52)
    let height = min(contentHeight + 2, container.height)
    return Rect(
      x: (container.width - width) / 2, y: (container.height - height) / 2,
      width: width, height: height)
  }

  /// A box of buttons along the bottom of the frame.
  public static let confirmationDialog = PresentationStyle(
    name: "confirmation dialog", border: .square
  ) { container, contentHeight in
    let height = min(contentHeight + 2, container.height)
    return Rect(x: 2, y: container.height - height, width: container.width - 4, height: height)
  }
}
