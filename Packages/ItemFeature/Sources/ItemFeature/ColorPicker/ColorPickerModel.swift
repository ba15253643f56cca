import IssueReporting
import Models
import Observation

/// The color picker the item form drills down to: "None" and every palette color.
///
/// It only reports the choice through ``onColorPicked``; the form that presented it applies the
/// color and pops it, so the picker never reaches into the form.
@MainActor
@Observable
public final class ColorPickerModel: Identifiable {
  /// The color the form currently has, marked in the list; `nil` is "None".
  public var selection: Item.Color?

  /// Called with the color the user chose (`nil` for "None").
  ///
  /// ``ItemFormModel`` wires this whenever it presents a picker; a picker used on its own must
  /// wire it, or choosing a color reports `Unimplemented: ColorPickerModel.onColorPicked`.
  public var onColorPicked: @MainActor (Item.Color?) -> Void = unimplemented(
    "ColorPickerModel.onColorPicked")

  /// A picker marking `selection` as the current color.
  public init(selection: Item.Color? = nil) {
    self.selection = selection
  }

  /// The choices in the order the picker lists them: "None" (`nil`) first, then the palette.
  public var choices: [Item.Color?] {
    [nil] + Item.Color.defaults
  }

  /// The user chose `color` (`nil` for "None").
  public func colorTapped(_ color: Item.Color?) {
    selection = color
    onColorPicked(color)
  }
}
