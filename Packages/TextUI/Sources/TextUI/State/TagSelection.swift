/// A `Binding<Selection>` seen through the `.tag(_:)` values of a ``TabView``'s tabs or a
/// ``Picker``'s options, which are type-erased to `AnyHashable`.
@MainActor
struct TagSelection {
  /// Whether `tag` is the selected value.
  let isSelected: @MainActor (AnyHashable) -> Bool
  /// Selects `tag`; a tag of another type than the selection is ignored.
  let select: @MainActor (AnyHashable) -> Void

  init<Selection: Hashable>(_ selection: Binding<Selection>) {
    isSelected = { AnyHashable(selection.wrappedValue) == $0 }
    select = { tag in
      if let value = tag.base as? Selection { selection.wrappedValue = value }
    }
  }
}
