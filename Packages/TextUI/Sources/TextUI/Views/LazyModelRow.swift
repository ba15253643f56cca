/// A row of a lazy list whose model ``LazyModels`` keeps: `content` on the row's model once it is
/// built, and `placeholder` in the one frame before that.
///
/// Drawing only reads: the row's model is built after the frame the row first shows in (its
/// `onAppear`), and let go after the first frame it is gone from (its `onDisappear`). Keep the
/// placeholder as tall as the row will be, so the rows below it still come into the window.
///
/// ```swift declarations
/// import Observation
///
/// @MainActor @Observable final class RowModel {
///   let id: Int
///   var isConfirming = false
///   init(id: Int) { self.id = id }
/// }
///
/// @MainActor @Observable final class ListModel {
///   let ids = Array(0..<1_000)
///   let rows = LazyModels<Int, RowModel>(make: { RowModel(id: $0) }, keepWhile: { $0.isConfirming })
/// }
///
/// struct RowsView: View {
///   let model: ListModel
///
///   var body: some View {
///     List(model.ids, id: \.self) { id in
///       LazyModelRow(model.rows, id: id) { row in
///         Button("Row \(row.id)") { row.isConfirming = true }
///       } placeholder: {
///         Text("Row \(id)")
///       }
///     }
///   }
/// }
/// ```
public struct LazyModelRow<ID: Hashable, Model: AnyObject, Content: View, Placeholder: View>: View {
  let models: LazyModels<ID, Model>
  let id: ID
  let content: @MainActor (Model) -> Content
  let placeholder: @MainActor () -> Placeholder

  /// The row with this id, drawn by `content` on its model, or by `placeholder` before it is built.
  public init(
    _ models: LazyModels<ID, Model>,
    id: ID,
    @ViewBuilder content: @escaping @MainActor (Model) -> Content,
    @ViewBuilder placeholder: @escaping @MainActor () -> Placeholder
  ) {
    self.models = models
    self.id = id
    self.content = content
    self.placeholder = placeholder
  }

  public var body: some View {
    Group {
      if let model = models[id: id] {
        content(model)
      } else {
        placeholder()
      }
    }
    .onAppear { models.appeared(id) }
    .onDisappear { models.disappeared(id) }
  }
}
