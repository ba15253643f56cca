import Models
import TextUI

/// The color picker: "None" and each palette color with its swatch, the current one checked.
/// Choosing one reports it to the model, whose presenter pops the picker.
public struct ColorPickerView: View {
  let model: ColorPickerModel

  /// Shows `model`.
  public init(model: ColorPickerModel) {
    self.model = model
  }

  public var body: some View {
    List(model.choices, id: \.self) { color in
      Button {
        model.colorTapped(color)
      } label: {
        HStack {
          Text(Item.Color.name(of: color))
          Swatch(components: color?.components)
          if color == model.selection {
            Text("✓")
          }
        }
      }
    }
    .navigationTitle("Color")
  }
}
